import { describe, expect, it } from 'vitest'
import { BlockchainNotSupportedError, SolanaRequiredError } from '../errors/checkout-errors'
import { definePlugin, resolvePlugin } from './plugin'

const evmLike = definePlugin<{ address: string }>({
  name: 'evm-like',
  blockchains: ['eth', 'base'],
  walletAddress: (wallet) => wallet.address,
  handlers: () => ({}),
})

describe('plugin registry', () => {
  it('returns the plugin object unchanged from definePlugin', () => {
    const plugin = { name: 'x', blockchains: ['x'], walletAddress: () => undefined, handlers: () => ({}) }
    expect(definePlugin(plugin)).toBe(plugin)
  })

  it('resolves a blockchain to the plugin that serves it', () => {
    expect(resolvePlugin('base', [evmLike])).toBe(evmLike)
  })

  it('says Solana needs its plugin when none serves solana', () => {
    expect(() => resolvePlugin('solana', [evmLike])).toThrow(SolanaRequiredError)
    expect(() => resolvePlugin('solana')).toThrow(/@portico\/solana.*required for Solana/)
  })

  it('says "blockchain not supported" for a blockchain no plugin serves, seed ones included', () => {
    expect(() => resolvePlugin('polygon', [evmLike])).toThrow(BlockchainNotSupportedError)
    expect(() => resolvePlugin('tron', [evmLike])).toThrow('blockchain not supported')
  })
})
