import { describe, expect, it } from 'vitest'
import {
  ButtonShapes,
  CardBrandNames,
  CardBrands,
  ItemClasses,
  PaymentMethods,
  PresentmentCurrencies,
  ProductTypes,
  SettlementTypes,
  ThreeDsChallengePreferences,
} from './catalogs'
import { Currencies } from './currencies'

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
    ])
    expect(Object.values(SettlementTypes)).toEqual(['Credits', 'USDC', 'Bank'])
    expect(Object.values(ButtonShapes)).toEqual(['rounded', 'sharp', 'pill'])
    expect(Object.values(ThreeDsChallengePreferences)).toEqual(['NoPreference', 'Frictionless', 'Challenge'])
    expect(Object.values(CardBrands)).toEqual(['VISA', 'MSTR', 'AMEX', 'DISC'])
    expect(CardBrandNames.MSTR).toBe('Mastercard')
    expect(Object.values(ItemClasses)).toEqual(['nft'])
    expect(Object.values(PresentmentCurrencies)).toEqual(['USD', 'EUR', 'GBP', 'BRL', 'CAD'])
  })

  it('lists every product type, virtual tickets named like their physical ones', () => {
    const types = Object.values(ProductTypes)
    expect(types).toHaveLength(23)
    for (const ticket of ['sportsTicket', 'eSportsTicket', 'musicTicket', 'conferenceTicket']) {
      expect(types).toContain(ticket)
      expect(types).toContain(`virtual${ticket[0]?.toUpperCase()}${ticket.slice(1)}`)
    }
    expect(types).toEqual(
      expect.arrayContaining(['DLC', 'moneyTopUpCartItem', 'inGameCurrency', 'fundACause']),
    )
  })

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(PaymentMethods)).toBe(true)
    expect(Object.isFrozen(Currencies)).toBe(true)
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
