// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { createCheckoutLoader, inverseColor } from './loader'

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

  it('never takes a background that is not a colour as more declarations', () => {
    const loader = createCheckoutLoader(document, { background: 'red;display:none' })
    expect(loader.style.display).toBe('')
    expect(loader.style.position).toBe('absolute')
  })
})
