import { describe, expect, it } from 'vitest'
import { navigationVerdict } from './navigation-rule'

const context = { origin: 'http://localhost:3000', appReturnUrl: 'myshop://checkout/done' }

describe('navigationVerdict', () => {
  it('loads only the checkout origin inside', () => {
    expect(navigationVerdict('http://localhost:3000/solana/purchase-v2/m?x=1', context)).toBe('inside')
    expect(navigationVerdict('about:blank', context)).toBe('inside')
    for (const url of [
      'http://localhost:3000@evil.example/',
      'http://localhost:30001/',
      'https://localhost:3000/',
      'http://localhost.evil.example:3000/',
      'https://evil.example/?localhost:3000',
    ])
      expect(navigationVerdict(url, context)).toBe('outside')
  })

  it('sends the app return link outside, and refuses every other scheme', () => {
    expect(navigationVerdict('myshop://checkout/done?status=ok', context)).toBe('outside')
    for (const url of [
      'myshop://elsewhere',
      'otherapp://checkout/done',
      'javascript:alert(1)',
      'intent://x#Intent;end',
      'file:///data/x',
      'data:text/html,<b>x',
      'tel:123',
      'about:srcdoc',
      'not a url',
    ])
      expect(navigationVerdict(url, context)).toBe('refused')
    expect(navigationVerdict('myshop://checkout/done', { origin: context.origin })).toBe('refused')
  })
})
