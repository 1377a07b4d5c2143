import { checkoutRoute } from '@portico/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Emulator, startEmulator } from '../emulator'
import { openPage, verify } from '../wallet/page-client.test-helper'
import { emulatorFixtures, type TestEmulator } from './fixtures'

// The fixtures run here as Playwright runs them: each function called with its dependencies, a `use`
// that holds the value while tests run, and the test's info; Playwright reads the dependencies from the
// first parameter's source, which must be an object pattern.

// Runs a fixture function as Playwright does: `body` runs inside `use`; resolves once the fixture is torn down.
async function withFixture<T>(
  fixture: (deps: object, use: (value: T) => Promise<void>, info: never) => Promise<void>,
  body: (value: T) => Promise<void>,
  info: unknown = {},
): Promise<void> {
  await fixture({}, body, info as never)
}

async function payWithSessionKey(emulator: TestEmulator, merchantId: string) {
  const page = await openPage(emulator as unknown as Emulator, {
    blockchain: 'user',
    route: checkoutRoute('purchase', merchantId),
    sessionKey: 'session-key',
    subtotal: { cents: 800 },
  })
  const request = await page.request()
  return verify(emulator as unknown as Emulator, request.id, '')
}

describe('emulatorFixtures', () => {
  let shared: Emulator
  beforeAll(async () => {
    shared = await startEmulator({ checkoutPort: 0, apiPort: 0 })
  })
  afterAll(() => shared.close())

  it('declares worker scope for the emulator and object patterns Playwright can read', () => {
    const { emulator, merchantId } = emulatorFixtures()
    expect(emulator[1]).toMatchObject({ scope: 'worker' })
    expect(String(emulator[0])).toMatch(/^async \(\{\}/)
    expect(String(merchantId)).toMatch(/^async \(\{\}/)
  })

  it("starts a worker's own emulator, reads and resets its ledger over HTTP, and stops it after", async () => {
    const [fixture] = emulatorFixtures().emulator
    let origin = ''
    await withFixture(fixture, async (emulator) => {
      origin = emulator.checkoutOrigin
      expect(origin).not.toBe(shared.checkoutOrigin)
      const paid = await payWithSessionKey(emulator, 'fixture-shop')
      expect(await emulator.payments({ merchantId: 'fixture-shop' })).toMatchObject([
        { paymentId: paid.paymentId, method: 'session-key' },
      ])
      await emulator.reset()
      expect(await emulator.payments()).toEqual([])
    })
    await expect(fetch(`${origin}/emulator/info`)).rejects.toThrow()
  })

  it('gives every worker the shared emulator at `url`, and leaves it running', async () => {
    const [fixture] = emulatorFixtures({ url: shared.checkoutOrigin }).emulator
    for (const worker of [0, 1])
      await withFixture(fixture, async (emulator) => {
        expect(emulator).toMatchObject({ checkoutOrigin: shared.checkoutOrigin, apiOrigin: shared.apiOrigin })
        await payWithSessionKey(emulator, `shared-${worker}`)
      })
    expect(shared.payments().map((p) => p.merchantId)).toEqual(['shared-0', 'shared-1'])
  })

  it('refuses a url where no emulator answers, with the code in its name', async () => {
    const [fixture] = emulatorFixtures({ url: 'http://127.0.0.1:9' }).emulator
    const error = await withFixture(fixture, async () => undefined).catch((e: Error) => e)
    expect(String(error)).toMatch(/^PorticoError \[EMULATOR_CHECKOUT_FAILED\]: no emulator answers/)
  })

  it('gives each test its own merchant id', async () => {
    const { merchantId } = emulatorFixtures()
    const ids: string[] = []
    for (const info of [
      { workerIndex: 0, testId: 'a1' },
      { workerIndex: 1, testId: 'a1' },
      { workerIndex: 0, testId: 'b2' },
    ])
      await withFixture(merchantId, async (id) => void ids.push(id), info)
    expect(new Set(ids).size).toBe(3)
  })
})
