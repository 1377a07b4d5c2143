import { ChainMismatchError } from '@portico/core'
import { resolvePlugin } from '@portico/core/internal'
import LZString from 'lz-string'
import { createWalletClient, type Hex, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { arbitrum, base, mainnet, monad, polygon, tempo } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { failure, freshAddress, reader, rpcProvider, txData, withHardhat } from './chain.fixture'
import { evmChainIds } from './chain-ids'
import { decodeTransactionRequest } from './decode-request'
import { evm } from './evm'
import { watchEvmWallets } from './watch-evm-wallets'

const chain = withHardhat()
const wallet = () =>
  createWalletClient({
    account: privateKeyToAccount(chain.node.accounts[6]!.privateKey),
    chain: chain.chain,
    transport: http(chain.node.url),
  })

describe('evm()', () => {
  it('serves eth, polygon, base, arbitrum, monad and tempo', () => {
    const plugin = evm()
    expect(plugin.name).toBe('evm')
    expect([...plugin.blockchains].sort()).toEqual(['arbitrum', 'base', 'eth', 'monad', 'polygon', 'tempo'])
    for (const blockchain of ['eth', 'polygon', 'base', 'arbitrum', 'monad', 'tempo'])
      expect(resolvePlugin(blockchain, [plugin])).toBe(plugin)
  })

  it("knows each blockchain's mainnet chain id as viem does", () => {
    expect(evmChainIds).toEqual({
      eth: mainnet.id,
      polygon: polygon.id,
      base: base.id,
      arbitrum: arbitrum.id,
      monad: monad.id,
      tempo: tempo.id,
    })
    expect(evmChainIds).toMatchObject({ monad: 143, tempo: 4217 })
    expect(Object.isFrozen(evmChainIds)).toBe(true)
    expect(evm().blockchains).toEqual(Object.keys(evmChainIds))
  })

  it('gives ?pubkey= from a WalletClient account, { provider, address } and a minimal wallet', () => {
    const { walletAddress } = evm()
    const client = wallet()
    expect(walletAddress(client)).toBe(client.account.address)
    const address = freshAddress(0xa11ce)
    expect(walletAddress({ provider: rpcProvider(chain.node.url), address })).toBe(address)
    expect(walletAddress({ address, sendTransaction: async () => '0x', signMessage: async () => '0x' })).toBe(
      address,
    )
    // A bare provider's address is only known once asked, so there is none for the URL.
    expect(walletAddress(rpcProvider(chain.node.url))).toBeUndefined()
    expect(walletAddress(createWalletClient({ transport: http(chain.node.url) }))).toBeUndefined()
  })

  it('encodes the transaction as lz-string JSON, bigint values exact, and back into a request', async () => {
    const to = freshAddress(0xb0b)
    const value = 2n ** 100n + 1n
    const encoded = evm().encodeTransaction!({ to, data: '0x1234', value, gas: 50_000n }, 'eth')!
    expect(encoded).toMatch(/^[A-Za-z0-9+\-$]+$/) // URI-safe alphabet of compressToEncodedURIComponent
    const json = LZString.decompressFromEncodedURIComponent(encoded)
    expect(JSON.parse(json)).toEqual({ to, data: '0x1234', value: value.toString(), gas: '50000' })
    // What the checkout sends back for that transaction decodes to the same bigint values.
    const request = await decodeTransactionRequest('sendTransaction', txData(JSON.parse(json)))
    expect(request).toEqual({ to, data: '0x1234', value, gas: 50_000n })
  })

  it('encodes other transaction data the checkout reads (redeem descriptions) as they are', () => {
    const redeem = {
      type: 'safeMint',
      nft: { contract: freshAddress(0xc0de), tokenId: 7n },
      waitForHash: true,
    }
    const json = LZString.decompressFromEncodedURIComponent(evm().encodeTransaction!(redeem, 'polygon')!)
    expect(JSON.parse(json)).toEqual({ ...redeem, nft: { ...redeem.nft, tokenId: '7' } })
  })

  it('holds the wallet to the chain of the blockchain served, from `chains`', async () => {
    const plugin = evm({ chains: { eth: mainnet, base: chain.chain } })
    const to = freshAddress(0xd00d)
    const refused = await failure<ChainMismatchError>(
      plugin.handlers(wallet(), { blockchain: 'eth', options: {} }).sendTransaction!(
        txData({ to, value: 1 }),
      ),
    )
    expect(refused).toBeInstanceOf(ChainMismatchError)
    expect(refused.expectedChainId).toBe(1)
    expect(refused.walletChainId).toBe(31337)

    const hash = await plugin.handlers(wallet(), { blockchain: 'base', options: {} }).sendTransaction!(
      txData({ to, value: 1 }),
    )
    const receipt = await reader(chain.node.url).waitForTransactionReceipt({ hash: hash as Hex })
    expect(receipt.status).toBe('success')
  })

  it('lets a checkout option `chain` override the plugin chain', async () => {
    const plugin = evm({ chains: { polygon: chain.chain } })
    const error = await failure<ChainMismatchError>(
      plugin.handlers(wallet(), { blockchain: 'polygon', options: { chain: polygon } }).sendTransaction!(
        txData({ to: freshAddress(0xd00e), value: 1 }),
      ),
    )
    expect(error).toBeInstanceOf(ChainMismatchError)
    expect(error.expectedChainId).toBe(137)
  })

  it('watchEvmWallets hears nothing on a server and its unwatch does nothing', () => {
    expect(typeof window).toBe('undefined')
    const callback = () => {
      throw new Error('no wallet announces itself on a server')
    }
    const unwatch = watchEvmWallets(callback)
    expect(unwatch()).toBeUndefined()
  })

  it('takes a bare address for ?pubkey= and refuses every request, saying the wallet cannot sign', async () => {
    const plugin = evm()
    const address = freshAddress(0xb0b)
    expect(plugin.walletAddress(address)).toBe(address)
    const handlers = plugin.handlers(address, { blockchain: 'eth', options: {} })
    for (const method of ['signMessage', 'signTransaction', 'sendTransaction'] as const)
      await expect(handlers[method]!(txData({ to: address }))).rejects.toThrow(
        `${method} is not supported: the wallet is an address only and cannot sign`,
      )
  })
})
