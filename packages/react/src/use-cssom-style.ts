import { type CSSProperties, useMemo, useRef } from 'react'

// The properties whose numbers take no unit (React's own list, cut to those a box is styled with).
const UNITLESS = new Set([
  'opacity',
  'zIndex',
  'flex',
  'flexGrow',
  'flexShrink',
  'order',
  'fontWeight',
  'lineHeight',
])

/**
 * A ref that applies `style` to its element through the CSSOM when React attaches it, in the commit before
 * the browser paints (again whenever the style changes), never as a `style` attribute: a page whose
 * Content-Security-Policy has no `'unsafe-inline'` for styles refuses the attributes of server-rendered
 * HTML, and never a CSSOM write. A property left out since the last time is cleared; numbers are px as
 * React's `style` takes them. A ref, not a layout effect: React 18 warns of those on a server.
 */
export function useCssomStyle(style: CSSProperties): (element: HTMLElement | null) => void {
  const applied = useRef<string[]>([])
  const key = JSON.stringify(style)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is the style, by value
  return useMemo(
    () => (element: HTMLElement | null) => {
      if (!element) return
      const css = element.style
      const entries = Object.entries(style).filter(([, value]) => value != null && value !== '')
      const keep = new Set(entries.map(([name]) => name))
      for (const name of applied.current) if (!keep.has(name)) write(css, name, '')
      for (const [name, value] of entries)
        write(css, name, typeof value === 'number' && !UNITLESS.has(name) ? `${value}px` : String(value))
      applied.current = [...keep]
    },
    [key],
  )
}

function write(css: CSSStyleDeclaration, key: string, value: string) {
  if (key.startsWith('--')) css.setProperty(key, value)
  else (css as unknown as Record<string, string>)[key] = value
}
