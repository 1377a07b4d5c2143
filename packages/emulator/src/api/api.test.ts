import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Emulator, startEmulator } from '../emulator'

let emulator: Emulator
beforeAll(async () => {
  emulator = await startEmulator({
    checkoutPort: 0,
    apiPort: 0,
    merchants: { 'fraud-shop': { nSurePartnerId: 'partner-42' } },
  })
})
afterAll(() => emulator.close())

const SHOP = 'http://localhost:5173'

function config(body: unknown, origin: string | undefined = SHOP) {
  return fetch(`${emulator.apiOrigin}/api/tokenize/iframe/config`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) },
    body: JSON.stringify(body),
  })
}

/** The data block the field page's script reads. */
async function fieldData(response: Response) {
  return JSON.parse(/id="portico-field">(.*?)<\/script>/s.exec(await response.text())?.[1] ?? '{}')
}

async function tokenize(body: unknown) {
  const response = await fetch(`${emulator.apiOrigin}/card-vendor/tokenize`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return response.json()
}

function fieldUrl(signed: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  const encoded = Buffer.from(JSON.stringify({ ...signed, ...extra })).toString('base64url')
  return `${emulator.apiOrigin}/card-vendor/field?frame=pan&channel=abcdef123456&config=${encoded}`
}

describe('card field configuration', () => {
  it('signs a configuration for the requesting origin when it is allowed', async () => {
    const response = await config({ origins: [SHOP, 'https://other.example'], merchantId: 'shop' })
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe(SHOP)
    const body = await response.json()
    expect(body).toMatchObject({ origin: SHOP, tokenExID: 'portico-emulator', tokenScheme: 'PCI', pci: true })
    expect(body.timestamp).toMatch(/^\d{14}$/)
    expect(body.authenticationKey).toMatch(/^[A-Za-z0-9+/]{43}=$/)
  })

  it('refuses a page whose origin is not in origins, readably', async () => {
    const response = await config({ origins: ['https://other.example'], merchantId: 'shop' })
    expect(response.status).toBe(403)
    expect(response.headers.get('access-control-allow-origin')).toBe(SHOP)
    expect((await response.json()).error).toContain(SHOP)
  })

  it('refuses a request without merchant or origins', async () => {
    expect((await config({ origins: [SHOP] })).status).toBe(400)
    expect((await config({ merchantId: 'shop' })).status).toBe(400)
    expect((await config({ origins: ['not an origin'], merchantId: 'shop' })).status).toBe(400)
  })

  it('echoes the saved card token it signed for CVV-only fields', async () => {
    const body = await (await config({ origins: [SHOP], merchantId: 'shop', token: 'tok_1' })).json()
    expect(body.token).toBe('tok_1')
  })

  it.each(['/api/tokenize/iframe/config', '/api/telemetry/frontend-error'])(
    'answers the CORS preflight of %s for the requesting origin',
    async (path) => {
      const response = await fetch(`${emulator.apiOrigin}${path}`, {
        method: 'OPTIONS',
        headers: {
          origin: SHOP,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      })
      expect(response.status).toBe(204)
      expect(response.headers.get('access-control-allow-origin')).toBe(SHOP)
      expect(response.headers.get('access-control-allow-methods')).toContain('POST')
      expect(response.headers.get('access-control-allow-headers')).toBe('content-type')
    },
  )

  it('serves the field page only for a configuration whose HMAC verifies', async () => {
    const signed = await (await config({ origins: [SHOP], merchantId: 'shop' })).json()
    const good = await fetch(fieldUrl(signed, { placeholder: '0000 0000 0000 0000', cvv: true }))
    expect(good.status).toBe(200)
    expect(good.headers.get('content-security-policy')).toContain("script-src 'self'")
    const data = await fieldData(good)
    expect(data).toMatchObject({ frame: 'pan', origins: [SHOP], config: { cvv: true } })
    expect(data.error).toBeUndefined()

    const forged = await fetch(fieldUrl(signed, { origin: 'https://evil.example' }))
    expect(forged.status).toBe(403)
    expect(await forged.text()).toContain('Invalid authentication key')
  })

  it('refuses an http origin other than localhost, as the vendor takes https only', async () => {
    const page = async (origin: string) => {
      const signed = await (await config({ origins: [origin], merchantId: 'shop' }, origin)).json()
      const response = await fetch(fieldUrl(signed))
      const data = await fieldData(response)
      return { status: response.status, error: data.error, detail: data.detail }
    }
    expect(await page('http://shop.example')).toEqual({
      status: 403,
      error: 'Invalid origin',
      detail: 'http://shop.example must use https',
    })
    for (const origin of ['https://shop.example', 'http://127.0.0.1:8080', 'http://app.localhost:3000'])
      expect(await page(origin), origin).toMatchObject({ status: 200, error: undefined })
  })
})

describe('merchant view', () => {
  it('answers the fraud partner id of a merchant, with CORS', async () => {
    const response = await fetch(`${emulator.apiOrigin}/merchant/view/fraud-shop`, {
      headers: { origin: SHOP },
    })
    expect(response.headers.get('access-control-allow-origin')).toBe(SHOP)
    expect(await response.json()).toMatchObject({ nSureSettings: { nSurePartnerId: 'partner-42' } })
  })

  it('gives other merchants the default partner id', async () => {
    const body = await (await fetch(`${emulator.apiOrigin}/merchant/view/any`)).json()
    expect(body.nSureSettings.nSurePartnerId).toBe('portico-emulator-partner')
  })
})

describe('card vendor stand-in', () => {
  it('serves the vendor script as JavaScript at the path core points to', async () => {
    const response = await fetch(`${emulator.apiOrigin}/card-vendor/iframe-v3.min.js`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/)
    expect(await response.text()).toContain('TokenEx.Iframe')
  })

  it('serves the field script and its card rules', async () => {
    for (const path of ['field.js', 'field.css', 'card-rules.js', 'vendor-rules.js'])
      expect((await fetch(`${emulator.apiOrigin}/card-vendor/${path}`)).status, path).toBe(200)
  })

  it('tokenizes a valid card for a signed configuration, sixTOKENfour', async () => {
    const signed = await (await config({ origins: [SHOP], merchantId: 'shop' })).json()
    const response = await fetch(`${emulator.apiOrigin}/card-vendor/tokenize`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ config: signed, pan: '4242424242424242', cvv: '123' }),
    })
    const body = await response.json()
    expect(response.status).toBe(200)
    expect(body).toMatchObject({ firstSix: '424242', lastFour: '4242', cardType: 'visa', cvvIncluded: true })
    expect(body.token).toMatch(/^424242\w{6}4242$/)
    expect(body.token).not.toBe('4242424242424242')
  })

  it('refuses tokenization from another origin or with a forged configuration', async () => {
    const signed = await (await config({ origins: [SHOP], merchantId: 'shop' })).json()
    const call = (body: unknown, origin?: string) =>
      fetch(`${emulator.apiOrigin}/card-vendor/tokenize`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) },
        body: JSON.stringify(body),
      })
    expect((await call({ config: signed, pan: '4242424242424242' }, SHOP)).status).toBe(403)
    expect(
      (await call({ config: { ...signed, origin: 'https://x.example' }, pan: '4242424242424242' })).status,
    ).toBe(403)
    expect((await call({ config: signed, pan: '4242424242424241' })).status).toBe(422)
  })

  it('tokenizes Diners Club and JCB cards', async () => {
    const signed = await (await config({ origins: [SHOP], merchantId: 'shop' })).json()
    for (const [pan, cardType] of [
      ['30569309025904', 'diners'],
      ['3530111333300000', 'jcb'],
    ] as const) {
      const body = await tokenize({ config: signed, pan, cvv: '123' })
      expect(body, cardType).toMatchObject({ cardType, firstSix: pan.slice(0, 6), lastFour: pan.slice(-4) })
    }
  })

  it('answers 3-D Secure versions with the token when the configuration asks for 3-D Secure', async () => {
    const signed = await (await config({ origins: [SHOP], merchantId: 'shop' })).json()
    const plain = await tokenize({ config: signed, pan: '5555555555554444', cvv: '123' })
    expect(plain.threeDSecureResponse).toBeUndefined()
    const body = await tokenize({ config: { ...signed, use3DS: true }, pan: '5555555555554444', cvv: '123' })
    expect(body).toMatchObject({
      token: expect.stringMatching(/^555555\w+4444$/),
      threeDSecureResponse: [{ dsIdentifier: 'EMULATOR_DS', threeDSServerTransID: expect.any(String) }],
      recommended3dsVersion: { EMULATOR_DS: '2.2.0' },
    })
    expect(body.threeDSecureResponse[0].threeDSMethodURL).toBeUndefined()
  })
})
