import { buildCheckoutUrl } from '@portico/core'
import { compressValue } from '@portico/core/internal'
import { describe, expect, it } from 'vitest'
import { decodeCheckoutQuery } from './query'

const structured = {
  webhookInfo: { order: 'A-1', nested: { list: [1, 2] } },
  theme: { primary: '#123456', background: '#fff', font: 'Inter', style: 'pill' as const },
  customerInfo: { firstName: 'Ada', lastName: 'Lovelace', dob: '1815-12-10', country: 'GB' },
  additionalWallets: [{ wallet: '0xabc', blockchain: 'eth' }],
  chargebackProtectionData: [
    { productName: 'Sword', productType: 'inGameProduct' as const, quantity: 2, rawProductData: { id: 7 } },
  ],
  origins: ['https://shop.example', 'http://localhost:5173'],
}

function decode(options: Parameters<typeof buildCheckoutUrl>[0]) {
  return decodeCheckoutQuery(new URL(buildCheckoutUrl({ env: 'local', ...options })).searchParams)
}

describe('decodeCheckoutQuery', () => {
  it('decodes every structured parameter core writes back to the same value', () => {
    const { query, errors } = decode({ subtotal: { cents: 1999, currency: 'EUR' }, ...structured })
    expect(errors).toEqual([])
    expect(query).toMatchObject(structured)
    expect(query).toMatchObject({ cents: 1999, currency: 'EUR' })
  })

  it('decodes plain, list, flag and integer parameters', () => {
    const { query, errors } = decode({
      pubkey: 'So1anaKey',
      sessionKey: 'sk',
      transaction: 'tx58',
      token: 'mint',
      amount: 25n,
      presentment: 'GBP',
      email: 'a@b.c',
      supportEmail: 's@b.c',
      tokens: ['t1', 't2'],
      loaderBackground: '#000',
      heightChangeId: 'h1',
      bankAccountLinkRedirect: 'https://back',
      deviceId: 'dev',
      merchantCss: 'https://css',
      color: 'white',
      rent: { lamports: 5000 },
      nativeSolToConvert: { lamports: 10n },
      lockDefaultToken: true,
      planCode: 'gold',
      disableApplePay: true,
      disableGooglePay: true,
      settlementType: 'USDC',
      lockAmount: true,
      usePermit: false,
      transactionSigner: 'signer',
      authOnly: true,
      jwtToken: 'jwt',
      allowedPaymentMethods: ['card', 'crypto'],
      threeDsChallengePreference: 'Challenge',
      destinationAuthKey: 'dak',
    })
    expect(errors).toEqual([])
    expect(query).toEqual({
      pubkey: 'So1anaKey',
      sessionKey: 'sk',
      transaction: 'tx58',
      token: 'mint',
      amount: '25',
      presentment: 'GBP',
      email: 'a@b.c',
      supportEmail: 's@b.c',
      tokens: ['t1', 't2'],
      loaderBackground: '#000',
      useHeightChange: 'h1',
      bankAccountLinkRedirect: 'https://back',
      deviceId: 'dev',
      merchantCss: 'https://css',
      color: 'white',
      rent: '5000',
      nativeSolToConvert: '10',
      lockDefaultToken: true,
      planCode: 'gold',
      disableApplePay: true,
      disableGooglePay: true,
      settlementType: 'USDC',
      lockAmount: true,
      usePermit: false,
      transactionSigner: 'signer',
      authOnly: true,
      jwtToken: 'jwt',
      allowedPaymentMethods: ['card', 'crypto'],
      threeDsChallengePreference: 'Challenge',
      destinationAuthKey: 'dak',
    })
  })

  it('defaults the currency of cents to USD', () => {
    expect(decodeCheckoutQuery(new URLSearchParams('cents=5')).query.currency).toBe('USD')
  })

  it('refuses a currency outside the presentment list', () => {
    const { errors } = decodeCheckoutQuery(new URLSearchParams('cents=5&currency=JPY'))
    expect(errors).toEqual([expect.stringContaining('currency "JPY"')])
  })

  it('refuses a structured value that is not compressed JSON', () => {
    expect(decodeCheckoutQuery(new URLSearchParams('theme=%7B%22a%22%3A1%7D')).errors).toEqual([
      expect.stringContaining('theme'),
    ])
    const notJson = decodeCheckoutQuery(new URLSearchParams({ origins: compressValue('x').slice(0, -2) }))
    expect(notJson.errors).toEqual([expect.stringContaining('origins')])
    // Text lz-string throws on, rather than returning nothing.
    expect(decodeCheckoutQuery(new URLSearchParams('theme=zzzzzzzzzzzzz')).errors).toEqual([
      'theme is not a compressed JSON value',
    ])
  })

  it('refuses structured values of the wrong shape', () => {
    const cases: Record<string, unknown> = {
      theme: { style: 'round' },
      customerInfo: { dob: '10/12/1815' },
      additionalWallets: [{ wallet: 1 }],
      chargebackProtectionData: [{ productName: 'x', productType: 'car', quantity: 1 }],
      origins: ['https://shop.example/path'],
      webhookInfo: [1, 2],
    }
    for (const [name, value] of Object.entries(cases)) {
      const { errors, query } = decodeCheckoutQuery(new URLSearchParams({ [name]: compressValue(value) }))
      expect(errors, name).toEqual([expect.stringContaining(name)])
      expect(query, name).not.toHaveProperty(name)
    }
  })

  it('refuses malformed numbers, flags and catalogue values', () => {
    const { errors } = decodeCheckoutQuery(
      new URLSearchParams(
        'cents=1.5&amount=-3&rent=abc&lockAmount=yes&settlementType=Cash&threeDsChallengePreference=Always&allowedPaymentMethods=card,cash',
      ),
    )
    expect(errors).toHaveLength(7)
  })

  it('refuses cents and token together', () => {
    expect(decodeCheckoutQuery(new URLSearchParams('cents=5&token=mint&amount=1')).errors).toEqual([
      expect.stringContaining('not both'),
    ])
  })
})
