import { describe, expect, it } from 'vitest'
import { CARD_FIELD_PROVIDED_KEYS, withProvided } from './provided'

describe('withProvided', () => {
  const provided = { env: 'sandbox', merchantId: 'shop', plugins: ['p'], nonce: 'n1', debug: true }

  it("fills what the options leave out with the provider's values", () => {
    expect(withProvided({ cents: 5 }, provided)).toEqual({ cents: 5, ...provided })
  })

  it('keeps what the options give, and an explicit undefined never hides the provided value', () => {
    const merged = withProvided({ env: 'local', merchantId: undefined, nonce: undefined }, provided)
    expect(merged).toMatchObject({ env: 'local', merchantId: 'shop', nonce: 'n1' })
  })

  it('takes neither the provided nor the given value of a key outside the ones asked for', () => {
    const merged = withProvided(
      { plugins: ['own'], baseUrl: 'x', mode: 'card-only' },
      provided,
      CARD_FIELD_PROVIDED_KEYS,
    )
    expect(merged).toEqual({
      mode: 'card-only',
      env: 'sandbox',
      merchantId: 'shop',
      nonce: 'n1',
      debug: true,
    })
  })

  it('works without a provider and leaves the options object as it was', () => {
    const options = { env: undefined, cents: 1 }
    expect(withProvided(options, undefined)).toEqual({ env: undefined, cents: 1 })
    withProvided(options, provided)
    expect(options.env).toBeUndefined()
  })
})
