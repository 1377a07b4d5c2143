import { buildCheckoutUrl, UnsupportedRequestError } from '@portico/core'
import { describe, expect, it } from 'vitest'
import { user } from './user'

const plugin = user()
const handlers = plugin.handlers(undefined, { blockchain: 'user', options: { sessionKey: 'session-123' } })

describe('user()', () => {
  it('serves blockchain user with no wallet address and no transaction encoder', () => {
    expect(plugin.name).toBe('user')
    expect(plugin.blockchains).toEqual(['user'])
    expect(plugin.walletAddress(null)).toBeUndefined()
    expect(plugin.encodeTransaction).toBeUndefined()
  })

  it('answers sendTransaction with the empty string the checkout expects', async () => {
    await expect(handlers.sendTransaction?.('anything the checkout sends')).resolves.toBe('')
  })

  it.each(['signMessage', 'signTransaction'] as const)(
    'rejects %s: there is no wallet to sign with',
    async (method) => {
      const failure = handlers[method]?.('hello')
      await expect(failure).rejects.toBeInstanceOf(UnsupportedRequestError)
      await expect(failure).rejects.toThrow(
        `${method} is not supported: a user (wallet-less) checkout has no wallet`,
      )
    },
  )

  it('builds a user checkout URL that carries the session key and no pubkey', () => {
    const url = new URL(
      buildCheckoutUrl({ blockchain: 'user', sessionKey: 'session-123', plugins: [plugin], env: 'local' }),
    )
    expect(url.pathname).toBe('/user')
    expect(url.searchParams.get('sessionKey')).toBe('session-123')
    expect(url.searchParams.has('pubkey')).toBe(false)
  })
})
