/** Where the button's approval sheet may open: over the merchant's `overlayId` element, and back. */
export interface WalletOverlay {
  /** The wrapper's offset from the overlay element and its size, as the checkout positions its sheet. */
  offset(): { top: number; left: number; width: number; height: number } | undefined
  /** Covers the overlay element (fixed, on top) with the frame filling it, and takes the keyboard into it. */
  open(): void
  /** Back in the merchant's layout at the button's own height; the keyboard back where it was. */
  close(): void
  readonly isOpen: boolean
  destroy(): void
}

/**
 * The PayPal / Venmo approval sheet's host: while open, `wrapper` becomes `position: fixed` over the
 * element with id `overlayId`, re-measured on every resize and scroll (capture phase, so scrolling any
 * container counts), and the frame fills it, so the sheet its page draws over its whole viewport covers
 * the element too. Closed, the wrapper is back where the merchant put it and `settle()` gives the frame its
 * own height again.
 */
export function createWalletOverlay(
  wrapper: HTMLElement,
  overlayId: string,
  frame: () => HTMLIFrameElement,
  settle: () => void,
): WalletOverlay {
  const doc = wrapper.ownerDocument
  const view = doc.defaultView as Window
  let inline = ''
  let open = false
  // Where the keyboard was when the sheet opened: it goes back there when the sheet closes.
  let focusBefore: Element | null = null
  const target = () => doc.getElementById(overlayId)
  const follow = () => {
    const rect = target()?.getBoundingClientRect()
    if (!rect) return
    Object.assign(wrapper.style, {
      position: 'fixed',
      top: `${rect.top}px`,
      left: `${rect.left}px`,
      width: `${rect.width}px`,
      height: `${rect.height}px`,
      zIndex: '2147483647',
    })
  }
  const stop = () => {
    view.removeEventListener('resize', follow)
    view.removeEventListener('scroll', follow, true)
  }
  return {
    get isOpen() {
      return open
    },
    offset() {
      const element = target()
      if (!element) return undefined
      const own = wrapper.getBoundingClientRect()
      const rect = element.getBoundingClientRect()
      return { top: own.top - rect.top, left: own.left - rect.left, width: own.width, height: own.height }
    },
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
    destroy: stop,
  }
}
