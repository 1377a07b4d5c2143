// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import { CardValidationError, CardVendorError } from '../errors/card-errors'
import { cardFieldBench, SIGNED } from './card-field.test-helper'
import type { CardFieldChange, MountCardFieldOptions } from './card-field-types'

// getToken() against a vendor that raises `change` only on blur, has no `cvvChange`, and validates on
// tokenize unless asked to validate live (the stand-in of @portico/test-fixtures/card-vendor).
const bench = cardFieldBench()
const { readyField } = bench
const silence = (field: { tokenize(): void }) => {
  const tokenize = field.tokenize.bind(field)
  Object.assign(field, { tokenize() {} }) // the vendor frame went silent
  return () => Object.assign(field, { tokenize })
}

/** A ready field where the customer typed `cardNumber` and the CVV 123, then left the CVV input unless `stay`. */
async function typedField(
  cardNumber: string,
  { stay = false, ...options }: Partial<MountCardFieldOptions> & { stay?: boolean } = {},
) {
  const mounted = await readyField(options)
  await mounted.field.type(cardNumber)
  await mounted.field.typeCvv('123', { stay })
  return mounted
}

describe('getToken', () => {
  it('returns the cached token while the customer has not touched the field, and the whole vendor answer', async () => {
    const { handle, field } = await typedField('4242 4242 4242 4242')
    const [first, same] = await Promise.all([handle.getToken(), handle.getToken()])
    expect(first).toMatchObject({
      token: expect.stringMatching(/^424242\w+4242$/),
      firstSix: '424242',
      lastFour: '4242',
      cardType: 'visa',
      brand: 'VISA',
      tokenHMAC: `hmac-of-${first.token}`,
      referenceNumber: expect.any(String),
      cvvIncluded: true,
    })
    expect(same).toBe(first)
    expect(await handle.getToken()).toBe(first)
    expect(field.tokenizeCalls).toBe(1)
  })

  it('gives a new token for a CVV corrected after a decline, before the CVV input lost focus', async () => {
    const { handle, field } = await typedField('4242424242424242')
    const declined = await handle.getToken()
    // The customer types another CVV and presses Pay: the vendor has raised cvvFocus, and no change yet.
    await field.typeCvv('456', { stay: true })
    const corrected = await handle.getToken()
    expect(corrected.token).not.toBe(declined.token)
    expect(field.tokenizeCalls).toBe(2)
  })

  it('gives a new token for every call while the customer is still in an input', async () => {
    const { handle, field } = await typedField('4242424242424242', { stay: true })
    const first = await handle.getToken()
    // Still in the CVV input: no new focus, and the vendor raises nothing for a CVV edit.
    await field.typeCvv('456', { stay: true })
    const second = await handle.getToken()
    expect(second.token).not.toBe(first.token)
    await field.leave()
    const kept = await handle.getToken()
    expect(await handle.getToken()).toBe(kept)
    expect(field.tokenizeCalls).toBe(3)
  })

  it('drops its token on a validation outside getToken() and on a blur, for a vendor silent at focus', async () => {
    const { handle, field } = await typedField('4242424242424242')
    const first = await handle.getToken()
    field.emit('validate', { isValid: true, isCvvValid: true }) // a key-up validation, with no focus seen
    const second = await handle.getToken()
    expect(second.token).not.toBe(first.token)
    field.emit('cvvBlur', {})
    const third = await handle.getToken()
    expect(third.token).not.toBe(second.token)
    expect(await handle.getToken()).toBe(third)
  })

  it('gives a new token after the card number changed, and after reset()', async () => {
    const { handle, field } = await typedField('4242424242424242')
    const first = await handle.getToken()
    await field.type('5555 5555 5555 4444')
    const second = await handle.getToken()
    expect(second).toMatchObject({ lastFour: '4444', brand: 'MSTR' })
    expect(second.token).not.toBe(first.token)
    handle.reset()
    expect(field.commands).toEqual(['reset'])
    await expect(handle.getToken()).rejects.toMatchObject({ code: 'CARD_INVALID', fields: ['card', 'cvv'] })
  })

  it('does not keep a token the customer overtook, and never runs two tokenizations at once', async () => {
    // Without live validation: a key-up verdict during the tokenization would settle it (events name no call).
    const { handle, field } = await typedField('4242424242424242', { liveValidation: 'off' })
    const speak = silence(field)
    const pending = handle.getToken()
    await field.typeCvv('999', { stay: true }) // an edit while the vendor tokenizes the old CVV
    const next = handle.getToken()
    speak()
    field.tokenize() // the vendor's answer to the first call, now let through
    const first = await pending
    const second = await next
    expect(second.token).not.toBe(first.token)
    expect(field.tokenizeCalls).toBe(2)
  })

  it('lets the newest verdict stand: a late key-up validation does not fail the tokenization', async () => {
    const { handle, field } = await typedField('4242424242424242')
    const speak = silence(field)
    const pending = handle.getToken()
    field.emit('validate', { isValid: true, isCvvValid: false }) // the key-up of "12", still on its way
    speak()
    field.tokenize() // the vendor's own validate (valid) and its token follow
    expect(await pending).toMatchObject({ lastFour: '4242' })
  })

  it('fails a refused card although the customer is already typing again', async () => {
    const { handle, field } = await typedField('4242424242424241')
    const pending = handle.getToken()
    // Key-up verdicts of the customer's next edits keep coming after the vendor's own verdict.
    const typing = setInterval(() => field.emit('validate', { isValid: false, isCvvValid: true }), 20)
    await expect(pending).rejects.toMatchObject({ code: 'CARD_INVALID', fields: ['card'] })
    clearInterval(typing)
  })

  it('fails a refused card whose customer fixes it at once, and tokenizes the fix next', async () => {
    const { handle, field } = await typedField('4242424242424241', { tokenTimeoutMs: 5000 })
    const pending = handle.getToken()
    // Within the verdict window the customer is back in the number and types a valid one.
    await field.type('4242424242424242')
    await expect(pending).rejects.toMatchObject({ code: 'CARD_INVALID', fields: ['card'] })
    expect(await handle.getToken()).toMatchObject({ lastFour: '4242' })
  })

  it('feeds every call through the vendor listeners it registered once', async () => {
    const { handle, field } = await readyField()
    const registered = field.listenerCount
    for (const cvv of ['111', '222', '333']) {
      await field.type('4242424242424242')
      await field.typeCvv(cvv)
      await handle.getToken()
    }
    expect(field.tokenizeCalls).toBe(3)
    expect(field.listenerCount).toBe(registered)
  })

  it('fails with a validation error that names the invalid part, and caches nothing', async () => {
    const { handle, field } = await typedField('4242 4242 4242 4241')
    await expect(handle.getToken()).rejects.toMatchObject({ code: 'CARD_INVALID', fields: ['card'] })
    await field.type('4242 4242 4242 4242')
    await field.typeCvv('12')
    const error = await handle.getToken().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(CardValidationError)
    expect(error).toMatchObject({ fields: ['cvv'] })
    await field.typeCvv('123')
    expect((await handle.getToken()).lastFour).toBe('4242')
    expect(field.tokenizeCalls).toBe(3)
  })

  it.each([
    ['Diners Club', '3056 9309 0259 04', '305693', 'diners'],
    ['JCB', '3530 1113 3330 0000', '353011', 'jcb'],
  ])('tokenizes a %s card and names its card type, with no provider brand', async (_, number, six, type) => {
    const { handle, field } = await readyField()
    await field.type(number)
    await field.typeCvv('123')
    const token = await handle.getToken()
    expect(token).toMatchObject({ firstSix: six, cardType: type })
    expect(token.brand).toBeUndefined()
  })

  it('keeps the 3-D Secure data of the vendor answer', async () => {
    const { handle, field } = await readyField({
      config: { ...SIGNED, use3DS: true, threeDSMethodNotificationUrl: 'https://shop.example/3ds' },
    })
    await field.type('5555555555554444')
    await field.typeCvv('123')
    expect(await handle.getToken()).toMatchObject({
      threeDSecureResponse: [{ dsIdentifier: 'STAND_IN_DS', threeDSServerTransID: expect.any(String) }],
      recommended3dsVersion: { STAND_IN_DS: '2.2.0' },
    })
  })

  it('rejects a token call with the vendor error the vendor reports while tokenizing', async () => {
    const { handle, field } = await typedField('4242424242424242')
    silence(field)
    const pending = handle.getToken()
    field.emit('error', { error: 'session expired' })
    await expect(pending).rejects.toThrow(new CardVendorError('session expired'))
  })

  it('fails a token call the vendor never answers, and a later call can try again', async () => {
    const { handle, field } = await typedField('4242424242424242', { tokenTimeoutMs: 50 })
    const speak = silence(field)
    await expect(handle.getToken()).rejects.toThrow(/no answer from the card vendor/)
    speak()
    expect((await handle.getToken()).lastFour).toBe('4242')
  })

  it('moves the focus where the merchant asks', async () => {
    const { handle, field } = await readyField()
    const focus: string[] = []
    handle.on('focus', (event) => focus.push(event.field))
    handle.focus()
    handle.cvvFocus()
    expect(field.commands).toEqual(['focus', 'cvvFocus'])
    await vi.waitFor(() => expect(focus).toEqual(['card', 'cvv']))
  })
})

