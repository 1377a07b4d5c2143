import { CardFormError, PaymentButtonError, TokenUnavailableError } from '@portico/core'
import { describe, expect, it } from 'vitest'
import { errorLine, expiryText, outcomeLine, tokenText } from './outcome'

describe('outcomeLine', () => {
  it('writes the event and its info as JSON on one line', () => {
    expect(outcomeLine('success', { paymentId: 'p1', hash: '0xab' })).toBe(
      'success {"paymentId":"p1","hash":"0xab"}',
    )
    expect(outcomeLine('declined', undefined)).toBe('declined null')
  })
})

describe('errorLine', () => {
  it("writes the error's code and message as JSON on one line", () => {
    expect(errorLine(new PaymentButtonError('declined'))).toBe(
      'error {"code":"PAYMENT_BUTTON_ERROR","message":"declined"}',
    )
  })
})

describe('tokenText', () => {
  it('is the token when tokenization succeeds', async () => {
    expect(await tokenText(Promise.resolve({ token: '424242abcd4242' }))).toBe('424242abcd4242')
  })

  it("is 'error: ' and the message when it fails", async () => {
    expect(await tokenText(Promise.reject(new TokenUnavailableError()))).toBe(
      `error: ${new TokenUnavailableError().message}`,
    )
  })
})

describe('expiryText', () => {
  it('is the token and its expiry when the hosted form tokenizes', async () => {
    expect(await expiryText(Promise.resolve({ token: '424242T4242', expMonth: '12', expYear: '2034' }))).toBe(
      '424242T4242 expires 12/2034',
    )
  })

  it("is 'error: ' and the form's own words when it refuses the card", async () => {
    expect(await expiryText(Promise.reject(new CardFormError('declined', 'Card invalid')))).toBe(
      'error: Card invalid',
    )
  })
})
