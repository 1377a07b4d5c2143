import { describe, expect, it } from 'vitest'
import { cardStyleText, toVendorStyles } from './card-styles'

describe('card field styles', () => {
  it('writes style objects as CSS with px on lengths and none on unitless numbers', () => {
    expect(
      cardStyleText({
        fontSize: 14,
        lineHeight: 1.5,
        fontWeight: 600,
        padding: 0,
        color: '#111',
        margin: undefined,
      }),
    ).toBe('font-size: 14px; line-height: 1.5; font-weight: 600; padding: 0; color: #111;')
  })

  it('keeps CSS text and names vendor-prefixed and custom properties the CSS way', () => {
    expect(cardStyleText('font-size: 14px')).toBe('font-size: 14px')
    expect(cardStyleText({ WebkitAppearance: 'none', msTransform: 'none', '--accent': 'red' })).toBe(
      '-webkit-appearance: none; -ms-transform: none; --accent: red;',
    )
  })

  it('gives the CVV input the card number styles unless it has its own', () => {
    expect(
      toVendorStyles({
        base: { fontSize: 16 },
        focus: 'color: blue',
        placeholder: 'color: gray',
        cvv: { base: 'font-size: 12px' },
      }),
    ).toEqual({
      base: 'font-size: 16px;',
      focus: 'color: blue',
      placeholder: 'color: gray',
      cvv: { base: 'font-size: 12px', focus: 'color: blue', placeholder: 'color: gray' },
    })
  })

  it('sends no styles when none are given', () => {
    expect(toVendorStyles()).toEqual({})
  })
})
