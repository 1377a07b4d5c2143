import { compressValue } from '@portico/core/internal'
import { describe, expect, it } from 'vitest'
import { decodeCheckoutQuery } from './query'

// The newer parameters (hosted form, buttons, protection, cart items), written as the kit writes them: flags as `true`,
// lists comma-joined, zeroAuthorizationConfig as plain JSON, accountFundingTransaction lz-compressed.
const decode = (params: Record<string, string>) => decodeCheckoutQuery(new URLSearchParams(params))

const aft = {
  recipientAftInfo: {
    firstName: 'Ada',
    lastName: 'Lovelace',
    address1: '1 Main St',
    city: 'London',
    postalCode: 'N1',
    countryCode: 'GB',
    dateOfBirth: '18151210',
    phoneNumber: '447700900000',
  },
}

const price = { valueInCurrency: 25, currency: 'USD' }
const trip = {
  numberOfFlights: 2,
  numberOfCheckedBags: 1,
  firstWayDestination: 'LHR',
  isRoundTrip: true,
  highestClass: 'economy',
  isFlexibleTicket: false,
  wereExtrasPurchased: false,
}
const firstFlight = {
  numberOfTravelers: 1,
  departureTime: 1_760_000_000_000,
  departureAirport: 'JFK',
  duration: 7,
  flightNumber: 'PT1',
}
const lodging = {
  reservationId: 'R1',
  nights: 2,
  checkInDate: '2026-01-01',
  checkInHour: '15',
  hotel: { name: 'Inn', country: 'GB', city: 'London' },
  wereExtrasPurchased: false,
  isRefundable: true,
  highestRoomType: 'double',
  numberOfRooms: 1,
  numberOfGuests: 2,
  numberOfKids: 0,
}
/** One item of each chargeback-protection class. */
const CART_ITEMS = [
  { productName: 'Sword', productType: 'gaming', quantity: 1, listPrice: { valueInCurrency: 3 } },
  {
    itemClass: 'giftCard',
    productType: 'giftCard',
    id: 'g1',
    quantity: 1,
    itemFulfillment: 'digital',
    sellingPrice: price,
  },
  {
    itemClass: 'crypto',
    units: '0.5',
    cryptoCurrency: 'ETH',
    unitPrice: price,
    recipientInfo: { wallet: { address: '0xabc', blockchain: 'eth', custodialType: 'nonCustodial' } },
  },
  { itemClass: 'moneyTopUp', sellingPrice: price, topUpAmount: price, quantity: 1, isPresetAmount: true },
  { itemClass: 'travel', sellingPrice: price, lodging, pnr: 'ABC123', trip, firstFlight },
  { itemClass: 'flightTicket', sellingPrice: price, pnr: 'ABC123', trip, firstFlight },
  { itemClass: 'flightUpgrade', sellingPrice: price, upgradeType: 'other', description: 'legroom' },
  { itemClass: 'lodging', sellingPrice: price, ...lodging },
]

