import { type BoxStyle, boxRule } from '@portico/core/internal'
import { h, useId, type VNode } from 'vue'

/** How a component styles one of its own elements: attributes to put on it, and a sheet to render beside it. */
export interface Box {
  /** The class of this instance's rule under a nonce, else the `style` attribute; empty for no style. */
  attrs: { class?: string; style?: BoxStyle }
  /** The `<style nonce>` element that styles it under a nonce; `null` otherwise. */
  sheet: VNode | null
}

/**
 * Call in `setup`: styles one element of the component with a style, in the server's HTML as well as in
 * the browser. With a `nonce` (a page whose policy allows styles by nonce only refuses `style`
 * attributes) the style is a rule of a class of this instance in a `<style nonce>` element; without one
 * it is the `style` attribute. Either way the reserved height is there before any script runs.
 */
export function useBox(): (style: BoxStyle, nonce: string | undefined) => Box {
  const own = `portico-box_${useId().replace(/\W/g, '_')}`
  return (style, nonce) => {
    if (Object.values(style).every((value) => value == null || value === ''))
      return { attrs: {}, sheet: null }
    if (nonce === undefined) return { attrs: { style }, sheet: null }
    return { attrs: { class: own }, sheet: h('style', { nonce }, boxRule(own, style)) }
  }
}
