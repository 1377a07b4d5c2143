import { describe, expect, it } from 'vitest'
import { WindowNotDefinedError } from '../errors/checkout-errors'
import { mountCardField } from './card-field'
import { loadCardVendorScript } from './card-vendor-script'

describe('card field on a server', () => {
  it('says "Window not defined" instead of touching a DOM that is not there', () => {
    expect(typeof window).toBe('undefined')
    expect(() => loadCardVendorScript('sandbox')).toThrow(WindowNotDefinedError)
    expect(() => mountCardField({} as HTMLElement, { merchantId: 'm-1' })).toThrow('Window not defined')
  })
})
