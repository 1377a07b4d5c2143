import { compressValue } from '@portico/core/internal'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MESSAGES } from '../../assets/field-validation.js'
import { type Emulator, startEmulator } from '../emulator'
import { fetchPage } from '../shell/fetch-page.test-helper'

let emulator: Emulator
beforeAll(async () => {
  emulator = await startEmulator({ checkoutPort: 0, apiPort: 0 })
})
afterAll(() => emulator.close())

const open = (path: string) => fetchPage(`${emulator.checkoutOrigin}${path}`)

function tokenize(body: Record<string, unknown>) {
  return fetch(`${emulator.checkoutOrigin}/emulator/card-form/tokenize`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, string> }))
}

describe('hosted card form pages', () => {
  it('serves each variant with its inputs, title and script', async () => {
    const cases = [
      ['card', 'card-form', 'Card Form', ['card-number', 'card-expiry', 'card-cvv']],
      ['card-number', 'card-number-form', 'Card Number Form', ['card-number', 'card-expiry']],
      ['cvv', 'cvv-form', 'CVV Form', ['card-cvv']],
    ] as const
    const all = ['card-number', 'card-expiry', 'card-cvv']
    for (const [variant, page, title, inputs] of cases) {
      const token = variant === 'cvv' ? '&token=424242TOKEN4242' : ''
      const { response, html, data } = await open(
        `/form/v2/${page}?merchantId=shop&useHeightChange=true${token}`,
      )
      expect(response.status, variant).toBe(200)
      expect(response.headers.get('content-security-policy')).toContain("script-src 'self'")
      expect(html).toContain(`<title>${title}</title>`)
      expect(html).toContain(`<body data-testid="checkout-${page}" class="${page}">`)
      expect(html).toContain('<script type="module" src="/assets/card-form.js">')
      for (const id of all)
        expect(html.includes(`data-testid="${id}"`), `${variant} ${id}`).toBe(inputs.includes(id as never))
      expect(data).toMatchObject({ kind: 'card-form', variant, merchantId: 'shop', heightChange: true })
    }
  })

  it('labels the inputs and takes the theme placeholders and card icon switch', async () => {
    const theme = compressValue({
      cardNumberPlaceholder: 'Number <here>',
      cvvPlaceholder: 'Code',
      showCardIcon: false,
    })
    const { html, data } = await open(`/form/v2/card-form?merchantId=shop&theme=${theme}`)
    expect(html).toContain('aria-label="Card number"')
    expect(html).toContain('aria-label="Expiration date"')
    expect(html).toContain('aria-label="Security code"')
    expect(html).toContain('placeholder="Number &lt;here&gt;"')
    expect(html).toContain('placeholder="Code"')
    expect(html).toContain('placeholder="MM/YY"')
    expect(html).not.toContain('data-testid="card-brand"')
    expect(data).toMatchObject({ heightChange: false, theme: { cvvPlaceholder: 'Code' } })
  })

  it.each([
    ['/form/v2/card-form', 'merchantId is required'],
    ['/form/v2/card-form?merchantId=m&useHeightChange=yes', 'useHeightChange must be true or false'],
    ['/form/v2/card-form?merchantId=m&theme=nope', 'theme is not a compressed JSON value'],
    ['/form/v2/cvv-form?merchantId=m', 'token (the saved card) is required by the CVV form'],
  ])('answers %s with a 400 page', async (path, message) => {
    const { response, html } = await open(path)
    expect(response.status).toBe(400)
    expect(html).toContain(message)
  })

  it('answers an unknown variant with a 404 page', async () => {
    expect((await open('/form/v2/iban-form?merchantId=m')).response.status).toBe(404)
  })

  it('sizes the layout with the breakpoints of the card form and the card number form', async () => {
    const css = await (await fetch(`${emulator.checkoutOrigin}/assets/card-form.css`)).text()
    expect(css).toContain('grid-template-columns: minmax(180px, 1fr) 96px 80px')
    expect(css).toMatch(/@media \(width < 374px\) \{\s+\.card-form \.fields/)
    expect(css).toMatch(/@media \(width < 286px\) \{\s+\.card-number-form \.fields/)
    expect(css).toContain('height: 48px')
  })
})

describe('hosted card form tokenization', () => {
  it('returns a token with the expiry, and the same expiry for the CVV of that saved card', async () => {
    const card = await tokenize({
      variant: 'card',
      number: '4242 4242 4242 4242',
      expiry: '07/31',
      cvv: '123',
    })
    expect(card).toEqual({
      status: 200,
      body: { token: expect.stringMatching(/^424242\w{6}4242$/), expMonth: '07', expYear: '2031' },
    })
    const cvv = await tokenize({ variant: 'cvv', token: card.body.token, cvv: '456' })
    expect(cvv).toEqual({ status: 200, body: { token: card.body.token, expMonth: '07', expYear: '2031' } })
  })

  it('tokenizes the card number form without a CVV', async () => {
    const { status, body } = await tokenize({
      variant: 'card-number',
      number: '378282246310005',
      expiry: '12/40',
    })
    expect(status).toBe(200)
    expect(body.token).toMatch(/^378282\w{5}0005$/)
  })

  it('refuses cards with the form texts, and the refused test card with "Card invalid"', async () => {
    const good = { variant: 'card', number: '4242424242424242', expiry: '12/40', cvv: '123' }
    expect(await tokenize({ ...good, number: '4242424242424241' })).toEqual({
      status: 422,
      body: { error: MESSAGES['card-number'] },
    })
    expect((await tokenize({ ...good, expiry: '01/20' })).body.error).toBe(MESSAGES.expiration)
    expect((await tokenize({ ...good, cvv: '12' })).body.error).toBe(MESSAGES.cvv)
    expect((await tokenize({ variant: 'cvv', token: '378282TOKEN0005', cvv: '123' })).body.error).toBe(
      MESSAGES.cvv,
    )
    expect((await tokenize({ variant: 'cvv', token: '424242TOKEN4242', cvv: '' })).body.error).toBe(
      MESSAGES.cvvEmpty,
    )
    expect(await tokenize({ ...good, number: '4000 0000 0000 0119' })).toEqual({
      status: 422,
      body: { error: 'Card invalid' },
    })
  })

  it('refuses a malformed request', async () => {
    expect((await tokenize({ variant: 'iban-form' })).status).toBe(400)
    // The variant is named as the kit names it, not by its page.
    expect((await tokenize({ variant: 'card-form', number: '4242424242424242' })).status).toBe(400)
    expect((await tokenize({ variant: 'card', number: 4242 })).status).toBe(400)
  })
})
