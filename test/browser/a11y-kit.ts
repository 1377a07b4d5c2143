import type { Frame, Page } from 'playwright-core'

// What axe-core cannot see, read from computed styles in real Chromium: the focus indicator of the focused
// element (WCAG 2.4.7, 1.4.11, 2.4.11), text contrast in a state, the order focus moves in, and motion.

type Rgba = [number, number, number, number]

/** A computed CSS colour (`rgb(…)` or `rgba(…)`, as Chromium gives them) as numbers; undefined otherwise. */
export function parseColor(css: string): Rgba | undefined {
  const match = /^rgba?\(([^)]+)\)$/.exec(css.trim())
  if (!match?.[1]) return undefined
  const parts = match[1]
    .split(/[\s,/]+/)
    .filter(Boolean)
    .map(Number)
  const [r = 0, g = 0, b = 0, a = 1] = parts
  return [r, g, b, a]
}

/** WCAG 2.2 relative luminance of an sRGB colour. */
export function luminance([r, g, b]: Rgba): number {
  const linear = (c: number) => {
    const s = c / 255
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

/** WCAG 2.2 contrast ratio of two computed colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const [x, y] = [parseColor(a), parseColor(b)]
  if (!x || !y) throw new Error(`not a colour: ${a} / ${b}`)
  const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

/** The focused element of one frame, as its computed styles and layout show it. */
export interface Focused {
  /** The frame's URL and the element's place in it: the same key is the same element. */
  key: string
  frameUrl: string
  testId: string | null
  tag: string
  /** What a screen reader would call it, roughly: aria-label, its labels, or its text. */
  name: string
  outlineStyle: string
  outlineWidth: number
  outlineColor: string
  outlineOffset: number
  boxShadow: string
  /** The first opaque background from the element up (the control's own colour when it has one). */
  ownBackground: string
  /** The first opaque background from its parent up: what an outline drawn outside it sits on. */
  around: string
  /** Its box in document coordinates. */
  rect: { top: number; left: number; bottom: number; right: number }
  /** Whether its centre is inside the viewport and not covered by another element (2.4.11). */
  unobscured: boolean
}

/** Reads the focused element of `frame` (undefined when the frame has no focus or focus is on its body). */
function focusedIn(frame: Frame): Promise<Focused | undefined> {
  return frame
    .evaluate(() => {
      if (!document.hasFocus()) return undefined
      const el = document.activeElement
      // An iframe that has focus passes it on: its own document says what is focused.
      if (!(el instanceof HTMLElement) || el === document.body || el instanceof HTMLIFrameElement)
        return undefined
      // Nothing opaque up to the root: the frame is transparent, and the page behind it is white.
      const backgroundOf = (start: Element | null): string => {
        for (let node = start; node; node = node.parentElement) {
          const colour = getComputedStyle(node).backgroundColor
          const alpha = /rgba\([^)]*[,/]\s*([\d.]+)\)/.exec(colour)?.[1]
          if (colour !== 'transparent' && (alpha === undefined || Number(alpha) === 1)) return colour
        }
        return 'rgb(255, 255, 255)'
      }
      const path: string[] = []
      for (let node: Element | null = el; node?.parentElement; node = node.parentElement)
        path.unshift(`${node.tagName}:${[...node.parentElement.children].indexOf(node)}`)
      const style = getComputedStyle(el)
      const box = el.getBoundingClientRect()
      const [cx, cy] = [box.left + box.width / 2, box.top + box.height / 2]
      const inView = cx >= 0 && cy >= 0 && cx <= innerWidth && cy <= innerHeight
      const hit = inView ? document.elementFromPoint(cx, cy) : null
      const labels = 'labels' in el ? [...((el as HTMLInputElement).labels ?? [])] : []
      const name =
        el.getAttribute('aria-label') ??
        (labels.map((l) => l.textContent).join(' ') || el.textContent || el.getAttribute('title') || '')
      return {
        key: `${location.href} ${path.join('/')}`,
        frameUrl: location.href,
        testId: el.dataset.testid ?? null,
        tag: el.tagName.toLowerCase(),
        name: name.replace(/\s+/g, ' ').trim(),
        outlineStyle: style.outlineStyle,
        outlineWidth: Number.parseFloat(style.outlineWidth) || 0,
        outlineColor: style.outlineColor,
        outlineOffset: Number.parseFloat(style.outlineOffset) || 0,
        boxShadow: style.boxShadow,
        ownBackground: backgroundOf(el),
        around: backgroundOf(el.parentElement),
        rect: {
          top: box.top + scrollY,
          left: box.left + scrollX,
          bottom: box.bottom + scrollY,
          right: box.right + scrollX,
        },
        unobscured: hit !== null && (hit === el || el.contains(hit)),
      }
    })
    .catch(() => undefined)
}

/** The focused element of the tab, in whichever of its frames has it. */
export async function focused(tab: Page): Promise<Focused | undefined> {
  for (const frame of tab.frames()) {
    const found = await focusedIn(frame)
    if (found) return found
  }
  return undefined
}

/** The indicator's width and colour: the outline, else a box-shadow ring (`… 0 0 0 Npx [inset]`). */
function indicator(f: Focused): { width: number; colour: string; inside: boolean } | undefined {
  if (f.outlineStyle !== 'none' && f.outlineStyle !== 'auto' && f.outlineWidth > 0)
    return { width: f.outlineWidth, colour: f.outlineColor, inside: f.outlineOffset + f.outlineWidth <= 0 }
  const ring = /^(rgba?\([^)]+\))\s+0px\s+0px\s+\S+\s+([\d.]+)px(\s+inset)?/.exec(f.boxShadow)
  if (ring?.[1] && ring[2]) return { width: Number(ring[2]), colour: ring[1], inside: Boolean(ring[3]) }
  return undefined
}

