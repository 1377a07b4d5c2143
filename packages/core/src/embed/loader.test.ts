// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { createCheckoutLoader, inverseColor, PULSE } from './loader'

/** WCAG's contrast ratio of two `#rrggbb` colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * (r as number) + 0.7152 * (g as number) + 0.0722 * (bl as number)
  }
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return ((hi as number) + 0.05) / ((lo as number) + 0.05)
}
/** `fill` at `alpha` over `background`, as the screen shows it. */
function blend(fill: string, alpha: number, background: string): string {
  const channel = (hex: string, i: number) => Number.parseInt(hex.slice(i, i + 2), 16)
  const mixed = [1, 3, 5].map((i) =>
    Math.round(channel(fill, i) * alpha + channel(background, i) * (1 - alpha)),
  )
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`
}

describe('createCheckoutLoader', () => {
  it('is a status region that says what loads, with its skeleton hidden from assistive technology', () => {
    const loader = createCheckoutLoader(document, { label: 'Chargement du paiement' })
    expect(loader.getAttribute('role')).toBe('status')
    expect(loader.textContent).toBe('Chargement du paiement')
    const skeleton = loader.querySelector('[aria-hidden="true"]')
    expect(skeleton?.childElementCount).toBeGreaterThan(0)
    expect(skeleton?.textContent).toBe('')
  })

  it('draws the skeleton in the inverse of its background', () => {
    expect(inverseColor('#ffffff')).toBe('#000000')
    expect(inverseColor('#000000')).toBe('#ffffff')
    expect(inverseColor('#1A2B3C')).toBe('#e5d4c3')
    // Any other colour (a name, rgb(), #rgb) gets a grey readable on white, never NaN.
    for (const color of ['white', 'rgb(0, 0, 0)', '#fff', '']) expect(inverseColor(color)).toBe('#767676')
  })

  it('keeps its skeleton 3:1 against a white or a black background at the faintest step of its pulse', () => {
    const loader = createCheckoutLoader(document)
    const skeleton = loader.querySelector<HTMLElement>('[aria-hidden="true"]')
    // Pulsing, it goes down to PULSE's low end; without motion it rests at its own opacity.
    const faintest = Math.min(...PULSE, Number(skeleton?.style.opacity))
    for (const background of ['#ffffff', '#000000'])
      expect(
        contrast(blend(inverseColor(background), faintest, background), background),
      ).toBeGreaterThanOrEqual(3)
  })

  it('never takes a background that is not a colour as more declarations', () => {
    const loader = createCheckoutLoader(document, { background: 'red;display:none' })
    expect(loader.style.display).toBe('')
    expect(loader.style.position).toBe('absolute')
  })
})