describe('live validity', () => {
  const validity = (changes: CardFieldChange[]) =>
    changes.filter((c) => c.isValid !== undefined).map((c) => [c.isValid, c.isCvvValid])

  it('tells validity on every key by default, so a Pay button can follow it', async () => {
    const { handle, field } = await readyField()
    const changes: CardFieldChange[] = []
    handle.on('change', (change) => changes.push(change))
    await field.type('4242424242424242', { stay: true })
    await vi.waitFor(() => expect(validity(changes).at(-1)).toEqual([true, false]))
    expect(validity(changes)[0]).toEqual([false, false])
    await field.typeCvv('123', { stay: true })
    await vi.waitFor(() => expect(validity(changes).at(-1)).toEqual([true, true]))
    expect(changes).toContainEqual(expect.objectContaining({ cardType: 'visa', brand: 'VISA' }))
  })

  it('tells validity when the card number loses focus with liveValidation "blur"', async () => {
    const { handle, field } = await readyField({ liveValidation: 'blur' })
    const changes: CardFieldChange[] = []
    handle.on('change', (change) => changes.push(change))
    await field.type('4242424242424242', { stay: true })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(validity(changes)).toEqual([])
    field.leave()
    await vi.waitFor(() => expect(validity(changes)).toEqual([[true, false]]))
  })

  it('tells validity only on getToken() with liveValidation "off"', async () => {
    const { handle, field } = await readyField({ liveValidation: 'off' })
    const changes: CardFieldChange[] = []
    handle.on('change', (change) => changes.push(change))
    await field.type('4242424242424242')
    await field.typeCvv('123')
    expect(validity(changes)).toEqual([])
    await handle.getToken()
    expect(validity(changes)).toEqual([[true, true]])
  })
})

