import type { VendorStyles } from './card-vendor'

/** CSS declarations as an object (`{ fontSize: 14, color: 'red' }`; numbers get `px` where CSS needs a unit). */
export type CardStyleObject = Record<string, string | number | null | undefined>

/** One state's style: CSS text (`'font-size: 14px'`) or a style object. */
export type CardStyle = string | CardStyleObject

/** Styles of one input, per state. */
export interface CardInputStyles {
  /** Always applied. */
  base?: CardStyle
  /** While the input has focus. */
  focus?: CardStyle
  /** While the input is invalid. */
  error?: CardStyle
  /** The placeholder text. */
  placeholder?: CardStyle
}

/** Styles of the card field; the CVV input takes the card number's styles unless `cvv` gives its own. */
export interface CardFieldStyles extends CardInputStyles {
  /** Styles of the CVV input. @default the card number's styles */
  cvv?: CardInputStyles
}

// Properties whose numbers are unitless in CSS; every other number is a length in px.
const UNITLESS = /^(lineHeight|fontWeight|opacity|zIndex|flex(Grow|Shrink)?|order|zoom)$/

/** CSS text of one style: strings are kept, objects become `property: value;` declarations. */
export function cardStyleText(style: CardStyle | undefined): string | undefined {
  if (style === undefined || typeof style === 'string') return style
  let css = ''
  for (const [key, value] of Object.entries(style)) {
    if (value === undefined || value === null || value === '') continue
    const property = key.startsWith('--')
      ? key
      : key.replace(/^(webkit|moz|ms)(?=[A-Z])/, '-$1').replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)
    const unit = typeof value === 'number' && value !== 0 && !UNITLESS.test(key) ? 'px' : ''
    css += `${property}: ${value}${unit}; `
  }
  return css.trim()
}

const STATES = ['base', 'focus', 'error', 'placeholder'] as const

/** The vendor's `styles` option from the merchant's styles. */
export function toVendorStyles(styles: CardFieldStyles = {}): VendorStyles {
  const out: VendorStyles = {}
  const cvv: NonNullable<VendorStyles['cvv']> = {}
  for (const state of STATES) {
    const card = cardStyleText(styles[state])
    const own = cardStyleText(styles.cvv?.[state]) ?? card
    if (card !== undefined) out[state] = card
    if (own !== undefined) cvv[state] = own
  }
  if (Object.keys(cvv).length) out.cvv = cvv
  return out
}
