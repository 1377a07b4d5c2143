// @vitest-environment happy-dom

import { deliver, nextLoad, serveCheckoutPage, settle } from '@portico/test-fixtures/checkout-page'
import fc from 'fast-check'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { parseFrameMessage } from '../embed/message'
import { type Bridge, createBridge } from './bridge'

// Thousands of hostile or malformed messages, dispatched as real MessageEvents on the page: the bridge
// must never throw, never reach the wallet for anything that is not a well-formed request from its own
// frame, and never reply to anything else.
let page: Awaited<ReturnType<typeof serveCheckoutPage>>
let iframe: HTMLIFrameElement
let impostor: HTMLIFrameElement
beforeAll(async () => {
  page = await serveCheckoutPage()
  const frame = async () => {
    const f = document.createElement('iframe')
    f.src = `${page.origin}/solana/purchase-v2/m`
    const loaded = nextLoad(f)
    document.body.append(f)
    await loaded
    return f
  }
  iframe = await frame()
  impostor = await frame()
})
afterAll(async () => {
  document.body.replaceChildren()
  await page.close()
})

const REQUESTS = ['signMessage', 'signTransaction', 'sendTransaction'] as const
const any = fc.anything({
  withBigInt: true,
  withMap: true,
  withSet: true,
  withTypedArray: true,
  withDate: true,
})
const text = fc.oneof(fc.string({ unit: 'binary' }), fc.json(), any)
// Messages that look right but are not: wrong types, extra poison keys, another instance's height id.
const json = fc.jsonValue()
const nearMiss = fc.oneof(
  fc.record({ method: fc.constantFrom(...REQUESTS), data: json.filter((d) => typeof d !== 'string') }),
  fc.record({ method: json.filter((m) => typeof m !== 'string'), data: fc.string() }),
  fc.record({ method: fc.constantFrom(...REQUESTS) }),
  fc.constantFrom(...REQUESTS).map((method) => `{"method":"${method}","data":"x","__proto__":{"a":1}}`),
  fc.constantFrom(...REQUESTS).map((method) => `{"method":"${method}","data":"x","info":{"constructor":{}}}`),
  fc.record({ method: fc.string().map((id) => `heightChange:${id}x`), data: fc.nat().map(String) }),
)

let bridge: Bridge | undefined
afterEach(() => {
  bridge?.destroy()
  vi.restoreAllMocks()
})

function harness() {
  const handler = vi.fn(async () => 'reply')
  const callbacks = { onSuccess: vi.fn(), onAuthDeclined: vi.fn(), onHeightChange: vi.fn(), onLoad: vi.fn() }
  const replies = vi.spyOn(iframe.contentWindow!, 'postMessage')
  bridge = createBridge(iframe, page.origin, () => ({
    blockchain: 'solana',
    heightChangeId: 'mine',
    handlers: () => ({ signMessage: handler, signTransaction: handler, sendTransaction: handler }),
    ...callbacks,
  }))
  return { handler, callbacks, replies }
}

describe('bridge under arbitrary input (property)', () => {
  it('never throws, and reaches the wallet only for the requests the parser accepts', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { handler, replies } = harness()
    let requests = 0
    fc.assert(
      fc.property(text, (data) => {
        const parsed = parseFrameMessage(data, 'mine')
        if (parsed && (REQUESTS as readonly string[]).includes(parsed.method)) requests++
        deliver(iframe.contentWindow, page.origin, data)
      }),
      { numRuns: 4000 },
    )
    await settle()
    expect(handler).toHaveBeenCalledTimes(requests)
    expect(replies).toHaveBeenCalledTimes(requests)
  })

  it('never calls the wallet or a callback for near-miss messages from its own frame', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { handler, callbacks, replies } = harness()
    fc.assert(
      fc.property(nearMiss, (message) => {
        deliver(
          iframe.contentWindow,
          page.origin,
          typeof message === 'string' ? message : JSON.stringify(message),
        )
      }),
      { numRuns: 3000 },
    )
    await settle()
    expect(handler).not.toHaveBeenCalled()
    for (const callback of Object.values(callbacks)) expect(callback).not.toHaveBeenCalled()
    expect(replies).not.toHaveBeenCalled()
  })

  it('never calls the wallet for well-formed requests from another frame or origin', async () => {
    const { handler, replies } = harness()
    const origins = fc.oneof(
      fc.webUrl().map((url) => new URL(url).origin),
      fc.constantFrom('null', '', `${page.origin}/`),
    )
    const sources = fc.constantFrom(impostor.contentWindow, window, null)
    fc.assert(
      fc.property(
        fc.constantFrom(...REQUESTS),
        fc.string(),
        origins,
        sources,
        fc.boolean(),
        (method, data, origin, source, swap) => {
          const message = JSON.stringify({ method, data })
          // Either the origin is right and the source wrong, or the source right and the origin wrong.
          if (swap) deliver(source, page.origin, message)
          else if (origin !== page.origin) deliver(iframe.contentWindow, origin, message)
        },
      ),
      { numRuns: 3000 },
    )
    await settle()
    expect(handler).not.toHaveBeenCalled()
    expect(replies).not.toHaveBeenCalled()
  })
})
