import { describe, expect, it } from 'vitest'
import { WindowNotDefinedError } from '../errors/checkout-errors'
import { createBridge } from './bridge'
import { mountCheckout } from './mount-checkout'

// Node environment: no window, as in server rendering.
describe('mountCheckout and createBridge without a window', () => {
  it('throw "Window not defined" instead of touching the DOM', () => {
    expect(typeof window).toBe('undefined')
    const container = {} as HTMLElement
    expect(() => mountCheckout(container, { merchantId: 'shop' })).toThrow(WindowNotDefinedError)
    expect(() => mountCheckout(container, { merchantId: 'shop' })).toThrow('Window not defined')
    const iframe = {} as HTMLIFrameElement
    expect(() =>
      createBridge(iframe, 'https://coinflow.cash', () => ({ blockchain: 'solana', handlers: () => ({}) })),
    ).toThrow(WindowNotDefinedError)
  })
})
