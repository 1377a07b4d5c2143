// @vitest-environment node

import { generateKeyPairSync, sign, verify } from 'node:crypto'
import { describe, expect, it, vi } from 'vitest'
import { eventSink, type PorticoEvent } from '../embed/events'
import { definePlugin } from '../plugins/plugin'
import { type BridgeHooks, createCheckoutProtocol } from './checkout-protocol'

// The protocol runs here with no window, document or iframe: strings in, strings out. The "checkout" is this
// test, posting the messages a checkout posts; the wallet signs for real with an Ed25519 key.
const wire = (method: string, data?: unknown, info?: unknown) => JSON.stringify({ method, data, info })
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

/** A plugin whose wallet signs the checkout's hex payloads with a real key and "sends" by signing too. */
function keyWallet() {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519')
  const signHex = (hex: string) => sign(null, Buffer.from(hex, 'hex'), privateKey).toString('hex')
  const plugin = definePlugin<{ signHex(hex: string): string }>({
    name: 'keys',
    blockchains: ['keys'],
    walletAddress: () => 'key-address',
    handlers: (wallet) => ({
      signTransaction: async (data) => wallet.signHex(data),
      sendTransaction: async (data) => `sent:${wallet.signHex(data).slice(0, 16)}`,
    }),
  })
  const valid = (hex: string, signature: string) =>
    verify(null, Buffer.from(hex, 'hex'), publicKey, Buffer.from(signature, 'hex'))
  return { plugin, wallet: { signHex }, valid }
}

function protocol(overrides: Partial<BridgeHooks> = {}) {
  const { plugin, wallet, valid } = keyWallet()
  const sent: string[] = []
  const events: PorticoEvent[] = []
  const hooks: BridgeHooks = {
    blockchain: 'keys',
    heightChangeId: 'h1',
    handlers: () => plugin.handlers(wallet, { blockchain: 'keys', options: {} }),
    onSuccess: vi.fn(),
    onLoad: vi.fn(),
    onHeightChange: vi.fn(),
    events: eventSink('checkout', 'h1', () => ({ onEvent: (e: PorticoEvent) => events.push(e) })),
    ...overrides,
  }
  const p = createCheckoutProtocol(() => hooks, { send: (m) => sent.push(m) })
  return { p, hooks, sent, events, valid }
}

describe('createCheckoutProtocol (no DOM)', () => {
  it('runs in an environment without window or document', () => {
    expect(typeof window).toBe('undefined')
    expect(typeof document).toBe('undefined')
  })

  it('completes a whole wallet payment: load, height, sign, send, success; one reply per request, in order', async () => {
    const { p, hooks, sent, events, valid } = protocol()
    p.receive(wire('loaded'))
    p.receive(wire('heightChange:h1', '640'))
    p.receive(wire('signTransaction', 'c0ffee'))
    p.receive(wire('sendTransaction', 'beef'))
    await vi.waitFor(() => expect(sent).toHaveLength(2))
    expect(valid('c0ffee', sent[0] as string)).toBe(true)
    expect(sent[1]).toMatch(/^sent:[0-9a-f]{16}$/)
    p.receive(wire('success', '', { paymentId: 'p-1' }))
    expect(hooks.onLoad).toHaveBeenCalledOnce()
    expect(hooks.onHeightChange).toHaveBeenCalledWith(640)
    expect(hooks.onSuccess).toHaveBeenCalledExactlyOnceWith({ paymentId: 'p-1' })
    expect(events.map((e) => e.type)).toEqual([
      'load',
      'height',
      'request',
      'reply',
      'request',
      'reply',
      'success',
    ])
    // Nothing private reaches the events: no payload, no signature.
    expect(JSON.stringify(events)).not.toMatch(/c0ffee|beef|sent:|p-1/)
    p.destroy()
  })

  it('replies ERROR when onBeforeRequest refuses, and the wallet never sees the request', async () => {
    const signTransaction = vi.fn(async () => 'sig')
    const { p, sent } = protocol({ handlers: () => ({ signTransaction }), onBeforeRequest: () => false })
    p.receive(wire('signTransaction', 'aa'))
    await vi.waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toMatch(/^ERROR /)
    expect(signTransaction).not.toHaveBeenCalled()
  })

  it('replies ERROR for a request the wallet has no handler for', async () => {
    const { p, sent } = protocol()
    p.receive(wire('signMessage', 'hi'))
    await vi.waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toMatch(/^ERROR .*signMessage/)
  })

  it('replies ERROR when the wallet takes longer than walletTimeoutMs, then serves the next request', async () => {
    const never = new Promise<string>(() => {})
    const { p, sent } = protocol({
      walletTimeoutMs: 20,
      handlers: () => ({ signMessage: (d) => (d === 'slow' ? never : Promise.resolve(`ok:${d}`)) }),
    })
    p.receive(wire('signMessage', 'slow'))
    p.receive(wire('signMessage', 'fast'))
    await vi.waitFor(() => expect(sent).toHaveLength(2))
    expect(sent[0]).toMatch(/^ERROR /)
    expect(sent[1]).toBe('ok:fast')
  })

  it('drops the pending reply on reset() and sends nothing after destroy()', async () => {
    let answer: (reply: string) => void = () => {}
    const pending = new Promise<string>((resolve) => {
      answer = resolve
    })
    const { p, sent } = protocol({ handlers: () => ({ signMessage: () => pending }) })
    p.receive(wire('signMessage', 'old document'))
    await settle()
    p.reset()
    answer('late')
    await settle()
    expect(sent).toEqual([])
    p.destroy()
    p.receive(wire('signMessage', 'after'))
    p.receive(wire('loaded'))
    await settle()
    expect(sent).toEqual([])
  })

  it('ignores what is not a checkout message, and refuses a request while the transport says so', async () => {
    const onLoad = vi.fn()
    const signMessage = vi.fn(async () => 'sig')
    const sent: string[] = []
    let navigating = true
    const p = createCheckoutProtocol(
      () => ({ blockchain: 'keys', handlers: () => ({ signMessage }), onLoad }),
      { send: (m) => sent.push(m), canRequest: () => !navigating },
    )
    for (const junk of [42, null, '{', '{"method":"__proto__"}', wire('heightChange:other', '10')])
      p.receive(junk)
    p.receive(wire('signMessage', 'x'))
    await settle()
    expect(signMessage).not.toHaveBeenCalled()
    navigating = false
    p.receive(wire('signMessage', 'y'))
    await vi.waitFor(() => expect(sent).toEqual(['sig']))
    expect(onLoad).not.toHaveBeenCalled()
  })
})
