import { transition } from '../embed/motion'
import type { BrandMark } from './marks/svg'
import type { PaymentButtonColor, PaymentButtonMethod } from './payment-button-url'

/** The strip that shows the brand's mark over the top of the button while its page loads. */
export interface BrandStrip {
  readonly element: HTMLDivElement
  /** Draws the mark (it may arrive after the strip, when given as a promise). */
  draw(mark: BrandMark): void
  /** The button's page has loaded: Google Pay's strip stays at full strength, the others leave. */
  loaded(): void
}

/**
 * A 40 px strip in the button's colour over the top of the iframe, at 80 % until the page loads. It never
 * takes a click (`pointer-events: none`), so the button under it always works, and assistive technology
 * skips it (the frame's title names the button).
 */
export function createBrandStrip(
  doc: Document,
  method: PaymentButtonMethod,
  color: PaymentButtonColor,
): BrandStrip {
  const element = doc.createElement('div')
  element.style.cssText = `position:absolute;top:0;left:0;right:0;height:40px;z-index:20;display:flex;align-items:center;justify-content:center;background:${color};opacity:0.8;pointer-events:none`
  element.style.transition = transition(doc, 'opacity', 300)
  // A picture of the button the frame holds: the frame's title and the button in it already name it.
  element.setAttribute('aria-hidden', 'true')
  return {
    element,
    draw(mark) {
      element.replaceChildren(mark(doc, color))
    },
    loaded() {
      element.style.opacity = '1'
      // Google Pay's strip stays over its button; the others give the page their own mark.
      if (method !== 'google-pay') element.style.display = 'none'
    },
  }
}
