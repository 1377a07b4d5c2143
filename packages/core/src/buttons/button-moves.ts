import { toggledListener } from '../embed/toggled-listener'

/**
 * Calls `onMove` whenever the button in `wrapper` may have moved under the customer's pointer: a resize
 * (as the kit does), but also a scroll of the page or of any container (capture), and the pointer or focus
 * arriving on the button. An offset measured at load is stale on any page scrolled since. Returns the
 * switch of the window's listeners (off while the button's document is gone); the wrapper's own stay.
 */
export function watchButtonMoves(wrapper: HTMLElement, onMove: () => void): (on: boolean) => void {
  const win = wrapper.ownerDocument.defaultView as Window
  const moves = [
    toggledListener(win, 'resize', onMove),
    toggledListener(win, 'scroll', onMove, { capture: true, passive: true }),
  ]
  wrapper.addEventListener('pointerenter', onMove)
  wrapper.addEventListener('focusin', onMove)
  return (on) => {
    for (const toggle of moves) toggle(on)
  }
}
