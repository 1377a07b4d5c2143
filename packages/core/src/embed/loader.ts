import { reducedMotion } from './motion'

// Kept for assistive technology, out of sight (display:none would hide it from both).
const VISUALLY_HIDDEN = 'position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%)'

/**
 * A `role="status"` region whose text is `label`, visually hidden: text rather than only an `aria-label`,
 * since screen readers read a live region's content. It leaves with the loader it names.
 */
export function statusRegion(doc: Document, label: string): HTMLDivElement {
  const region = doc.createElement('div')
  region.setAttribute('role', 'status')
  const text = doc.createElement('span')
  text.style.cssText = VISUALLY_HIDDEN
  text.textContent = label
  region.append(text)
  return region
}

/** The inverse of a `#rrggbb` colour; for any other colour a grey that is 4.5:1 on white. */
export function inverseColor(color: string): string {
  if (!/^#[0-9a-f]{6}$/i.test(color)) return '#767676'
  return `#${(0xffffff ^ Number.parseInt(color.slice(1), 16)).toString(16).padStart(6, '0')}`
}

// The skeleton's rows (width %, height px): a title, two fields, a line of text and the pay button.
const ROWS = [
  [40, 24],
  [100, 48],
  [100, 48],
  [70, 16],
  [100, 56],
] as const

/** The skeleton's opacity at the two ends of its pulse (it rests between them under reduced motion). */
export const PULSE = [0.45, 0.75] as const

/** How the checkout's loader looks and what it says. */
export interface CheckoutLoaderOptions {
  /** Its background (`#rrggbb`); the skeleton is drawn in the inverse colour. @default '#ffffff' */
  background?: string | undefined
  /** What it says to assistive technology while it shows. @default 'Loading checkout' */
  label?: string | undefined
}

/**
 * The checkout's loader, over the whole of its positioned parent: a skeleton of the checkout in the
 * inverse of `background`, pulsing over 1.5 s (still under reduced motion), in a `role="status"` region.
 * Its lightest step keeps the skeleton 3:1 against a white or black background.
 */
export function createCheckoutLoader(doc: Document, options: CheckoutLoaderOptions = {}): HTMLDivElement {
  const background = options.background ?? '#ffffff'
  const loader = statusRegion(doc, options.label ?? 'Loading checkout')
  loader.style.cssText =
    'position:absolute;inset:0;z-index:10;overflow:hidden;box-sizing:border-box;padding:24px'
  // Set apart from cssText: a value that is not a colour is dropped alone, and cannot add declarations.
  loader.style.background = background
  const skeleton = doc.createElement('div')
  skeleton.setAttribute('aria-hidden', 'true')
  skeleton.style.cssText = 'display:flex;flex-direction:column;gap:16px;opacity:0.6'
  const fill = inverseColor(background)
  for (const [width, height] of ROWS) {
    const row = doc.createElement('div')
    row.style.cssText = `width:${width}%;height:${height}px;border-radius:8px`
    row.style.background = fill
    skeleton.append(row)
  }
  loader.append(skeleton)
  if (!reducedMotion(doc))
    skeleton.animate?.([{ opacity: PULSE[0] }, { opacity: PULSE[1] }, { opacity: PULSE[0] }], {
      duration: 1500,
      iterations: Number.POSITIVE_INFINITY,
    })
  return loader
}
