/** Where the button's approval sheet may open: over the merchant's `overlayId` element, and back. */
export interface WalletOverlay {
  /** The wrapper's offset from the overlay element and its size, as the checkout positions its sheet. */
  offset(): { top: number; left: number; width: number; height: number } | undefined
  /** Covers the overlay element (fixed, on top), following it on resize and scroll. */
  open(): void
  /** Back in the merchant's layout. */
  close(): void
  readonly isOpen: boolean
  destroy(): void
}

/**
 * The PayPal / Venmo approval sheet's host: while open, `wrapper` becomes `position: fixed` over the
 * element with id `overlayId`, re-measured on every resize and scroll (capture phase, so scrolling any
 * container counts); closed, it is back where the merchant put it.
 */
export function createWalletOverlay(wrapper: HTMLElement, overlayId: string): WalletOverlay {
  const doc = wrapper.ownerDocument
  const view = doc.defaultView as Window
  let inline = ''
  let open = false
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
    },
    close() {
      if (!open) return
      open = false
      stop()
      wrapper.style.cssText = inline
    },
    destroy: stop,
  }
}