describe('decodeCheckoutQuery, the newer parameters', () => {
  it('decodes every new parameter', () => {
    const { query, errors } = decode({
      ownerOverride: 'Owner1',
      token: 'mint',
      amount: '25',
      useNativeSubtotal: 'true',
      bridgeId: 'bridge-1',
      presentment: 'JPY',
      bankLinkOnly: 'true',
      chargebackProtectionData: compressValue(CART_ITEMS),
      chargebackProtectionAccountType: 'business',
      color: 'black',
      redemptionCheck: 'true',
      zeroAuthorizationConfig: JSON.stringify({ cardToken: '424242TOKEN4242' }),
      partialUsdcChecked: 'true',
      allowedPaymentMethods: 'card,paypal,venmo,interac,wire,cashApp,apa',
      depositAmounts: '10,25.5,50',
      accountFundingTransaction: compressValue(aft),
      allowedWithdrawSpeeds: 'asap,same_day,crypto,swift',
      lat: '40.7128',
      lng: '-74.006',
      appReturnUrl: 'myapp://checkout/done',
    })
    expect(errors).toEqual([])
    expect(query).toEqual({
      ownerOverride: 'Owner1',
      token: 'mint',
      amount: '25',
      useNativeSubtotal: true,
      bridgeId: 'bridge-1',
      presentment: 'JPY',
      bankLinkOnly: true,
      chargebackProtectionData: CART_ITEMS,
      chargebackProtectionAccountType: 'business',
      color: 'black',
      redemptionCheck: true,
      zeroAuthorizationConfig: { cardToken: '424242TOKEN4242' },
      partialUsdcChecked: true,
      allowedPaymentMethods: ['card', 'paypal', 'venmo', 'interac', 'wire', 'cashApp', 'apa'],
      depositAmounts: [10, 25.5, 50],
      accountFundingTransaction: aft,
      allowedWithdrawSpeeds: ['asap', 'same_day', 'crypto', 'swift'],
      lat: 40.7128,
      lng: -74.006,
      appReturnUrl: 'myapp://checkout/done',
    })
  })

  it('takes a withdraw amount of 0 or with a fraction, and the deprecated zero-authorization flag', () => {
    expect(decode({ amount: '0' })).toEqual({ query: { amount: '0' }, errors: [] })
    expect(decode({ amount: '12.5', isZeroAuthorization: 'true' }).query).toEqual({
      amount: '12.5',
      isZeroAuthorization: true,
    })
    expect(
      decode({ zeroAuthorizationConfig: '{"disableSavedPaymentMethods":false}' }).query
        .zeroAuthorizationConfig,
    ).toEqual({ disableSavedPaymentMethods: false })
  })

  it('accepts the new theme fields', () => {
    const theme = {
      cardBackground: '#fff',
      fontSize: 14,
      fontWeight: '600',
      cardNumberPlaceholder: 'Card',
      cvvPlaceholder: 'Code',
      expirationPlaceholder: 'MM / YY',
      placeholderColor: '#999',
      showCardIcon: false,
    }
    expect(decode({ theme: compressValue(theme) })).toEqual({ query: { theme }, errors: [] })
  })

  const bad: Array<[string, Record<string, string>, string]> = [
    ['zeroAuthorizationConfig that is not JSON', { zeroAuthorizationConfig: '{cardToken:' }, 'is not JSON'],
    [
      'zeroAuthorizationConfig compressed instead of plain',
      { zeroAuthorizationConfig: compressValue({ cardToken: 't' }) },
      'zeroAuthorizationConfig is not JSON',
    ],
    [
      'zeroAuthorizationConfig with both choices',
      { zeroAuthorizationConfig: '{"cardToken":"t","disableSavedPaymentMethods":true}' },
      'must be {disableSavedPaymentMethods} or {cardToken}',
    ],
    [
      'zeroAuthorizationConfig with a non-boolean choice',
      { zeroAuthorizationConfig: '{"disableSavedPaymentMethods":"yes"}' },
      'disableSavedPaymentMethods must be true or false',
    ],
    ['lat without lng', { lat: '40.7' }, 'lat and lng are given together'],
    ['lng without lat', { lng: '-74' }, 'lat and lng are given together'],
    ['a latitude out of range', { lat: '91', lng: '0' }, 'lat 91 is not a latitude'],
    ['a non-numeric coordinate', { lat: 'north', lng: '1' }, 'lat must be a number'],
    ['non-numeric depositAmounts', { depositAmounts: '10,ten,50' }, 'depositAmounts must be numbers'],
    ['a deposit amount of 0', { depositAmounts: '0,25' }, 'depositAmounts must be numbers above 0'],
    ['an unknown withdraw speed', { allowedWithdrawSpeeds: 'asap,warp' }, 'allowedWithdrawSpeeds "warp"'],
    [
      'an unknown account type',
      { chargebackProtectionAccountType: 'vip' },
      'chargebackProtectionAccountType "vip" is not one of guest, private, business',
    ],
    ['a colour other than white or black', { color: 'red' }, 'color "red" is not one of white, black'],
    ['an unknown payment method', { allowedPaymentMethods: 'card,cheque' }, 'allowedPaymentMethods "cheque"'],
    ['a flag that is not true or false', { redemptionCheck: 'yes' }, 'redemptionCheck must be true or false'],
    ['a negative withdraw amount', { amount: '-5' }, 'amount must be 0 or more'],
    ['a fractional token amount', { token: 'mint', amount: '1.5' }, 'whole number of base units'],
    ['an unknown presentment currency', { presentment: 'XYZ' }, 'presentment "XYZ"'],
    [
      'an app return URL that is not a URL',
      { appReturnUrl: 'back home' },
      'appReturnUrl must be an absolute URL',
    ],
    [
      'a recipient without a 2-letter country',
      {
        accountFundingTransaction: compressValue({
          recipientAftInfo: { ...aft.recipientAftInfo, countryCode: 'GBR' },
        }),
      },
      'accountFundingTransaction.recipientAftInfo.countryCode must be a 2-letter country code',
    ],
    [
      'a recipient date of birth that is not YYYYMMDD',
      {
        accountFundingTransaction: compressValue({
          recipientAftInfo: { ...aft.recipientAftInfo, dateOfBirth: '1815-12-10' },
        }),
      },
      'dateOfBirth must be 8 digits',
    ],
    [
      'a theme field of the wrong type',
      { theme: compressValue({ showCardIcon: 'no' }) },
      'theme.showCardIcon',
    ],
  ]
  it.each(bad)('refuses %s', (_, params, message) => {
    const { errors } = decode(params)
    expect(errors).toEqual([expect.stringContaining(message)])
  })

  const badItems: Array<[string, unknown, string]> = [
    [
      'an unknown item class',
      { itemClass: 'car', sellingPrice: price },
      'itemClass "car" is not one of nft, giftCard',
    ],
    [
      'a gift card without its fulfilment',
      { ...CART_ITEMS[1], itemFulfillment: undefined },
      'itemFulfillment is required',
    ],
    [
      'a crypto item without its recipient',
      { ...CART_ITEMS[2], recipientInfo: undefined },
      'recipientInfo is required',
    ],
    [
      'a crypto symbol in lower case',
      { ...CART_ITEMS[2], cryptoCurrency: 'eth' },
      'cryptoCurrency must be an uppercase symbol',
    ],
    [
      'a flight to a 4-letter airport',
      { ...CART_ITEMS[5], trip: { ...trip, firstWayDestination: 'EGLL' } },
      'IATA',
    ],
    [
      'an upgrade "other" without a description',
      { ...CART_ITEMS[6], description: undefined },
      'description is required',
    ],
    [
      'a lodging check-in hour of 24',
      { ...CART_ITEMS[7], checkInHour: '24' },
      'checkInHour must be two digits',
    ],
    ['a lodging of 0 nights', { ...CART_ITEMS[7], nights: 0 }, 'nights must be a whole number >= 1'],
    [
      'a price without its currency',
      { ...CART_ITEMS[3], topUpAmount: { valueInCurrency: 5 } },
      'topUpAmount.currency is required',
    ],
    ['an nft item of an unknown product type', { ...CART_ITEMS[0], productType: 'car' }, 'productType "car"'],
  ]
  it.each(badItems)('refuses a cart item with %s', (_, item, message) => {
    const { errors } = decode({ chargebackProtectionData: compressValue([item]) })
    expect(errors).toEqual([expect.stringContaining(`chargebackProtectionData[0]`)])
    expect(errors[0]).toContain(message)
  })
})
