import type { Subtotal } from '../checkout/checkout-types'
import { createFrame, resizeFrame } from '../checkout/frame'
import type { CheckoutInfo } from '../checkout/message'
import { reloadKey } from '../checkout/reload-key'
import { stringifyJson } from '../checkout/structured'
import { watchRemoval } from '../checkout/watch-removal'
import { PaymentButtonError } from '../errors/button-errors'
import { InvalidOptionError } from '../errors/checkout-errors'
import { parseMessageJson } from '../platform/message-json'
import { requireWindow } from '../platform/window'
import { createBrandStrip } from './brand-strip'
import type { BrandMark } from './marks/svg'
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
export interface PaymentButtonOptions extends PaymentButtonUrlOptions {
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
  /** The button's page has loaded (once). */
  onLoad?: (() => void) | undefined
  /** Apple Pay / Google Pay: the payment went through (once per payment). */
  onSuccess?: ((info: CheckoutInfo | undefined) => void) | undefined
  /** PayPal / Venmo: the customer approved and the payment went through (once per payment). */
  onApprove?: ((info: CheckoutInfo) => void) | undefined
  /** The payment was declined at authorization. */
  onAuthDeclined?: ((info: CheckoutInfo | undefined) => void) | undefined
  /** The button's page reported an error; the payment did not go through. */
  onError?: ((error: PaymentButtonError) => void) | undefined
  /** The iframe took this height, in px. */
  onHeightChange?: ((height: number) => void) | undefined
}

/** `loading` until the button's page says `loaded` (again after a reload), `destroyed` after `destroy()`. */
export type PaymentButtonStatus = 'loading' | 'loaded' | 'destroyed'

