import {
  BlockchainNotSupportedError,
  buildCheckoutUrl,
  InvalidRequestError,
  WalletError,
} from '@portico/core'
import { resolvePlugin } from '@portico/core/internal'
import { describe, expect, it } from 'vitest'
import { acmeLedger, acmeWallet } from './acme-chain.test-helper'
import { type AcmeTransfer, acme, decodeTransfer, encodeTransfer } from './plugin'

const plugin = acme()
const transfer: AcmeTransfer = {
  to: 'acme1merchant',
  amount: 12_500_000_000_000_000_000n,
  memo: 'Order 42 · 5 €',
}

describe('the Acme plugin in a checkout', () => {
  it('admits blockchain acme only when its plugin is given', () => {
    expect(resolvePlugin('acme', [plugin])).toBe(plugin)
    expect(() => resolvePlugin('acme', [])).toThrow(BlockchainNotSupportedError)
    expect(() => buildCheckoutUrl({ blockchain: 'acme' })).toThrow('blockchain not supported: acme')
  })

  it('puts the wallet address and the encoded transfer in the checkout URL', () => {
    const wallet = acmeWallet(acmeLedger())
    const url = new URL(
      buildCheckoutUrl({
        env: 'local',
        blockchain: 'acme',
        plugins: [plugin],
        route: '/purchase-v2/my-merchant',
        pubkey: plugin.walletAddress(wallet),
        transaction: plugin.encodeTransaction?.(transfer, 'acme'),
      }),
    )
    expect(url.pathname).toBe('/acme/purchase-v2/my-merchant')
    expect(url.searchParams.get('pubkey')).toBe(wallet.address)
    expect(decodeTransfer('sendTransaction', url.searchParams.get('transaction') ?? '')).toEqual(transfer)
  })

  it('gives no address for a disconnected wallet', () => {
    expect(plugin.walletAddress({ ...acmeWallet(acmeLedger()), address: '' })).toBeUndefined()
  })
})

describe('the Acme plugin answering checkout requests', () => {
  it('answers signMessage with a signature that verifies with the wallet key', async () => {
    const wallet = acmeWallet(acmeLedger())
    const { signMessage } = plugin.handlers(wallet, { blockchain: 'acme', options: {} })
    const signature = await signMessage!('Pay 5 € to my-merchant')
    expect(wallet.verify('Pay 5 € to my-merchant', signature)).toBe(true)
    expect(wallet.verify('Pay 6 € to my-merchant', signature)).toBe(false)
  })

  it('sends the requested transfer on the configured network and answers its id', async () => {
    const ledger = acmeLedger('testnet')
    const wallet = acmeWallet(ledger)
    ledger.fund(wallet.address, 20_000_000_000_000_000_000n)
    const { sendTransaction } = plugin.handlers(wallet, {
      blockchain: 'acme',
      options: { acmeNetwork: 'testnet' },
    })

    const id = await sendTransaction!(encodeTransfer(transfer))
    expect(ledger.transfers).toEqual([{ ...transfer, id, from: wallet.address }])
    expect(ledger.balance('acme1merchant')).toBe(transfer.amount)
    expect(ledger.balance(wallet.address)).toBe(20_000_000_000_000_000_000n - transfer.amount)
  })

  it('reports what the wallet or chain refused as a WalletError keeping the cause', async () => {
    const ledger = acmeLedger('testnet')
    const wallet = acmeWallet(ledger) // unfunded, and the options default to mainnet
    const { sendTransaction } = plugin.handlers(wallet, { blockchain: 'acme', options: {} })
    const error = await sendTransaction!(encodeTransfer(transfer)).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(WalletError)
    expect((error as Error).message).toBe('the wallet failed sendTransaction: wrong network: mainnet')
    expect((error as Error).cause).toBeInstanceOf(Error)
    expect(ledger.transfers).toEqual([])
  })

  it.each([
    ['not base64', '%%%'],
    ['not JSON', btoa('hello')],
    ['not UTF-8', btoa(String.fromCharCode(0xff, 0xfe))],
    ['JSON null', btoa('null')],
    ['no recipient', btoa('{"amount":"5"}')],
    ['an amount that is not a whole number', btoa('{"to":"acme1x","amount":"1.5"}')],
    ['a memo that is not text', btoa('{"to":"acme1x","amount":"5","memo":7}')],
  ])('rejects a sendTransaction request that is %s, before the wallet sees it', async (_, data) => {
    const ledger = acmeLedger('mainnet')
    const wallet = acmeWallet(ledger)
    ledger.fund(wallet.address, 100n)
    const { sendTransaction } = plugin.handlers(wallet, { blockchain: 'acme', options: {} })
    await expect(sendTransaction!(data)).rejects.toBeInstanceOf(InvalidRequestError)
    expect(ledger.transfers).toEqual([])
  })

  it('has no signTransaction handler, so the checkout gets an ERROR reply for it', () => {
    const handlers = plugin.handlers(acmeWallet(acmeLedger()), { blockchain: 'acme', options: {} })
    expect(Object.keys(handlers).sort()).toEqual(['sendTransaction', 'signMessage'])
  })
})
