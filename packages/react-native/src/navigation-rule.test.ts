import { describe, expect, it } from 'vitest'
import { type NavigationVerdict, navigationVerdict } from './navigation-rule'

const context = { origin: 'http://localhost:3000', appReturnUrl: 'myshop://checkout/done' }

// Each URL with what Portico does with it in the checkout's WebView.
const CASES: [string, NavigationVerdict][] = [
  ['http://localhost:3000/solana/purchase-v2/m?x=1', 'inside'],
  ['about:blank', 'inside'],
  // The prefix react-native-webview's whitelist would let in, and near misses of the origin.
  ['http://localhost:3000@evil.example/', 'outside'],
  ['http://localhost:30001/', 'outside'],
  ['https://localhost:3000/', 'outside'],
  ['http://localhost.evil.example:3000/', 'outside'],
  ['https://evil.example/?localhost:3000', 'outside'],
  // The app's own return link leaves through onOpenExternal; another link of its scheme does not.
  ['myshop://checkout/done?status=ok', 'outside'],
  ['myshop://elsewhere', 'refused'],
  ['otherapp://checkout/done', 'refused'],
  ['javascript:alert(1)', 'refused'],
  ['intent://x#Intent;end', 'refused'],
  ['file:///data/x', 'refused'],
  ['data:text/html,<b>x', 'refused'],
  ['tel:123', 'refused'],
  ['about:srcdoc', 'refused'],
  ['not a url', 'refused'],
]

describe('navigationVerdict', () => {
  it.each(CASES)('%s is %s', (url, verdict) => {
    expect(navigationVerdict(url, context)).toBe(verdict)
  })

  it('refuses an app link when the app gave no return link', () => {
    expect(navigationVerdict('myshop://checkout/done', { origin: context.origin })).toBe('refused')
  })
})
