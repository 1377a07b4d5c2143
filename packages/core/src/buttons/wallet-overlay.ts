import { watchButtonMoves } from './button-moves'
import { type ButtonCustomer, type ButtonTexts, identifier } from './button-outbox'
import type { PaymentButtonMethod } from './payment-button-url'

/**
 * What only a PayPal or Venmo button has: where its approval sheet opens (over the merchant's `overlayId`
 * element, and back), who pays and where the button is, told to its page, and a button that cannot be
 * pressed until it knows who pays.
 */
export interface WalletOverlay {
  /** Who pays and where the button is, as the button's page takes them by message. */
  texts: ButtonTexts
  /** Greys the button out, and out of the tab order, until `customer` says who pays. */
  gate(customer: ButtonCustomer, frame: HTMLIFrameElement): void
  /** Switches the window's listeners that tell the button moved (off while its document is gone). */
  moves(on: boolean): void
  /** Covers the overlay element (fixed, on top) with the frame filling it, and takes the keyboard into it. */
  open(): void
  /** Back in the merchant's layout at the button's own height; the keyboard back where it was. */
  close(): void
  readonly isOpen: boolean
  /** Stops every listener on the window. */
  destroy(): void
}

/** Makes a PayPal or Venmo button's overlay: what `createPaymentButton` takes for those two. */
export type WalletOverlayFactory = typeof createWalletOverlay

/**
 * The PayPal / Venmo approval sheet's host: while open, `wrapper` becomes `position: fixed` over the
 * element with id `overlayId`, re-measured on every resize and scroll (capture phase, so scrolling any
 * container counts), and the frame fills it, so the sheet its page draws over its whole viewport covers
 * the element too. Closed, the wrapper is back where the merchant put it and `settle()` gives the frame its
 * own height again. `moved` hears every move of the button (its offset is posted again). A page with
 * only Apple Pay or Google Pay buttons carries none of this.
 */
export function createWalletOverlay(
  wrapper: HTMLElement,
  method: PaymentButtonMethod,
  overlayId: string,
  frame: () => HTMLIFrameElement,
  settle: () => void,
  moved: () => void,
): WalletOverlay {
  const doc = wrapper.ownerDocument
  const view = doc.defaultView as Window
  let inline = ''
  let open = false
  // Where the keyboard was when the sheet opened: it goes back there when the sheet closes.
  let focusBefore: Element | null = null
  const target = () => doc.getElementById(overlayId)
  // The wrapper's offset from the overlay element and its size, as the checkout positions its sheet.
  const offset = () => {
    const element = target()
    if (!element) return ''
    const own = wrapper.getBoundingClientRect()
    const rect = element.getBoundingClientRect()
    const at = { top: own.top - rect.top, left: own.left - rect.left, width: own.width, height: own.height }
    return JSON.stringify({ method: `${method}OverlayOffset`, ...at })
  }
  const follow = () => {
    const rect = target()?.getBoundingClientRect()
    if (!rect) return
    // After the merchant's own inline style, which the later declarations override while the sheet is open.
    wrapper.style.cssText = `${inline};position:fixed;top:${rect.top}px;left:${rect.left}px;width:${rect.width}px;height:${rect.height}px;z-index:2147483647`
  }
  const moves = watchButtonMoves(wrapper, moved)
  const stop = () => {
    view.removeEventListener('resize', follow)
    view.removeEventListener('scroll', follow, true)
  }
  return {
    get isOpen() {
      return open
    },
    // The offset is measured only while the sheet is closed: open, the wrapper covers the overlay element.
    texts: (customer) => [
      ['identifier', identifier(method, customer)],
      ['offset', open ? '' : offset()],
    ],
    gate(customer, iframe) {
      const waiting = !(customer.email || customer.phoneNumber || customer.token)
      wrapper.style.opacity = waiting ? '0.5' : ''
      wrapper.style.pointerEvents = waiting ? 'none' : ''
      wrapper.style.cursor = waiting ? 'not-allowed' : ''
      // Nor reached with the keyboard: what the pointer cannot press, Tab does not reach either.
      if (waiting) iframe.tabIndex = -1
      else iframe.removeAttribute('tabindex')
    },
    moves,
    open() {
      if (open || !target()) return
      open = true
      inline = wrapper.style.cssText
      follow()
      view.addEventListener('resize', follow)
      view.addEventListener('scroll', follow, true)
      const iframe = frame()
      iframe.style.height = '100%'
      // The keyboard follows the sheet into the frame, where the sheet focuses its own first action. A frame
      // that has the keyboard already keeps it: focusing it again would move it to the frame's body.
      focusBefore = doc.activeElement
      if (focusBefore !== iframe) iframe.focus({ preventScroll: true })
    },
    close() {
      if (!open) return
      open = false
      stop()
      wrapper.style.cssText = inline
      const iframe = frame()
      // The merchant's box until the page has asked for a height of its own.
      iframe.style.height = '100%'
      settle()
      const back = focusBefore instanceof HTMLElement && focusBefore.isConnected ? focusBefore : iframe
      focusBefore = null
      // Only when focus is lost, or still in the frame while it came from elsewhere: the customer may have
      // moved on meanwhile, and a frame that had it keeps it where its page puts it.
      const active = doc.activeElement
      if (back !== iframe && (active === iframe || active === doc.body)) back.focus({ preventScroll: true })
      else if (active === doc.body) iframe.focus({ preventScroll: true })
    },
    destroy() {
      stop()
      moves(false)
    },
  }
}