describe('the CVV-only field', () => {
  it.each([
    ['VISA', 'visa', '123'],
    ['MSTR', 'masterCard', '123'],
    ['AMEX', 'americanExpress', '1234'],
    ['DISC', 'discover', '123'],
  ] as const)('tokenizes the CVV of a saved %s card (vendor type %s)', async (cardBrand, cardType, cvv) => {
    const { handle, field, container } = await readyField({
      mode: 'cvv-only',
      token: 'saved-token',
      cardBrand,
    })
    expect(container.children).toHaveLength(1)
    expect(field.containerId).toBe(container.children[0]?.id)
    expect(field.config).toMatchObject({
      cvvOnly: true,
      cvv: true,
      token: 'saved-token',
      cardType,
      placeholder: 'CVV',
    })
    const [request] = bench.server.requests.slice(-1)
    expect(JSON.parse(request?.body ?? '')).toMatchObject({ token: 'saved-token' })
    await field.typeCvv(cvv)
    expect(await handle.getToken()).toMatchObject({ token: 'saved-token', cvvIncluded: true })
  })

  it('rejects an invalid CVV at once with a validation error', async () => {
    const { handle, field } = await readyField({
      mode: 'cvv-only',
      token: 'saved-token',
      cardBrand: 'AMEX',
      tokenTimeoutMs: 5000,
    })
    await field.typeCvv('123')
    // A timeout would reject with CardVendorError: this verdict comes from the vendor's validate event.
    const error = await handle.getToken().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(CardValidationError)
    expect(error).toMatchObject({ fields: ['cvv'] })
  })
})
