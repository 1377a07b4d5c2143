import { describe, expect, it } from 'vitest'
import {
  Blockchains,
  ButtonShapes,
  CardBrandNames,
  CardBrands,
  ChargebackProtectionAccountTypes,
  ItemClasses,
  LinkedAccountTypes,
  PaymentMethodNames,
  PaymentMethods,
  PresentmentCurrencies,
  ProductTypes,
  SettlementTypes,
  ThreeDsChallengePreferences,
  WithdrawCategories,
  WithdrawSpeeds,
} from './catalogs'
import { Currencies, getCurrencyDecimals } from './currencies'

describe('catalogues', () => {
  it('hold exactly the values the checkout understands', () => {
    expect(Object.values(PaymentMethods)).toEqual([
      'card',
      'ach',
      'fasterPayments',
      'sepa',
      'pix',
      'usdc',
      'googlePay',
      'applePay',
      'credits',
      'crypto',
      'wire',
      'cashApp',
      'apa',
      'paypal',
      'venmo',
      'interac',
    ])
    expect(Object.values(SettlementTypes)).toEqual(['Credits', 'USDC', 'Bank'])
    expect(Object.values(ButtonShapes)).toEqual(['rounded', 'sharp', 'pill'])
    expect(Object.values(ThreeDsChallengePreferences)).toEqual(['NoPreference', 'Frictionless', 'Challenge'])
    expect(Object.values(CardBrands)).toEqual(['VISA', 'MSTR', 'AMEX', 'DISC'])
    expect(CardBrandNames.MSTR).toBe('Mastercard')
    expect(Object.values(ItemClasses)).toEqual([
      'nft',
      'giftCard',
      'crypto',
      'moneyTopUp',
      'travel',
      'flightTicket',
      'flightUpgrade',
      'lodging',
    ])
    expect(Object.values(PresentmentCurrencies)).toEqual(['USD', 'EUR', 'GBP', 'BRL', 'CAD'])
    expect(Object.values(WithdrawSpeeds)).toEqual([
      'asap',
      'same_day',
      'standard',
      'card',
      'iban',
      'pix',
      'eft',
      'venmo',
      'paypal',
      'wire',
      'interac',
      'swift',
      'crypto',
    ])
    expect(Object.values(WithdrawCategories)).toEqual(['user', 'business', 'firstParty'])
    expect(Object.values(ChargebackProtectionAccountTypes)).toEqual(['guest', 'private', 'business'])
    expect(Object.values(LinkedAccountTypes)).toEqual([
      'bank',
      'card',
      'iban',
      'pix',
      'eft',
      'venmo',
      'paypal',
      'wire',
      'interac',
    ])
    expect(Object.values(Blockchains)).toEqual([
      'solana',
      'polygon',
      'eth',
      'base',
      'arbitrum',
      'monad',
      'tempo',
      'stellar',
      'user',
    ])
  })

  it('names every payment method as the checkout shows it', () => {
    expect(Object.keys(PaymentMethodNames)).toEqual(Object.values(PaymentMethods))
    expect(PaymentMethodNames).toMatchObject({
      ach: 'ACH',
      fasterPayments: 'Faster Payments',
      googlePay: 'Google Pay',
      wire: 'Wire Transfer',
      cashApp: 'CashApp',
      paypal: 'PayPal',
    })
  })

  it('lists every product type, virtual tickets named like their physical ones', () => {
    const types = Object.values(ProductTypes)
    // The checkout's 36 and the older moneyTopUpCartItem.
    expect(types).toHaveLength(37)
    expect(new Set(types).size).toBe(37)
    expect(types).toEqual(
      expect.arrayContaining(['digitalCollectibles', 'onlineCasino', 'cryptoOnramp', 'eBooks', 'gaming']),
    )
    for (const ticket of ['sportsTicket', 'eSportsTicket', 'musicTicket', 'conferenceTicket']) {
      expect(types).toContain(ticket)
      expect(types).toContain(`virtual${ticket[0]?.toUpperCase()}${ticket.slice(1)}`)
    }
    expect(types).toEqual(
      expect.arrayContaining(['DLC', 'moneyTopUpCartItem', 'inGameCurrency', 'fundACause']),
    )
  })

  it('cannot be changed at run time', () => {
    for (const catalog of [PaymentMethods, PaymentMethodNames, WithdrawSpeeds, ItemClasses, Currencies])
      expect(Object.isFrozen(catalog)).toBe(true)
  })
})

describe('ISO 4217 currencies', () => {
  it('carry the standard numeric codes', () => {
    const pairs = {
      USD: '840',
      EUR: '978',
      GBP: '826',
      BRL: '986',
      CAD: '124',
      JPY: '392',
      CHF: '756',
      INR: '356',
      MXN: '484',
      AUD: '036',
      ALL: '008',
      KWD: '414',
      ZAR: '710',
      CNY: '156',
      SEK: '752',
      XOF: '952',
    }
    for (const [code, numeric] of Object.entries(pairs))
      expect(Currencies[code as keyof typeof Currencies]).toBe(numeric)
  })

  it('are about 150 distinct three-letter codes with distinct three-digit numbers', () => {
    const entries = Object.entries(Currencies)
    expect(entries.length).toBeGreaterThanOrEqual(150)
    for (const [code, numeric] of entries) {
      expect(code).toMatch(/^[A-Z]{3}$/)
      expect(numeric).toMatch(/^\d{3}$/)
    }
    expect(new Set(Object.values(Currencies)).size).toBe(entries.length)
    for (const presentment of Object.values(PresentmentCurrencies))
      expect(Currencies).toHaveProperty(presentment)
  })
})

describe('getCurrencyDecimals', () => {
  it('counts 4, 3 or 0 decimals where the currency has them, 2 everywhere else', () => {
    expect(getCurrencyDecimals('CLF')).toBe(4)
    for (const code of ['BHD', 'IQD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND'])
      expect(getCurrencyDecimals(code)).toBe(3)
    for (const code of 'BIF CLP DJF GNF ISK JPY KMF PYG RWF UGX VND VUV XAF XOF XPF'.split(' '))
      expect(getCurrencyDecimals(code)).toBe(0)
    for (const code of ['USD', 'EUR', 'GBP', 'BRL', 'CAD', 'CHF', 'INR'])
      expect(getCurrencyDecimals(code)).toBe(2)
    const counted = Object.keys(Currencies).filter((code) => getCurrencyDecimals(code) !== 2)
    expect(counted).toHaveLength(23)
    // Names that are not currencies, inherited names included, get the default.
    expect(getCurrencyDecimals('constructor')).toBe(2)
    expect(getCurrencyDecimals('toString')).toBe(2)
  })
})
