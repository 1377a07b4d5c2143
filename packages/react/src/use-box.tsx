import { type BoxStyle, boxRule } from '@portico/core/internal'
import { type CSSProperties, type ReactNode, useId, useSyncExternalStore } from 'react'

/** How a component styles its own element: the props to spread on it, and what to render beside it. */
export interface Box {
  /** `className` (the merchant's, and the rule's under a nonce) and, without a nonce, `style` in the browser. */
  props: { className?: string | undefined; style?: CSSProperties | undefined }
  /** The `<style nonce>` element that styles it under a nonce; nothing otherwise. */
  sheet: ReactNode
}

const nothing = () => () => {}

/**
 * Styles a component's element with `style`. With a `nonce` (a page whose policy allows styles by nonce
 * only, and so refuses `style` attributes in HTML) the style is a rule of a class of this instance in a
 * `<style nonce>` element, in the server's HTML too: the reserved height is there before any script runs.
 * Without one, the server's HTML carries no style at all (a strict policy would refuse the attribute) and
 * the browser applies `style` from hydration on, through the DOM (which no policy refuses): give the
 * provider the page's nonce to reserve the box in server-rendered HTML.
 */
export function useBox(style: CSSProperties, nonce: string | undefined, className?: string): Box {
  const own = `portico-box${useId().replace(/\W/g, '_')}`
  // false while rendering on the server and while hydrating its HTML (so both agree), true after.
  const inBrowser = useSyncExternalStore(
    nothing,
    () => true,
    () => false,
  )
  const empty = Object.values(style).every((value) => value == null || value === '')
  if (empty) return { props: { className }, sheet: null }
  if (nonce === undefined) return { props: { className, style: inBrowser ? style : undefined }, sheet: null }
  return {
    props: { className: className ? `${className} ${own}` : own },
    // The browser hides a nonce from the DOM once parsed: hydration would see it as changed.
    sheet: (
      <style nonce={nonce} suppressHydrationWarning>
        {boxRule(own, style as BoxStyle)}
      </style>
    ),
  }
}
