// @vitest-environment happy-dom
import { nextLoad, serveCheckoutPage } from '@portico/test-fixtures/checkout-page'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createBridge } from './bridge'
import { createSubtotalUpdates } from './subtotal-updates'

// What the checkout would be sent, in order.
function recorder() {
  const sent: string[] = []
  return { sent, bridge: { send: (message: string) => void sent.push(message) } }
}

describe('createSubtotalUpdates', () => {
  it('sends nothing before loaded, then the latest subtotal once at loaded (as the checkout kit does: 500 → 700 → 900)', () => {
    const { sent, bridge } = recorder()
    const updates = createSubtotalUpdates(bridge, { cents: 500 })
    updates.set({ cents: 600 })
    updates.set({ cents: 700 })
    expect(sent).toEqual([])
    updates.loaded()
    expect(sent).toEqual(['updateSubtotal:{"cents":700}'])
    updates.set({ cents: 900 })
    expect(sent).toEqual(['updateSubtotal:{"cents":700}', 'updateSubtotal:{"cents":900}'])
  })

  it('sends nothing at loaded when the subtotal is still the one in the URL', () => {
    const { sent, bridge } = recorder()
    const updates = createSubtotalUpdates(bridge, { cents: 500, currency: 'EUR' })
    updates.set({ cents: 700, currency: 'EUR' })
    updates.set({ cents: 500, currency: 'EUR' })
    updates.loaded()
    expect(sent).toEqual([])
  })

  it('dedups by JSON text: an equal subtotal in a new object is not sent again, a reordered one is', () => {
    const { sent, bridge } = recorder()
    const updates = createSubtotalUpdates(bridge, { cents: 1 })
    updates.loaded()
    updates.set({ cents: 2, currency: 'USD' })
    updates.set({ cents: 2, currency: 'USD' })
    updates.set({ currency: 'USD', cents: 2 } as { cents: number })
    expect(sent).toEqual([
      'updateSubtotal:{"cents":2,"currency":"USD"}',
      'updateSubtotal:{"currency":"USD","cents":2}',
    ])
  })

  it('writes a token amount in bigint as decimal text, and skips an absent subtotal', () => {
    const { sent, bridge } = recorder()
    const updates = createSubtotalUpdates(bridge, undefined)
    updates.loaded()
    updates.set(undefined)
    updates.set({ token: 'Mint', amount: 10n ** 20n })
    expect(sent).toEqual(['updateSubtotal:{"token":"Mint","amount":"100000000000000000000"}'])
  })

  it('after a reload, waits for loaded again and counts the URL subtotal as what the checkout has', () => {
    const { sent, bridge } = recorder()
    const updates = createSubtotalUpdates(bridge, { cents: 500 })
    updates.loaded()
    updates.set({ cents: 700 })
    updates.reset()
    updates.set({ cents: 800 })
    expect(sent).toEqual(['updateSubtotal:{"cents":700}'])
    updates.loaded()
    expect(sent).toEqual(['updateSubtotal:{"cents":700}', 'updateSubtotal:{"cents":800}'])
    updates.reset()
    updates.set({ cents: 500 })
    updates.loaded()
    expect(sent).toHaveLength(2)
  })

  it('sends the same subtotal again when the first try could not be posted', () => {
    let fail = true
    const sent: string[] = []
    const updates = createSubtotalUpdates(
      {
        send: (message) => {
          if (fail) throw new Error('no frame')
          sent.push(message)
        },
      },
      { cents: 1 },
    )
    updates.loaded()
    expect(() => updates.set({ cents: 2 })).toThrow('no frame')
    fail = false
    updates.set({ cents: 2 })
    expect(sent).toEqual(['updateSubtotal:{"cents":2}'])
  })
})

describe('createSubtotalUpdates through a bridge', () => {
  let page: Awaited<ReturnType<typeof serveCheckoutPage>>
  beforeAll(async () => {
    page = await serveCheckoutPage()
  })
  afterAll(() => page.close())

  it("posts the plain string to the checkout frame's exact origin", async () => {
    const iframe = document.createElement('iframe')
    iframe.src = `${page.origin}/form/solana/apple-pay/m`
    const loaded = nextLoad(iframe)
    document.body.append(iframe)
    await loaded
    const bridge = createBridge(iframe, page.origin, () => ({ blockchain: 'solana', handlers: () => ({}) }))
    const post = vi.spyOn(iframe.contentWindow as Window, 'postMessage')
    const updates = createSubtotalUpdates(bridge, { cents: 500 })
    updates.loaded()
    updates.set({ cents: 900 })
    expect(post).toHaveBeenCalledExactlyOnceWith('updateSubtotal:{"cents":900}', page.origin)
    bridge.destroy()
    iframe.remove()
  })
})
