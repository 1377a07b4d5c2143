import { describe, expect, it } from 'vitest'
import { mountCardField } from './card-field'
import { loadCardVendorScript } from './card-vendor-script'
import { WindowNotDefinedError } from './errors'

describe('card field on a server', () => {
  it('says "Window not defined" instead of touching a DOM that is not there', () => {
    expect(typeof window).toBe('undefined')
    expect(() => loadCardVendorScript('sandbox')).toThrow(WindowNotDefinedError)
    expect(() => mountCardField({} as HTMLElement, { merchantId: 'm-1' })).toThrow('Window not defined')
  })
})
