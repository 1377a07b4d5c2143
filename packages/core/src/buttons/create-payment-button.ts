import { dispatchFrameEvent } from '../embed/dispatch'
import { resizeFrame } from '../embed/frame'
import { createFramedEmbed, type FramedEmbed } from '../embed/framed-embed'
import { parseMessageJson } from '../embed/message-json'
import { PaymentButtonError } from '../errors/button-errors'
import { InvalidOptionError } from '../errors/checkout-errors'
import { isObject } from '../platform/is-object'
import { requireWindow } from '../platform/window'
import { accountAskingPage } from '../plugins/account-asking-page'
import { createBrandStrip } from './brand-strip'
import { createButtonOutbox } from './button-outbox'
import type { BrandMark } from './marks/svg'
import { onePerPayment } from './one-per-payment'
import type { PaymentButtonHandle, PaymentButtonOptions } from './payment-button-types'
import { BUTTON_NAMES, pinnedButtonPage } from './pinned-button-page'
import type { WalletOverlayFactory } from './wallet-overlay'

export type {
  PaymentButtonHandle,
  PaymentButtonOptions,
  PaymentButtonStatus,
  PhoneNumber,
} from './payment-button-types'

/**
 * A payment button with its brand's mark given (or on its way): what `mountPaymentButton` does, without
 * the table of every brand's mark, so a page carries only the marks it draws (the React buttons use it).
 * PayPal and Venmo take `createWalletOverlay` too (their approval sheet), which Apple Pay and Google Pay
 * pages then never carry. Throws InvalidOptionError for a PayPal or Venmo button without `overlayId` or
 * without the overlay.
 */
export function createPaymentButton(
  container: HTMLElement,
  options: PaymentButtonOptions,
  mark: BrandMark | Promise<BrandMark> | undefined,
  walletOverlay?: WalletOverlayFactory,
): PaymentButtonHandle {
  requireWindow()
  const { method, color, overlayId } = options
  const wallet = method === 'paypal' || method === 'venmo'
  // The option that is missing names the error (docs/errors.md says what each needs).
  if (wallet && !(overlayId && walletOverlay))
    throw new InvalidOptionError(overlayId ? 'method' : 'overlayId', method)
  const id = options.heightChangeId ?? `portico-${Math.random().toString(36).slice(2, 10)}`
  // The first subtotal is pinned in the URL; later ones are posted, until another change reloads the page.
  let pinned = options.subtotal
  const doc = container.ownerDocument
  const wrapper = doc.createElement('div')
  // The button fills the box the merchant sized for it until its page asks for a height of its own.
  wrapper.style.cssText = 'position:relative;width:100%;height:100%'
  const strip = createBrandStrip(doc, method, color)
  wrapper.append(strip.element)
  // Where the button is may have changed: the offset is posted again when it did.
  const overlay = wallet
    ? walletOverlay?.(
        wrapper,
        method,
        overlayId as string,
        () => embed.iframe,
        () => embed.resize(),
        () => push(),
      )
    : undefined
  const payments = onePerPayment()
  const outbox = createButtonOutbox(overlay?.texts, (message, kind) => embed.post(message, kind))
  // Each kind of message is posted only after `loaded` and only when its text changed.
  const push = () => embed.status === 'loaded' && outbox.push(embed.options.subtotal, embed.options)
  // Until PayPal or Venmo knows who the customer is, the button is shown but cannot be pressed.
  const gate = () => overlay?.gate(embed.options, embed.iframe)

  const embed: FramedEmbed<PaymentButtonOptions> = createFramedEmbed(container, {
    surface: 'payment-button',
    id,
    options,
    // A wallet whose account can only be asked for (a bare EIP-1193 provider): the frame waits for the
    // answer, then goes to the URL with it as `pubkey` (or without), as a checkout does.
    page: accountAskingPage(
      (o, answered) => pinnedButtonPage(o, pinned, id, answered),
      () => embed,
    ),
    box: wrapper,
    css: 'display:block;height:100%',
    loose: true,
    // While the approval sheet is open the frame fills the overlay element; its own height waits for close.
    resize: (frame, px) => (overlay?.isOpen ? false : resizeFrame(frame, px)),
    loaded() {
      payments.reset()
      strip.loaded()
      outbox.reset(pinned)
      push()
    },
    // A new navigation is pinned at the subtotal of now; the sheet of the page left is gone with it.
    navigating() {
      overlay?.close()
      pinned = embed.options.subtotal
    },
    // Taken out of the page without destroy(), the button's document is gone: no listener is left on the
    // window and the sheet's overlay closes. A load says the frame is back, with a new document.
    removed() {
      overlay?.moves(false)
      overlay?.close()
    },
    load: () => overlay?.moves(true),
    message(m) {
      const o = embed.options
      if (m.method !== 'getToken' && m.method !== 'success') payments.reset()
      if (m.data.startsWith('ERROR')) {
        const error = new PaymentButtonError(m.data.replace(/^ERROR\s*/, ''))
        embed.events.emit({ type: 'error', code: error.code, message: error.message })
        return o.onError?.(error)
      }
      switch (m.method) {
        case 'getToken':
        case 'success': {
          const info = (isObject(m.info) ? m.info : parseMessageJson(m.data)) ?? undefined
          if (!payments.first(info)) return
          if (wallet) (o.onApprove ?? o.onSuccess)?.(info ?? {})
          else o.onSuccess?.(info)
          return
        }
        case 'authDeclined':
          return o.onAuthDeclined?.(isObject(m.info) ? m.info : undefined)
        case 'signMessage':
        case 'signTransaction':
        case 'sendTransaction':
          return embed.post(`ERROR ${BUTTON_NAMES[method]} buttons sign nothing`, 'reply')
        case 'overlay':
          if (m.state === 'open') overlay?.open()
          else if (overlay) {
            overlay.close()
            outbox.forgetOffset()
            push()
          }
      }
      // Redirects, linked accounts and overlay states reach their callbacks as a checkout's do.
      dispatchFrameEvent(m, o, embed.origin)
    },
    // Protection's ids arriving after mount alone never reload the button; a new subtotal is posted.
    updated(navigated) {
      gate()
      if (!navigated) push()
    },
    destroyed: () => overlay?.destroy(),
  })

  Promise.resolve(options.mark ?? mark).then(
    (drawn) => embed.status !== 'destroyed' && drawn && strip.draw(drawn),
    // Without its mark the strip stays plain: the button itself still works.
    () => {},
  )
  gate()
  overlay?.moves(true)
  return embed
}
