// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { createFrame, resizeFrame } from './frame'

// happy-dom answers `prefers-reduced-motion` from its device settings, as a browser from the system's.
const settings = (
  window as unknown as { happyDOM: { settings: { device: { prefersReducedMotion: string } } } }
).happyDOM.settings
afterEach(() => {
  settings.device.prefersReducedMotion = 'no-preference'
})

// Frames here stay detached: nothing is fetched.
describe('createFrame', () => {
  it('makes a transparent, fading, full-width, borderless iframe with the checkout permissions', () => {
    const frame = createFrame(document, 'Checkout')
    expect(frame.hasAttribute('src')).toBe(false)
    expect(frame.getAttribute('title')).toBe('Checkout')
    expect(frame.getAttribute('allow')).toBe('payment; camera; clipboard-write; geolocation')
    expect(frame.style.width).toBe('100%')
    expect(frame.style.opacity).toBe('0')
    expect(frame.style.transition).toBe('opacity 300ms')
    expect(frame.style.borderWidth || frame.style.border).toMatch(/^0/)
    expect(frame.hasAttribute('credentialless')).toBe(false)
    expect(frame.isConnected).toBe(false)
  })

  it('sets credentialless before src, so the first navigation is already partitioned', () => {
    const frame = createFrame(document, 'Checkout', { credentialless: true })
    frame.src = 'https://coinflow.cash/solana'
    const names = frame.getAttributeNames()
    expect(names.indexOf('credentialless')).toBeGreaterThanOrEqual(0)
    expect(names.indexOf('credentialless')).toBeLessThan(names.indexOf('src'))
  })

  it('adds the css a surface gives to its own', () => {
    const frame = createFrame(document, 'Apple Pay', {}, 'payment', 'display:block;height:100%')
    expect([frame.style.display, frame.style.height, frame.style.width]).toEqual(['block', '100%', '100%'])
    expect(frame.getAttribute('allow')).toBe('payment')
  })

  it('appears at once for a customer who asked for reduced motion', () => {
    settings.device.prefersReducedMotion = 'reduce'
    const frame = createFrame(document, 'Checkout')
    expect(frame.style.opacity).toBe('0')
    expect(frame.style.transition).toBe('none')
  })
})

describe('resizeFrame', () => {
  it('sets the height in px', () => {
    const frame = createFrame(document, 'Checkout')
    resizeFrame(frame, 480)
    expect(frame.style.height).toBe('480px')
  })
})
