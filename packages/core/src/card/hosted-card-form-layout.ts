import { statusRegion } from '../embed/loader'
import { transition } from '../embed/motion'
import type { HostedCardFormVariant } from './hosted-card-form-url'

// The hosted form's own grid, mirrored so the skeleton lines up with what replaces it: 48 px rows, a card
// column of at least 180 px, expiry 96 px, CVV 80 px. Under the breakpoint (the minimum widths + 8 px gaps +
// 2 px of border) the form puts the card number on its own row.
const COLUMNS: Record<HostedCardFormVariant, readonly string[]> = {
  card: ['1fr', '96px', '80px'],
  'card-number': ['1fr', '96px'],
  cvv: ['1fr'],
}
const BREAKPOINT: Record<HostedCardFormVariant, number> = { card: 374, 'card-number': 286, cvv: 0 }
/** Height of the form before it reports its own: one row, or the stacked two. */
export const INLINE_HEIGHT = 54
export const STACKED_HEIGHT = 103
const FADE_MS = 300

/** Whether the form puts the card number on its own row at this width. */
export function isStacked(variant: HostedCardFormVariant, width: number): boolean {
  return width > 0 && width < BREAKPOINT[variant]
}

/**
 * The skeleton's tint for a surface colour (`#rgb`, `#rrggbb` or `rgb(r, g, b)`): light boxes on a dark
 * surface, dark boxes on a light one, neutral grey when the colour is absent or unreadable.
 */
export function skeletonTint(background: string | undefined): string {
  const rgb = parseColor(background)
  if (!rgb) return 'rgba(128,128,128,0.22)'
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b < 0.4 ? 'rgba(255,255,255,0.14)' : 'rgba(0,0,0,0.08)'
}

function parseColor(color: string | undefined): [number, number, number] | undefined {
  const text = color?.trim().toLowerCase() ?? ''
  let m = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(text)
  if (m) return [m[1], m[2], m[3]].map((h) => Number.parseInt(`${h}${h}`, 16)) as [number, number, number]
  m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/.exec(text)
  if (m) return [m[1], m[2], m[3]].map((h) => Number.parseInt(h as string, 16)) as [number, number, number]
  m = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(,\s*[\d.]+\s*)?\)$/.exec(text)
  if (m) {
    const rgb = [m[1], m[2], m[3]].map(Number) as [number, number, number]
    return rgb.every((c) => c <= 255) ? rgb : undefined
  }
  return undefined
}

/** The wrapper of a hosted card form: the skeleton while it loads, then the frame at its own height. */
export interface CardFormLayout {
  readonly wrapper: HTMLDivElement
  /**
   * Follows the form's status: `loading` draws the skeleton (back for each load), `loaded` fades it out
   * and gives the wrapper the height the form reported (or the guessed one), `error` takes it away (the
   * error says why).
   */
  follow(status: string): void
  /** Sets the height the form reported (applied at once when revealed, else kept for `loaded`). */
  setHeight(height: number): void
  destroy(): void
}

/**
 * Builds the wrapper the form's frame goes in: a skeleton grid with `role="status"` that follows the
 * variant's layout (one row, or two under its breakpoint, watched with a ResizeObserver), tinted by the
 * theme's background. Styles are set through the CSSOM, so a strict style-src policy does not block them.
 */
export function createCardFormLayout(
  doc: Document,
  variant: HostedCardFormVariant,
  background: string | undefined,
): CardFormLayout {
  const wrapper = doc.createElement('div')
  wrapper.style.cssText = 'position:relative;width:100%'
  wrapper.style.transition = transition(doc, 'height', 150)
  const tint = skeletonTint(background)
  let skeleton: HTMLDivElement | undefined
  let fade: ReturnType<typeof setTimeout> | undefined
  let stacked = false
  let revealed = false
  let reported: number | undefined

  const guess = () => (stacked ? STACKED_HEIGHT : INLINE_HEIGHT)
  const draw = () => {
    if (!skeleton) return
    const columns = COLUMNS[variant]
    const rows = stacked ? 2 : 1
    skeleton.style.gridTemplateColumns = stacked ? `repeat(${columns.length - 1}, 1fr)` : columns.join(' ')
    skeleton.style.gridTemplateRows = `repeat(${rows}, 48px)`
    // The status text stays first: out of the grid's flow (absolutely positioned), it takes no cell.
    const label = skeleton.firstElementChild as Element
    skeleton.replaceChildren(
      label,
      ...columns.map((_, i) => {
        const cell = doc.createElement('div')
        cell.style.cssText = `display:flex;align-items:center;padding:0 12px;min-width:0`
        // Stacked, the card number spans the first row and the rest share the second.
        if (stacked && i === 0) cell.style.gridColumn = '1 / -1'
        const bar = doc.createElement('div')
        bar.style.cssText = `height:14px;width:${i === 0 ? 60 : 70}%;border-radius:4px;background:${tint}`
        cell.appendChild(bar)
        return cell
      }),
    )
    if (!revealed) wrapper.style.height = `${guess()}px`
  }
  const measure = (width: number) => {
    const next = isStacked(variant, width)
    if (next === stacked) return
    stacked = next
    draw()
  }
  // The skeleton leaves with a fade, unmounted after it even where transitions never end (hidden tabs,
  // reduced motion); nothing says "loading" any more.
  const dismiss = () => {
    wrapper.removeAttribute('aria-busy')
    const leaving = skeleton
    if (!leaving) return
    leaving.style.opacity = '0'
    clearTimeout(fade)
    fade = setTimeout(() => {
      leaving.remove()
      if (skeleton === leaving) skeleton = undefined
    }, FADE_MS)
  }
  const follow = (status: string) => {
    if (status === 'loaded') {
      revealed = true
      wrapper.style.height = `${reported ?? guess()}px`
      dismiss()
    } else if (status === 'error') dismiss()
    else if (status === 'loading') {
      revealed = false
      clearTimeout(fade)
      wrapper.setAttribute('aria-busy', 'true')
      skeleton?.remove()
      skeleton = statusRegion(doc, 'Loading card form')
      skeleton.style.cssText = `position:absolute;inset:0;display:grid;column-gap:1px;row-gap:1px;opacity:1;pointer-events:none`
      skeleton.style.transition = transition(doc, 'opacity', FADE_MS)
      wrapper.prepend(skeleton)
      draw()
    }
  }

  follow('loading')
  // Only the variants that can reflow need to watch their width.
  const observer =
    BREAKPOINT[variant] > 0 && typeof ResizeObserver === 'function'
      ? new ResizeObserver((entries) => measure(entries[entries.length - 1]?.contentRect.width ?? 0))
      : undefined
  observer?.observe(wrapper)

  return {
    wrapper,
    follow,
    setHeight(height) {
      reported = height
      if (revealed) wrapper.style.height = `${height}px`
    },
    destroy() {
      observer?.disconnect()
      clearTimeout(fade)
    },
  }
}
