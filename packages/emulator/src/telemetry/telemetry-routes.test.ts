import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Emulator, startEmulator } from '../emulator'

let emulator: Emulator
beforeAll(async () => {
  emulator = await startEmulator({ checkoutPort: 0, apiPort: 0 })
})
afterAll(() => emulator.close())

const SHOP = 'http://localhost:5173'
const report = (body: unknown) =>
  fetch(`${emulator.apiOrigin}/api/telemetry/frontend-error`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: SHOP },
    body: JSON.stringify(body),
  })

// The preflight a page sends before its report is answered with the API's others (api.test.ts).
describe('front-end error reports', () => {
  it('takes a report readably for the page, and lists it per merchant', async () => {
    const sent = {
      message: 'init failed',
      stackTrace: 'Error: init failed',
      merchantId: 'tele',
      event: 'NSureInit',
    }
    const response = await report({ ...sent, extra: 'not kept' })
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe(SHOP)
    expect(await response.json()).toEqual({ ok: true })
    expect(emulator.frontendErrors({ merchantId: 'tele' })).toEqual([sent])
    expect(emulator.frontendErrors({ merchantId: 'other' })).toEqual([])
  })

  it('refuses a report without one of its fields, saying which', async () => {
    const response = await report({ message: 'm', stackTrace: 's', merchantId: 'tele-2' })
    expect(response.status).toBe(400)
    expect((await response.json()).error).toBe('event must be text')
    expect(emulator.frontendErrors({ merchantId: 'tele-2' })).toEqual([])
  })
})
