import { type CSSProperties, type RefObject, useEffect, useLayoutEffect, useRef } from 'react'

// Layout effects warn when rendered on a server, where there is no element to style anyway.
const useClientLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect
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
 * Applies `style` to the element in `ref` through the CSSOM in each commit, before the browser paints,
 * never as a `style` attribute: a page whose Content-Security-Policy has no `'unsafe-inline'` for styles
 * refuses the attributes of server-rendered HTML, and never a CSSOM write. A property left out since the
 * last commit is cleared; numbers are px as React's `style` takes them.
 */
export function useCssomStyle(ref: RefObject<HTMLElement | null>, style: CSSProperties): void {
  const applied = useRef<string[]>([])
  useClientLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    const css = element.style
    const entries = Object.entries(style).filter(([, value]) => value != null && value !== '')
    const keep = new Set(entries.map(([key]) => key))
    for (const key of applied.current) if (!keep.has(key)) write(css, key, '')
    for (const [key, value] of entries)
      write(css, key, typeof value === 'number' && !UNITLESS.has(key) ? `${value}px` : String(value))
    applied.current = [...keep]
  })
}

function write(css: CSSStyleDeclaration, key: string, value: string) {
  if (key.startsWith('--')) css.setProperty(key, value)
  else (css as unknown as Record<string, string>)[key] = value
}
