import type { Subtotal } from '../checkout/checkout-types'
import { reloadKey } from '../checkout/reload-key'
import { type CheckoutEventCallbacks, dispatchFrameEvent } from '../embed/dispatch'
import { type EmbedOptions, eventSink } from '../embed/events'
import { createFrame, resizeFrame } from '../embed/frame'
import { listenToFrame } from '../embed/frame-listener'
import { type LoadWatchOptions, loadTimeout, watchLoad } from '../embed/load-watch'
import { type CheckoutInfo, parseFrameMessage } from '../embed/message'
import { reportMessage } from '../embed/message-event'
import { parseMessageJson } from '../embed/message-json'
import { createStatusStore } from '../embed/status-store'
import { toggledListener } from '../embed/toggled-listener'
import { PaymentButtonError } from '../errors/button-errors'
import { InvalidOptionError } from '../errors/checkout-errors'
import type { CheckoutLoadError } from '../errors/load-errors'
import { requireWindow } from '../platform/window'
import { resolvePlugin } from '../plugins/plugin'
import { createBrandStrip } from './brand-strip'
import { createButtonOutbox } from './button-outbox'
import type { BrandMark } from './marks/svg'
import { onePerPayment } from './one-per-payment'
import {
  type PaymentButtonMethod,
  type PaymentButtonUrlOptions,
  paymentButtonUrl,
} from './payment-button-url'
import { createWalletOverlay } from './wallet-overlay'

/** A phone number as PayPal and Venmo take it. */
export interface PhoneNumber {
  countryCode: string
  nationalNumber: string
}

/**
 * Options of `mountPaymentButton`: the purchase options, the method and colour, and the callbacks. The
 * options that are also checkout options (`token`, `heightChangeId`) keep their type there, so this still
 * extends it under `exactOptionalPropertyTypes`.
 */
export interface PaymentButtonOptions
  extends PaymentButtonUrlOptions,
    EmbedOptions,
    Omit<LoadWatchOptions, 'onError'>,
    Omit<CheckoutEventCallbacks, 'onInputError' | 'onInputValid'> {
  /**
   * The customer's wallet as the blockchain's plugin (in `plugins`) takes it: its address goes in the
   * button's URL as `pubkey`, as a checkout's does. Buttons sign nothing.
   */
  wallet?: unknown
  /** The brand's mark for the loading strip (e.g. `applePayMark`). @default the method's own mark */
  mark?: BrandMark | undefined
  /** Accessible title of the iframe. @default the method's name, e.g. 'Apple Pay' */
  title?: string | undefined
  /** Id that tags this button's `heightChange` messages. @default a random id */
  heightChangeId?: string
  /** PayPal / Venmo: id of the element the approval sheet covers (e.g. your full-screen backdrop). */
  overlayId?: string | undefined
  /** PayPal / Venmo: the customer's phone number, sent by message, never in the URL. */
  phoneNumber?: PhoneNumber | undefined
  /**
   * PayPal / Venmo: a saved PayPal or Venmo account token, sent by message. (On these two buttons a token
   * subtotal goes in `subtotal: { token, amount }`.)
   */
  token?: string
  /** The button's page has loaded: once per load (mount, `reload()`, a new URL). */
  onLoad?: (() => void) | undefined
  /** Apple Pay / Google Pay: the payment went through (once per payment). */
  onSuccess?: ((info: CheckoutInfo | undefined) => void) | undefined
  /** PayPal / Venmo: the customer approved and the payment went through (once per payment). */
  onApprove?: ((info: CheckoutInfo) => void) | undefined
  /** The payment was declined at authorization. */
  onAuthDeclined?: ((info: CheckoutInfo | undefined) => void) | undefined
  /**
   * The button's page reported an error, so the payment did not go through (PaymentButtonError), or the
   * button did not load (CheckoutLoadError: refused by the page's policy, or timed out; see `reload()`).
   */
  onError?: ((error: PaymentButtonError | CheckoutLoadError) => void) | undefined
  /** The iframe took this height, in px. */
  onHeightChange?: ((height: number) => void) | undefined
}

/**
 * `loading` until the button's page says `loaded` (again after a reload), `error` when it did not load
 * (see `onError`), `destroyed` after `destroy()`.
 */
export type PaymentButtonStatus = 'loading' | 'loaded' | 'error' | 'destroyed'

/** A mounted payment button. */
export interface PaymentButtonHandle {
  readonly iframe: HTMLIFrameElement
  readonly status: PaymentButtonStatus
  /**
   * Replaces all options. A new subtotal is posted to the page (`updateSubtotal:`) and never reloads it;
   * callbacks apply at once; only other options that change the URL reload the button.
   */
  update(options: PaymentButtonOptions): void
  /** Loads the button again (a new navigation, a new `loadTimeoutMs`), e.g. after a CheckoutLoadError. */
  reload(): void
  /** Calls `listener` on every status change; returns the unsubscribe function. */
  subscribe(listener: (status: PaymentButtonStatus) => void): () => void
  /** Removes the button and every listener. Safe to call twice. */
  destroy(): void
}

