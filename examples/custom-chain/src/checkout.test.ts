// @vitest-environment happy-dom
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type CheckoutHandle, mountCheckout } from '@portico/core'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { acmeLedger, acmeWallet } from './acme-chain.test-helper'
import { acme, decodeTransfer, encodeTransfer } from './plugin'

// The hosted checkout is stood in for by an empty page on a real HTTP server on 127.0.0.1 (cross-origin to
// the test page); no script runs in happy-dom frames, so its requests are dispatched on window with the
// origin and source a browser would give them, and its replies are read from the frame's postMessage.
let checkout: { origin: string; close(): Promise<void> }
beforeAll(async () => {
  const server = createServer((_, response) => response.end('<!doctype html><title>checkout</title>'))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  checkout = {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
})
afterAll(() => checkout.close())

const mounted: CheckoutHandle<'acme'>[] = []
afterEach(() => {
  for (const handle of mounted.splice(0)) handle.destroy()
})

async function mountAcme() {
  const ledger = acmeLedger('testnet')
  const wallet = acmeWallet(ledger)
  ledger.fund(wallet.address, 1_000n)
  const handle = mountCheckout(document.body.appendChild(document.createElement('div')), {
    hosts: { checkout: checkout.origin },
    merchantId: 'my-merchant',
    plugins: [acme()],
    blockchain: 'acme',
    wallet,
    transaction: { to: 'acme1merchant', amount: 250n },
    acmeNetwork: 'testnet',
  })
  mounted.push(handle)
  await new Promise((resolve) => handle.iframe.addEventListener('load', resolve, { once: true }))
  const replies = vi.spyOn(handle.iframe.contentWindow!, 'postMessage')
  const request = async (method: string, data: string) => {
    const before = replies.mock.calls.length
    const message = JSON.stringify({ method, data })
    window.dispatchEvent(
      new MessageEvent('message', {
        data: message,
        origin: checkout.origin,
        source: handle.iframe.contentWindow,
      }),
    )
    await vi.waitFor(() => expect(replies.mock.calls.length).toBe(before + 1))
    expect(replies.mock.calls[before]?.[1]).toBe(checkout.origin)
    return replies.mock.calls[before]?.[0] as string
  }
  return { handle, ledger, wallet, request }
}

describe('an Acme checkout mounted with mountCheckout', () => {
  it('opens the acme checkout with the wallet address and the encoded transfer', async () => {
    const { handle, wallet } = await mountAcme()
    const url = new URL(handle.iframe.src)
    expect(url.origin).toBe(checkout.origin)
    expect(url.pathname).toBe('/acme/purchase-v2/my-merchant')
    expect(url.searchParams.get('pubkey')).toBe(wallet.address)
    expect(decodeTransfer('sendTransaction', url.searchParams.get('transaction') ?? '')).toEqual({
      to: 'acme1merchant',
      amount: 250n,
    })
  })

  it("answers the checkout's requests with the Acme wallet", async () => {
    const { ledger, wallet, request } = await mountAcme()
    expect(wallet.verify('hello', await request('signMessage', 'hello'))).toBe(true)
    const id = await request('sendTransaction', encodeTransfer({ to: 'acme1merchant', amount: 250n }))
    expect(ledger.transfers).toEqual([{ to: 'acme1merchant', amount: 250n, id, from: wallet.address }])
    expect(ledger.balance(wallet.address)).toBe(750n)
  })

  it('replies ERROR to what the plugin cannot serve, and the next request still gets served', async () => {
    const { ledger, wallet, request } = await mountAcme()
    // The reason after the colon is Portico's wording for a missing handler.
    expect(await request('signTransaction', 'anything')).toMatch(/^ERROR signTransaction is not supported: /)
    expect(await request('sendTransaction', 'not base64!')).toMatch(
      /^ERROR sendTransaction request is invalid/,
    )
    expect(await request('sendTransaction', encodeTransfer({ to: 'acme1x', amount: 5_000n }))).toBe(
      'ERROR the wallet failed sendTransaction: insufficient funds',
    )
    expect(wallet.verify('still here', await request('signMessage', 'still here'))).toBe(true)
    expect(ledger.transfers).toEqual([])
  })
})