/** A mounted payment button. */
export interface PaymentButtonHandle {
  readonly iframe: HTMLIFrameElement
  readonly status: PaymentButtonStatus
  /**
   * Replaces all options. A new subtotal is posted to the page (`updateSubtotal:`) and never reloads it;
   * callbacks apply at once; only other options that change the URL reload the button.
   */
  update(options: PaymentButtonOptions): void
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
const REQUESTS = ['signMessage', 'signTransaction', 'sendTransaction']
const subtotalText = (subtotal: Subtotal | undefined) => (subtotal ? stringifyJson(subtotal) : '')
const record = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined

/** The PayPal / Venmo identifier: only the fields the merchant gave. */
function identifier(method: PaymentButtonMethod, o: PaymentButtonOptions) {
  const fields = { email: o.email || undefined, phoneNumber: o.phoneNumber, token: o.token || undefined }
  const given = Object.entries(fields).filter(([, value]) => value !== undefined)
  return given.length ? JSON.stringify({ method: `${method}Identifier`, ...Object.fromEntries(given) }) : ''
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
  const id = o.heightChangeId ?? `portico-${Math.random().toString(36).slice(2, 10)}`
  const urlFor = (next: PaymentButtonOptions, subtotal: Subtotal | undefined) =>
    paymentButtonUrl({
      ...next,
      subtotal,
      heightChangeId: id,
      ...(wallet && { token: undefined, amount: undefined }),
    })
  let pinned = o.subtotal
  let url = urlFor(o, pinned)
  const origin = new URL(url).origin
  const doc = container.ownerDocument
  const wrapper = doc.createElement('div')
  wrapper.style.cssText = 'position:relative;width:100%'
  const iframe = createFrame(doc, url, { title: o.title ?? NAMES[method] })
  iframe.style.display = 'block'
  const strip = createBrandStrip(doc, method, color)
  const overlay = wallet ? createWalletOverlay(wrapper, o.overlayId as string) : undefined
  let status: PaymentButtonStatus = 'loading'
  let loadedOnce = false
  let lastPayment: string | undefined
  /** The height the page last asked for, in px (the frame's own until then). */
  let height: number | undefined
  const sent = { subtotal: '', identifier: '', offset: '' }
  const listeners = new Set<(status: PaymentButtonStatus) => void>()
  const set = (next: PaymentButtonStatus) => {
    if (status === next) return
    status = next
    for (const listener of listeners) listener(next)
  }
  const post = (message: string) => {
    if (status !== 'destroyed') iframe.contentWindow?.postMessage(message, origin)
  }
  // Each kind of message is posted only after `loaded` and only when its text changed.
  const push = () => {
    if (status !== 'loaded') return
    const texts: [keyof typeof sent, string][] = [['subtotal', subtotalText(o.subtotal)]]
    if (wallet) {
      const offset = overlay?.isOpen ? undefined : overlay?.offset()
      texts.push(['identifier', identifier(method, o)])
      texts.push(['offset', offset ? JSON.stringify({ method: `${method}OverlayOffset`, ...offset }) : ''])
    }
    for (const [kind, text] of texts) {
      if (!text || text === sent[kind]) continue
      sent[kind] = text
      post(kind === 'subtotal' ? `updateSubtotal:${text}` : text)
    }
  }
  // Until PayPal or Venmo knows who the customer is, the button is shown but cannot be pressed.
  const gate = () => {
    if (!wallet) return
    const waiting = !identifier(method, o)
    wrapper.style.opacity = waiting ? '0.5' : ''
    wrapper.style.pointerEvents = waiting ? 'none' : ''
    wrapper.style.cursor = waiting ? 'not-allowed' : ''
  }
  // getToken and success sent for one payment count once: the same paymentId, or, without one, a success
  // straight after another (heights aside). Any other message starts a new payment.
  const succeed = (info: Record<string, unknown> | undefined) => {
    const payment = typeof info?.paymentId === 'string' ? info.paymentId : ''
    if (lastPayment !== undefined && (payment === lastPayment || !payment || !lastPayment)) return
    lastPayment = payment
    if (wallet) (o.onApprove ?? o.onSuccess)?.(info ?? {})
    else o.onSuccess?.(info)
  }

  const onMessage = (event: MessageEvent) => {
    if (event.origin !== origin || event.source !== iframe.contentWindow || event.source === null) return
    const message = parseMessageJson(event.data)
    if (!message || typeof message.method !== 'string') return
    const { method: name, data, info } = message
    if (name.startsWith('heightChange')) {
      const px =
        typeof data === 'number'
          ? data
          : typeof data === 'string' && /^\d{1,7}(\.\d+)?$/.test(data)
            ? +data
            : NaN
      if (name !== `heightChange:${id}` || !Number.isFinite(px)) return
      height = px
      // While the approval sheet is open the frame fills the overlay element; its own height waits for close.
      if (overlay?.isOpen) return
      // Resize first: in `o.onHeightChange?.(resizeFrame(…))` an absent callback would skip the resize too.
      const applied = resizeFrame(iframe, px)
      o.onHeightChange?.(applied)
      return
    }
    if (name !== 'getToken' && name !== 'success') lastPayment = undefined
    if (typeof data === 'string' && data.startsWith('ERROR')) {
      lastPayment = undefined
      o.onError?.(new PaymentButtonError(data.replace(/^ERROR\s*/, '')))
    } else if (name === 'getToken' || name === 'success')
      succeed(record(info) ?? (typeof data === 'string' ? (parseMessageJson(data) ?? undefined) : undefined))
    else if (name === 'loaded') {
      set('loaded')
      strip.loaded()
      // A new document starts from the subtotal in its URL and knows nothing it was told before.
      sent.subtotal = subtotalText(pinned)
      sent.identifier = sent.offset = ''
      push()
      if (!loadedOnce) o.onLoad?.()
      loadedOnce = true
    } else if (name === 'authDeclined') o.onAuthDeclined?.(record(info))
    else if (name === 'overlay' && overlay) {
      if (data === 'open') {
        overlay.open()
        // The wrapper now covers the overlay element; the frame fills it, so the sheet the page draws over
        // its whole viewport covers the element too.
        if (overlay.isOpen) iframe.style.height = '100%'
      } else {
        closeOverlay()
        sent.offset = ''
        push()
      }
    } else if (REQUESTS.includes(name))
      post(`ERROR ${NAMES[method]} buttons do not sign or send transactions`)
  }
  // Back in the merchant's layout at the page's own height (the one asked for while open included).
  const closeOverlay = () => {
    if (!overlay?.isOpen) return
    overlay.close()
    if (height === undefined) {
      iframe.style.height = ''
      return
    }
    const applied = resizeFrame(iframe, height)
    o.onHeightChange?.(applied)
  }
  // The offset is re-measured whenever the button may have moved under the customer's pointer: a resize
  // (as the kit does), but also a scroll of the page or of any container (capture), and the pointer or
  // focus arriving on the button. An offset measured at load is stale on any page scrolled since.
  const onMove = () => push()
  const show = () => {
    iframe.style.opacity = '1'
  }

  Promise.resolve(o.mark ?? mark).then(
    (drawn) => status !== 'destroyed' && drawn && strip.draw(drawn),
    // Without its mark the strip stays plain: the button itself still works.
    () => {},
  )
  let listening = false
  const listen = (on: boolean) => {
    if (on === listening) return
    listening = on
    if (on) {
      win.addEventListener('message', onMessage)
      if (!wallet) return
      win.addEventListener('resize', onMove)
      win.addEventListener('scroll', onMove, { capture: true, passive: true })
    } else {
      win.removeEventListener('message', onMessage)
      win.removeEventListener('resize', onMove)
      win.removeEventListener('scroll', onMove, { capture: true })
    }
  }
  // Taken out of the page without destroy(), the button's document is gone: no listener is left on the
  // window and the sheet's overlay closes. A load says the frame is back, with a new document.
  const removal = watchRemoval(iframe, () => {
    listen(false)
    closeOverlay()
    set('loading')
  })
  const onFrameLoad = () => {
    show()
    if (status === 'destroyed') return
    listen(true)
    removal.watch()
  }

  gate()
  listen(true)
  if (wallet) {
    wrapper.addEventListener('pointerenter', onMove)
    wrapper.addEventListener('focusin', onMove)
  }
  iframe.addEventListener('load', onFrameLoad)
  wrapper.append(iframe, strip.element)
  container.appendChild(wrapper)
  removal.watch()

  return {
    iframe,
    get status() {
      return status
    },
    update(next) {
      if (status === 'destroyed') return
      // Protection's ids arriving after mount alone never reload the button.
      const same = reloadKey(urlFor(next, pinned), next.deviceId) === reloadKey(url, o.deviceId)
      o = next
      gate()
      if (same) return push()
      // Something other than the subtotal changed: the button reloads, pinned at the current subtotal.
      pinned = next.subtotal
      url = urlFor(next, pinned)
      closeOverlay()
      set('loading')
      iframe.style.opacity = '0'
      iframe.src = url
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    destroy() {
      if (status === 'destroyed') return
      listen(false)
      removal.stop()
      iframe.removeEventListener('load', onFrameLoad)
      overlay?.destroy()
      wrapper.remove()
      set('destroyed')
      listeners.clear()
    },
  }
}