const NAMES: Record<PaymentButtonMethod, string> = {
  'apple-pay': 'Apple Pay',
  'google-pay': 'Google Pay',
  paypal: 'PayPal',
  venmo: 'Venmo',
}
const record = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined

/** The button's URL for `o` pinned at `subtotal`, with the wallet's address as `pubkey`. */
function buttonUrl(o: PaymentButtonOptions, subtotal: Subtotal | undefined, id: string): string {
  const wallet = o.method === 'paypal' || o.method === 'venmo'
  const pubkey =
    o.pubkey ??
    (o.wallet == null
      ? undefined
      : resolvePlugin(o.blockchain ?? 'solana', o.plugins).walletAddress(o.wallet))
  return paymentButtonUrl({
    ...o,
    subtotal,
    pubkey,
    heightChangeId: id,
    ...(wallet && { token: undefined, amount: undefined }),
  })
}

/**
 * A payment button with its brand's mark given (or on its way): what `mountPaymentButton` does, without
 * the table of every brand's mark, so a page carries only the marks it draws (the React buttons use it).
 */
export function createPaymentButton(
  container: HTMLElement,
  options: PaymentButtonOptions,
  mark: BrandMark | Promise<BrandMark> | undefined,
): PaymentButtonHandle {
  const win = requireWindow()
  let o = options
  const { method, color } = o
  const wallet = method === 'paypal' || method === 'venmo'
  if (wallet && !o.overlayId) throw new InvalidOptionError('overlayId', `required for ${NAMES[method]}`)
  loadTimeout(o.loadTimeoutMs)
  const id = o.heightChangeId ?? `portico-${Math.random().toString(36).slice(2, 10)}`
  let pinned = o.subtotal
  let url = buttonUrl(o, pinned, id)
  // Where the button's page is: an update that moves it (env, hosts, baseUrl) is heard and posted to there.
  let origin: string
  const doc = container.ownerDocument
  const wrapper = doc.createElement('div')
  // The button fills the box the merchant sized for it until its page asks for a height of its own.
  wrapper.style.cssText = 'position:relative;width:100%;height:100%'
  const iframe = createFrame(doc, url, o.title ?? NAMES[method])
  iframe.style.display = 'block'
  iframe.style.height = '100%'
  const strip = createBrandStrip(doc, method, color)
  const overlay = wallet ? createWalletOverlay(wrapper, o.overlayId as string) : undefined
  const store = createStatusStore<PaymentButtonStatus>('loading')
  const events = eventSink('payment-button', id, () => o)
  const payments = onePerPayment()
  const watch = watchLoad(doc, { origin: () => origin, options: () => o, store, events })
  /** The height the page last asked for, in px (the merchant's box until then). */
  let height: number | undefined
  const post = (message: string) => {
    if (store.status === 'destroyed') return
    events.sent(message.startsWith('updateSubtotal:') ? 'updateSubtotal' : 'identifier or offset')
    iframe.contentWindow?.postMessage(message, origin)
  }
  const outbox = createButtonOutbox(method, overlay, post)
  // Each kind of message is posted only after `loaded` and only when its text changed.
  const push = () => store.status === 'loaded' && outbox.push(o.subtotal, o)
  // Until PayPal or Venmo knows who the customer is, the button is shown but cannot be pressed.
  const gate = () => {
    if (!wallet) return
    const waiting = !(o.email || o.phoneNumber || o.token)
    wrapper.style.opacity = waiting ? '0.5' : ''
    wrapper.style.pointerEvents = waiting ? 'none' : ''
    wrapper.style.cursor = waiting ? 'not-allowed' : ''
    // Nor reached with the keyboard: what the pointer cannot press, Tab does not reach either.
    if (waiting) iframe.tabIndex = -1
    else iframe.removeAttribute('tabindex')
  }
  const resize = (px: number) => {
    // Resize first: in `o.onHeightChange?.(resizeFrame(…))` an absent callback would skip the resize too.
    resizeFrame(iframe, px)
    o.onHeightChange?.(px)
  }
  // Where the keyboard was when the approval sheet opened: it goes back there when the sheet closes.
  let focusBefore: Element | null = null
  // Back in the merchant's layout at the page's own height (the one asked for while open included).
  const closeOverlay = () => {
    if (!overlay?.isOpen) return
    overlay.close()
    if (height === undefined) iframe.style.height = '100%'
    else resize(height)
    const back = focusBefore instanceof HTMLElement && focusBefore.isConnected ? focusBefore : iframe
    focusBefore = null
    // Only when focus is lost, or still in the frame while it came from elsewhere: the customer may have
    // moved on meanwhile, and a frame that had it keeps it where its page puts it.
    const active = doc.activeElement
    if (back !== iframe && (active === iframe || active === doc.body)) back.focus({ preventScroll: true })
    else if (active === doc.body) iframe.focus({ preventScroll: true })
  }
  const onMessage = (data: unknown) => {
    // The button's own kit listens without the dispatcher's rule: its messages need no `data`.
    const m = parseFrameMessage(data, id, true)
    if (!m) return
    reportMessage(events, m)
    if (m.method === 'heightChange') {
      height = m.height
      // While the approval sheet is open the frame fills the overlay element; its own height waits for close.
      if (!overlay?.isOpen) resize(m.height)
      return
    }
    if (m.method !== 'getToken' && m.method !== 'success') payments.reset()
    if (m.data.startsWith('ERROR')) {
      const error = new PaymentButtonError(m.data.replace(/^ERROR\s*/, ''))
      events.emit({ type: 'error', code: error.code, message: error.message })
      return o.onError?.(error)
    }
    switch (m.method) {
      case 'getToken':
      case 'success': {
        const info = record(m.info) ?? parseMessageJson(m.data) ?? undefined
        if (!payments.first(info)) return
        if (wallet) (o.onApprove ?? o.onSuccess)?.(info ?? {})
        else o.onSuccess?.(info)
        return
      }
      case 'loaded': {
        watch.stop()
        // onLoad once per load; a page that says loaded again is posted its state again.
        const first = store.status !== 'loaded'
        store.set('loaded')
        strip.loaded()
        outbox.reset(pinned)
        push()
        if (first) o.onLoad?.()
        return
      }
      case 'authDeclined':
        return o.onAuthDeclined?.(record(m.info))
      case 'signMessage':
      case 'signTransaction':
      case 'sendTransaction':
        return post(`ERROR ${NAMES[method]} buttons do not sign or send transactions`)
      case 'overlay':
        if (m.state === 'open' && overlay) {
          const opening = !overlay.isOpen
          overlay.open()
          // The wrapper now covers the overlay element; the frame fills it, so the sheet the page draws over
          // its whole viewport covers the element too.
          if (overlay.isOpen) iframe.style.height = '100%'
          // The keyboard follows the sheet into the frame, where the sheet focuses its own first action. A
          // frame that has the keyboard already keeps it: focusing it again would move it to the frame's body.
          if (opening && overlay.isOpen) {
            focusBefore = doc.activeElement
            if (focusBefore !== iframe) iframe.focus({ preventScroll: true })
          }
        } else if (overlay) {
          closeOverlay()
          outbox.forgetOffset()
          push()
        }
        break
    }
    // Redirects, linked accounts and overlay states reach their callbacks as a checkout's do.
    dispatchFrameEvent(m, o, origin)
  }
  // The offset is re-measured whenever the button may have moved under the customer's pointer: a resize
  // (as the kit does), but also a scroll of the page or of any container (capture), and the pointer or
  // focus arriving on the button. An offset measured at load is stale on any page scrolled since.
  const onMove = () => push()
  const moves = [
    toggledListener(win, 'resize', onMove),
    toggledListener(win, 'scroll', onMove, { capture: true, passive: true }),
  ]
  const watchMoves = (on: boolean) => {
    if (wallet) for (const toggle of moves) toggle(on)
  }
  // Taken out of the page without destroy(), the button's document is gone: no listener is left on the
  // window and the sheet's overlay closes. A load says the frame is back, with a new document.
  // Made again for each navigation, at the origin of the page it loads.
  const listen = () => {
    origin = new URL(url).origin
    return listenToFrame(iframe, origin, {
      message: onMessage,
      removed() {
        watchMoves(false)
        closeOverlay()
        store.set('loading')
      },
      load() {
        iframe.style.opacity = '1'
        // Only while listening: destroy() stops the listener first.
        watchMoves(true)
      },
    })
  }
  let frame = listen()

  Promise.resolve(o.mark ?? mark).then(
    (drawn) => store.status !== 'destroyed' && drawn && strip.draw(drawn),
    // Without its mark the strip stays plain: the button itself still works.
    () => {},
  )
  gate()
  watchMoves(true)
  if (wallet) {
    wrapper.addEventListener('pointerenter', onMove)
    wrapper.addEventListener('focusin', onMove)
  }
  wrapper.append(iframe, strip.element)
  watch.start()
  container.appendChild(wrapper)
  // The button's page again: a new URL (update) or the same (reload, whose `loaded` posts the subtotal).
  const navigate = () => {
    closeOverlay()
    frame.stop()
    frame = listen()
    store.set('loading')
    iframe.style.opacity = '0'
    watch.start()
    iframe.src = url
  }

  return {
    iframe,
    subscribe: store.subscribe,
    get status() {
      return store.status
    },
    update(next) {
      if (store.status === 'destroyed') return
      loadTimeout(next.loadTimeoutMs)
      // Protection's ids arriving after mount alone never reload the button.
      const same = reloadKey(buttonUrl(next, pinned, id), next.deviceId) === reloadKey(url, o.deviceId)
      o = next
      gate()
      if (same) return void push()
      // Something other than the subtotal changed: the button reloads, pinned at the current subtotal.
      pinned = next.subtotal
      url = buttonUrl(next, pinned, id)
      navigate()
    },
    reload() {
      if (store.status !== 'destroyed') navigate()
    },
    destroy() {
      if (store.status === 'destroyed') return
      frame.stop()
      watch.stop()
      watchMoves(false)
      overlay?.destroy()
      wrapper.remove()
      store.end('destroyed')
      events.emit({ type: 'destroy' })
    },
  }
}
