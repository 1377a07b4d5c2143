import { type BoxStyle, boxRule } from '@portico/core/internal'
import { type CSSProperties, type ReactNode, useId } from 'react'

/** How a component styles its own element: the props to spread on it, and what to render beside it. */
export interface Box {
  /** `className` (the merchant's, and the rule's under a nonce) and, without a nonce, `style`. */
  props: { className?: string | undefined; style?: CSSProperties | undefined }
  /** The `<style nonce>` element that styles it under a nonce; nothing otherwise. */
  sheet: ReactNode
}

/**
 * Styles a component's element with `style` in the server's HTML as well as in the browser. With a
 * `nonce` (a page whose policy allows styles by nonce only, and so refuses `style` attributes) the style
 * is a rule of a class of this instance in a `<style nonce>` element; without one it is the `style`
 * attribute. Either way the reserved height is there before any script runs: no layout shift.
 */
export function useBox(style: CSSProperties, nonce: string | undefined, className?: string): Box {
  const own = `portico-box${useId().replace(/\W/g, '_')}`
  const empty = Object.values(style).every((value) => value == null || value === '')
  if (empty) return { props: { className }, sheet: null }
  if (nonce === undefined) return { props: { className, style }, sheet: null }
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
