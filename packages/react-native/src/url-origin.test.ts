import { describe, expect, it } from 'vitest'
import { httpOrigin } from './url-origin'

// React Native's URL class has no `origin`; Portico reads it itself. Node's WHATWG URL is the reference.
describe('httpOrigin', () => {
  const cases = [
    'http://localhost:3000/solana/purchase-v2/m',
    'http://localhost:3000@evil.example/',
    'http://user:pw@localhost:3000/x',
    'http://evil.example\\@localhost:3000/',
    'http://evil.example#@localhost:3000/',
    'http://evil.example?@localhost:3000/',
    'HTTPS://Checkout.Example:443/a',
    'http://localhost:80/',
    'http://localhost:03000/',
    'https://[::1]:8443/x',
    'http://a@b@localhost:3000/',
  ]
  it.each(cases)('reads %s as a browser does', (url) => {
    expect(httpOrigin(url)).toBe(new URL(url).origin)
  })

  it('puts the host after the user info: a whitelist prefix is not the origin', () => {
    expect(httpOrigin('http://localhost:3000@evil.example/')).toBe('http://evil.example')
  })

  it('reads no origin for other schemes, whitespace, or what is not a URL', () => {
    for (const url of [
      'javascript:alert(1)',
      'intent://x#Intent;end',
      'file:///etc/passwd',
      'data:text/html,x',
      'myapp://done',
      ' http://localhost:3000/',
      'http://local\nhost:3000/',
      'http://:3000/',
      'http://x:99999/',
      '/relative',
      '',
      undefined,
      42,
    ])
      expect(httpOrigin(url)).toBeUndefined()
  })
})
