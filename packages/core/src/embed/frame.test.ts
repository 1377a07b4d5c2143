// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { createFrame, resizeFrame } from './frame'

// Frames here stay detached: nothing is fetched.
describe('createFrame', () => {
  it('makes a transparent, fading, full-width, borderless iframe with the checkout permissions', () => {
    const frame = createFrame(document, 'https://coinflow.cash/solana')
    expect(frame.getAttribute('src')).toBe('https://coinflow.cash/solana')
    expect(frame.getAttribute('title')).toBe('withdraw')
    expect(frame.getAttribute('allow')).toBe('payment; camera; clipboard-write; geolocation')
    expect(frame.style.width).toBe('100%')
    expect(frame.style.opacity).toBe('0')
    expect(frame.style.transition).toBe('opacity 300ms')
    expect(frame.style.borderWidth || frame.style.border).toMatch(/^0/)
    expect(frame.hasAttribute('credentialless')).toBe(false)
    expect(frame.isConnected).toBe(false)
  })

  it('sets credentialless before src, so the first navigation is already partitioned', () => {
    const names = createFrame(document, 'https://coinflow.cash/solana', {
      credentialless: true,
    }).getAttributeNames()
    expect(names.indexOf('credentialless')).toBeGreaterThanOrEqual(0)
    expect(names.indexOf('credentialless')).toBeLessThan(names.indexOf('src'))
  })

  it('takes a title', () => {
    expect(createFrame(document, 'https://x.test', { title: 'Checkout' }).getAttribute('title')).toBe(
      'Checkout',
    )
  })
})

describe('resizeFrame', () => {
  it('sets the height in px within the bounds and returns what it applied', () => {
    const frame = createFrame(document, 'https://x.test')
    expect(resizeFrame(frame, 480)).toBe(480)
    expect(frame.style.height).toBe('480px')
    expect(resizeFrame(frame, 10, 100, 600)).toBe(100)
    expect(frame.style.height).toBe('100px')
    expect(resizeFrame(frame, 9000, 100, 600)).toBe(600)
    expect(frame.style.height).toBe('600px')
  })
})
