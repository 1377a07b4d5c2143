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

/** A style as the bindings take it: camelCase (or `--custom`) properties, numbers in px where CSS wants a unit. */
export type BoxStyle = Readonly<Record<string, string | number | null | undefined>>

/** The CSS text of one property value: a number is px unless the property takes none. */
export const cssValue = (name: string, value: string | number): string =>
  typeof value === 'number' && !UNITLESS.has(name) ? `${value}px` : String(value)

/** `minHeight` → `min-height`; a custom property stays as it is. */
const kebab = (name: string) =>
  name.startsWith('--') ? name : name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)

/**
 * The rule `.{className}{…}` that styles a server-rendered box as `style` would, for a `<style nonce>`
 * element: a page whose policy allows styles by nonce refuses `style` attributes, but not this. Empty
 * values are left out; `}`, `{`, `<` and `;` in a value are dropped, so a value cannot end the rule or
 * the element.
 */
export function boxRule(className: string, style: BoxStyle): string {
  const declarations = Object.entries(style)
    .filter((entry): entry is [string, string | number] => entry[1] != null && entry[1] !== '')
    .map(([name, value]) => `${kebab(name)}:${cssValue(name, value).replace(/[{}<;]/g, '')}`)
  return `.${className}{${declarations.join(';')}}`
}