/**
 * Why the focus indicator of `f` fails WCAG 2.2 (empty when it passes): present (2.4.7), at least 2 px, with
 * 3:1 contrast against the colour it is drawn on (1.4.11: the control's own background for an indicator
 * drawn inside it, what surrounds it for one drawn outside), and not hidden (2.4.11).
 */
export function indicatorProblems(f: Focused): string[] {
  const where = `${f.testId ?? f.tag} (${f.name}) in ${f.frameUrl}`
  const found = indicator(f)
  if (!found) return [`${where}: no focus outline or ring (outline ${f.outlineStyle} ${f.outlineWidth}px)`]
  const problems: string[] = []
  if (found.width < 2) problems.push(`${where}: focus indicator ${found.width}px, under 2px`)
  const against = found.inside ? f.ownBackground : f.around
  const ratio = contrast(found.colour, against)
  if (ratio < 3)
    problems.push(
      `${where}: focus indicator ${found.colour} on ${against} is ${ratio.toFixed(2)}:1, under 3:1`,
    )
  if (!f.unobscured) problems.push(`${where}: focused but hidden or covered`)
  return problems
}

/**
 * Presses Tab until focus comes back to an element already seen or leaves the page, `max` times at most:
 * the elements focus went through, in order.
 */
export async function tabThrough(tab: Page, max = 40): Promise<Focused[]> {
  const seen: Focused[] = []
  for (let i = 0; i < max; i++) {
    await tab.keyboard.press('Tab')
    const now = await focused(tab)
    if (!now || seen.some((f) => f.key === now.key)) break
    seen.push(now)
  }
  return seen
}

/**
 * Where focus order departs from reading order (top to bottom, then left to right in a row), for each two
 * successive elements of one frame.
 */
export function orderProblems(sequence: Focused[]): string[] {
  const problems: string[] = []
  for (let i = 1; i < sequence.length; i++) {
    const [a, b] = [sequence[i - 1] as Focused, sequence[i] as Focused]
    if (a.frameUrl !== b.frameUrl) continue
    const below = b.rect.top >= a.rect.bottom - 2
    const rightInRow = b.rect.top < a.rect.bottom && b.rect.left >= a.rect.right - 2
    if (!below && !rightInRow) problems.push(`${b.testId ?? b.tag} comes after ${a.testId ?? a.tag}`)
  }
  return problems
}

/** Presses Tab until the element with `testId` has focus (`max` presses at most); throws if it never does. */
export async function tabTo(tab: Page, testId: string, max = 40): Promise<Focused> {
  for (let i = 0; i < max; i++) {
    await tab.keyboard.press('Tab')
    const now = await focused(tab)
    if (now?.testId === testId) return now
  }
  throw new Error(`Tab never reached ${testId}`)
}

/**
 * Elements of `frame` that animate or transition: one line each (empty when nothing moves). `probe` first
 * gives the body a one-second transition by script, so a check that cannot see one fails.
 */
export function moving(frame: Frame, probe = true): Promise<string[]> {
  return frame.evaluate((withProbe) => {
    if (withProbe) document.body.style.transition = 'opacity 1s'
    const lines: string[] = []
    for (const el of [document.documentElement, ...document.querySelectorAll('*')]) {
      const style = getComputedStyle(el)
      const durations = style.transitionDuration.split(',').map((d) => Number.parseFloat(d))
      if (durations.some((d) => d > 0)) lines.push(`${el.tagName} transition ${style.transitionDuration}`)
      if (style.animationName !== 'none') lines.push(`${el.tagName} animation ${style.animationName}`)
    }
    if (withProbe) document.body.style.transition = ''
    return lines
  }, probe)
}
