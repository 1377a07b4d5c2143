import LZString from 'lz-string'
import { afterEach, describe, expect, it } from 'vitest'
import { Blockchains } from '../catalogs/catalogs'
import { BlockchainNotSupportedError, InvalidOptionError } from '../errors/checkout-errors'
import { definePlugin } from '../plugins/plugin'
import { lendSignals } from '../protection/device'
import { buildBankLinkUrl } from './bank-link-url'
import { buildCheckoutUrl, type CheckoutUrlOptions, checkoutRoute } from './checkout-url'
import { buildPaymentIntentUrl } from './payment-intent-url'

const decompress = (text: string | null) =>
  JSON.parse(LZString.decompressFromEncodedURIComponent(text ?? '') ?? 'null')
const params = (url: string) => new URL(url).searchParams
// lz-string's URI-safe text, as a query value: its `+` and `$` are percent-encoded there.
const lz = (value: unknown) =>
  encodeURIComponent(LZString.compressToEncodedURIComponent(JSON.stringify(value)))

// The checkout's own order of its URL parameters (the withdraw amount is left out here: a token price writes `amount`).
const ORDER = `
  pubkey ownerOverride sessionKey transaction cents currency useNativeSubtotal bridgeId
  presentment webhookInfo theme customerInfo email supportEmail tokens loaderBackground
  useHeightChange bankAccountLinkRedirect bankLinkOnly additionalWallets chargebackProtectionData
  chargebackProtectionAccountType deviceId merchantCss color rent redemptionCheck
  nativeSolToConvert lockDefaultToken planCode disableApplePay disableGooglePay settlementType
  amount lockAmount usePermit transactionSigner authOnly zeroAuthorizationConfig
  partialUsdcChecked jwtToken origins allowedPaymentMethods depositAmounts
  threeDsChallengePreference destinationAuthKey accountFundingTransaction allowedWithdrawSpeeds
  lat lng appReturnUrl
`
  .trim()
  .split(/\s+/)

const aft = {
  recipientAftInfo: {
    firstName: 'Ada',
    lastName: 'Lovelace',
    address1: '12 St James Sq',
    city: 'London',
    postalCode: 'SW1Y 4JH',
    countryCode: 'GB',
    dateOfBirth: '18151210',
    phoneNumber: '442071234567',
  },
}

const everything = {
  pubkey: 'Wallet1',
  ownerOverride: 'Owner1',
  sessionKey: 'sess',
  transaction: 'tx58',
  subtotal: { cents: 1999, currency: 'EUR' as const },
  useNativeSubtotal: true,
  bridgeId: 'bridge-1',
  presentment: 'GBP' as const,
  webhookInfo: { order: 42, big: 10n ** 20n },
  theme: { primary: '#000', style: 'pill' as const },
  customerInfo: { firstName: 'Ada', lastName: 'Lovelace', dob: '1815-12-10' },
  email: 'a@b.c',
  supportEmail: 's@b.c',
  tokens: ['USDC', 'EURC'],
  loaderBackground: '#fff',
  heightChangeId: 'h1',
  bankAccountLinkRedirect: 'https://m.test/back',
  bankLinkOnly: true,
  additionalWallets: [{ wallet: '0xabc', blockchain: 'eth' }],
  chargebackProtectionData: [{ productName: 'Sword', productType: 'inGameProduct' as const, quantity: 1 }],
  chargebackProtectionAccountType: 'guest' as const,
  deviceId: 'dev',
  merchantCss: 'https://m.test/c.css',
  color: 'black' as const,
  rent: { lamports: 2039280 },
  redemptionCheck: true,
  nativeSolToConvert: { lamports: 5n },
  lockDefaultToken: true,
  planCode: 'gold',
  disableApplePay: true,
  disableGooglePay: true,
  settlementType: 'USDC' as const,
  amount: 0,
  lockAmount: true,
  usePermit: false,
  transactionSigner: 'signer',
  authOnly: true,
  zeroAuthorizationConfig: { cardToken: 'card-tok' },
  isZeroAuthorization: true,
  partialUsdcChecked: true,
  jwtToken: 'jwt',
  origins: ['https://m.test'],
  allowedPaymentMethods: ['card', 'ach'] as const,
  depositAmounts: [10, 25, 50],
  threeDsChallengePreference: 'Challenge' as const,
  destinationAuthKey: 'dak',
  accountFundingTransaction: aft,
  allowedWithdrawSpeeds: ['same_day', 'crypto'] as const,
  userLocation: { lat: 40.7128, lng: -74.006 },
  appReturnUrl: 'shop://done',
}

describe('buildCheckoutUrl', () => {
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'window')
  })

  it('defaults to the production checkout on solana with no parameters', () => {
    expect(buildCheckoutUrl({})).toBe('https://coinflow.cash/solana')
  })

  it('builds {base}/{routePrefix}/{blockchain}{route}', () => {
    const url = buildCheckoutUrl({
      env: 'sandbox',
      routePrefix: 'solana-pay',
      blockchain: 'eth',
      route: '/purchase-v2/m1',
    })
    expect(url).toBe('https://sandbox.coinflow.cash/solana-pay/eth/purchase-v2/m1')
    expect(
      buildCheckoutUrl({ baseUrl: 'http://127.0.0.1:9/', blockchain: 'user', route: 'withdraw/m' }),
    ).toBe('http://127.0.0.1:9/user/withdraw/m')
  })

  it('writes every parameter in the checkout order', () => {
    expect([...params(buildCheckoutUrl(everything)).keys()]).toEqual(ORDER)
  })

  it('writes a token price before the new ones, its amount once, in the checkout order', () => {
    const url = buildCheckoutUrl({ ...everything, subtotal: { token: 'Mint1', amount: 9n }, amount: 7 })
    const keys = [...params(url).keys()]
    expect(keys.slice(0, 7)).toEqual([
      'pubkey',
      'ownerOverride',
      'sessionKey',
      'transaction',
      'token',
      'amount',
      'useNativeSubtotal',
    ])
    expect(keys.filter((k) => k === 'amount')).toHaveLength(1)
    expect(params(url).get('amount')).toBe('9')
    expect(keys).not.toContain('isZeroAuthorization')
  })

  // Each new parameter alone (with a neighbour where the position is the point), as the wire must carry it:
  // expected strings derived by hand from the checkout's parameter order and form URL-encoding (`{` %7B, `"` %22, `:` %3A,
  // `,` %2C, `/` %2F, `?` %3F, `=` %3D, space +).
  it.each<[string, CheckoutUrlOptions, string]>([
    ['ownerOverride after pubkey', { pubkey: 'W', ownerOverride: 'Owner1' }, 'pubkey=W&ownerOverride=Owner1'],
    [
      'useNativeSubtotal after the price',
      { cents: 5, useNativeSubtotal: true },
      'cents=5&currency=USD&useNativeSubtotal=true',
    ],
    ['useNativeSubtotal false', { useNativeSubtotal: false }, ''],
    [
      'bridgeId before presentment',
      { bridgeId: 'br 1', presentment: 'EUR' },
      'bridgeId=br+1&presentment=EUR',
    ],
    ['presentment in any currency', { presentment: 'JPY' }, 'presentment=JPY'],
    [
      'bankLinkOnly after bankAccountLinkRedirect',
      { bankAccountLinkRedirect: 'https://m.test/b', bankLinkOnly: true },
      'bankAccountLinkRedirect=https%3A%2F%2Fm.test%2Fb&bankLinkOnly=true',
    ],
    ['bankLinkOnly false', { bankLinkOnly: false }, ''],
    [
      'chargebackProtectionAccountType before deviceId',
      { chargebackProtectionAccountType: 'business', deviceId: 'd1' },
      'chargebackProtectionAccountType=business&deviceId=d1',
    ],
    ['color', { color: 'white' }, 'color=white'],
    [
      'redemptionCheck between rent and nativeSolToConvert',
      { rent: { lamports: 1 }, redemptionCheck: true, nativeSolToConvert: { lamports: 2 } },
      'rent=1&redemptionCheck=true&nativeSolToConvert=2',
    ],
    ['redemptionCheck false', { redemptionCheck: false }, ''],
    ['withdraw amount', { amount: 12.5 }, 'amount=12.5'],
    ['withdraw amount 0 is sent', { amount: 0 }, 'amount=0'],
    ['withdraw amount as text', { amount: '0.10' }, 'amount=0.10'],
    [
      'withdraw amount between settlementType and lockAmount',
      { settlementType: 'Bank', amount: 3, lockAmount: true },
      'settlementType=Bank&amount=3&lockAmount=true',
    ],
    [
      'withdraw amount after a cents price',
      { subtotal: { cents: 100 }, amount: 0 },
      'cents=100&currency=USD&amount=0',
    ],
    [
      'a token price writes amount once',
      { subtotal: { token: 'T', amount: 5 }, amount: 7 },
      'token=T&amount=5',
    ],
    ['token shorthand', { token: 'T', amount: 5 }, 'token=T&amount=5'],
    [
      'zeroAuthorizationConfig as plain JSON',
      { zeroAuthorizationConfig: { disableSavedPaymentMethods: true } },
      'zeroAuthorizationConfig=%7B%22disableSavedPaymentMethods%22%3Atrue%7D',
    ],
    [
      'zeroAuthorizationConfig with a card token',
      { zeroAuthorizationConfig: { cardToken: 'tok 1' } },
      'zeroAuthorizationConfig=%7B%22cardToken%22%3A%22tok+1%22%7D',
    ],
    [
      'zeroAuthorizationConfig wins over isZeroAuthorization',
      { zeroAuthorizationConfig: { disableSavedPaymentMethods: false }, isZeroAuthorization: true },
      'zeroAuthorizationConfig=%7B%22disableSavedPaymentMethods%22%3Afalse%7D',
    ],
    [
      'isZeroAuthorization without a config',
      { authOnly: true, isZeroAuthorization: true },
      'authOnly=true&isZeroAuthorization=true',
    ],
    ['isZeroAuthorization false', { isZeroAuthorization: false }, ''],
    [
      'partialUsdcChecked before jwtToken',
      { partialUsdcChecked: true, jwtToken: 'j' },
      'partialUsdcChecked=true&jwtToken=j',
    ],
    ['partialUsdcChecked false', { partialUsdcChecked: false }, ''],
    [
      'depositAmounts between allowedPaymentMethods and threeDsChallengePreference',
      {
        allowedPaymentMethods: ['card', 'venmo'],
        depositAmounts: [10, 25.5, 50],
        threeDsChallengePreference: 'Frictionless',
      },
      'allowedPaymentMethods=card%2Cvenmo&depositAmounts=10%2C25.5%2C50&threeDsChallengePreference=Frictionless',
    ],
    [
      'accountFundingTransaction compressed, after destinationAuthKey',
      { destinationAuthKey: 'k', accountFundingTransaction: aft },
      `destinationAuthKey=k&accountFundingTransaction=${lz(aft)}`,
    ],
    [
      'allowedWithdrawSpeeds',
      { allowedWithdrawSpeeds: ['same_day', 'crypto'] },
      'allowedWithdrawSpeeds=same_day%2Ccrypto',
    ],
    [
      'userLocation as lat and lng',
      { userLocation: { lat: -33.8688, lng: 151.2093 } },
      'lat=-33.8688&lng=151.2093',
    ],
    ['userLocation at 0, 0', { userLocation: { lat: 0, lng: 0 } }, 'lat=0&lng=0'],
    [
      'appReturnUrl last',
      { userLocation: { lat: 1, lng: 2 }, appReturnUrl: 'myapp://done?x=1' },
      'lat=1&lng=2&appReturnUrl=myapp%3A%2F%2Fdone%3Fx%3D1',
    ],
    [
      'empty lists, as the checkout kit writes them',
      { tokens: [], allowedPaymentMethods: [], depositAmounts: [], allowedWithdrawSpeeds: [] },
      'tokens=&allowedPaymentMethods=&depositAmounts=&allowedWithdrawSpeeds=',
    ],
    ['an empty string is left out', { ownerOverride: '', bridgeId: '', appReturnUrl: '' }, ''],
  ])('%s', (_name, options, query) => {
    expect(buildCheckoutUrl(options)).toBe(`https://coinflow.cash/solana${query ? `?${query}` : ''}`)
  })

  it('is byte-for-byte deterministic', () => {
    expect(buildCheckoutUrl({ ...everything })).toBe(buildCheckoutUrl(structuredClone(everything)))
  })

  it('compresses structured values with lz-string, writing bigint as decimal text', () => {
    const q = params(buildCheckoutUrl(everything))
    expect(decompress(q.get('webhookInfo'))).toEqual({ order: 42, big: '100000000000000000000' })
    expect(decompress(q.get('theme'))).toEqual(everything.theme)
    expect(decompress(q.get('customerInfo'))).toEqual(everything.customerInfo)
    expect(decompress(q.get('additionalWallets'))).toEqual(everything.additionalWallets)
    expect(decompress(q.get('chargebackProtectionData'))).toEqual(everything.chargebackProtectionData)
    expect(decompress(q.get('origins'))).toEqual(['https://m.test'])
    expect(decompress(q.get('accountFundingTransaction'))).toEqual(aft)
    // Plain JSON, not compressed.
    expect(q.get('zeroAuthorizationConfig')).toBe('{"cardToken":"card-tok"}')
    expect(q.get('theme')).toBe(LZString.compressToEncodedURIComponent(JSON.stringify(everything.theme)))
  })

  it('joins lists with commas and writes lamports as integers', () => {
    const q = params(buildCheckoutUrl(everything))
    expect(q.get('tokens')).toBe('USDC,EURC')
    expect(q.get('allowedPaymentMethods')).toBe('card,ach')
    expect(q.get('rent')).toBe('2039280')
    expect(q.get('nativeSolToConvert')).toBe('5')
    expect(q.get('useHeightChange')).toBe('h1')
  })

  it('sends flags only when true and usePermit only when false', () => {
    const off = params(
      buildCheckoutUrl({
        lockDefaultToken: false,
        disableApplePay: false,
        lockAmount: false,
        authOnly: false,
        usePermit: true,
        useNativeSubtotal: false,
        bankLinkOnly: false,
        redemptionCheck: false,
        isZeroAuthorization: false,
        partialUsdcChecked: false,
      }),
    )
    expect([...off.keys()]).toEqual([])
    const on = params(buildCheckoutUrl(everything))
    for (const flag of [
      'lockDefaultToken',
      'disableApplePay',
      'disableGooglePay',
      'lockAmount',
      'authOnly',
      'useNativeSubtotal',
      'bankLinkOnly',
      'redemptionCheck',
      'partialUsdcChecked',
    ])
      expect(on.get(flag)).toBe('true')
    expect(on.get('usePermit')).toBe('false')
  })

  it('defaults the currency to USD and keeps zero cents', () => {
    expect(params(buildCheckoutUrl({ subtotal: { cents: 0 } })).toString()).toBe('cents=0&currency=USD')
    expect(params(buildCheckoutUrl({ cents: 500, currency: 'CAD' })).toString()).toBe(
      'cents=500&currency=CAD',
    )
  })

  it('takes token + amount as the alternative to cents', () => {
    const q = params(
      buildCheckoutUrl({
        subtotal: { token: 'So11111111111111111111111111111111111111112', amount: 10n ** 18n },
      }),
    )
    expect(q.toString()).toBe('token=So11111111111111111111111111111111111111112&amount=1000000000000000000')
  })

  it("takes deviceId from a running purchase protection, else the page's initialised fraud SDK", () => {
    // The vendor's SDK gives no id until its init has run (null), and Portico takes none from it then.
    let sdkId: string | null = null
    Object.assign(globalThis, { window: { nSureSDK: { getDeviceId: () => sdkId } } })
    expect(params(buildCheckoutUrl({})).has('deviceId')).toBe(false)
    sdkId = 'merchant-initialised'
    expect(params(buildCheckoutUrl({})).get('deviceId')).toBe('merchant-initialised')
    const stop = lendSignals({ deviceId: 'from-protection', sessionId: 'session-1' })
    try {
      expect(params(buildCheckoutUrl({})).get('deviceId')).toBe('from-protection')
      expect(params(buildCheckoutUrl({ deviceId: 'given' })).get('deviceId')).toBe('given')
      // Portico's own addition, after every checkout parameter.
      expect([...params(buildCheckoutUrl({ cents: 1 })).keys()].at(-1)).toBe('protectionSessionId')
      expect([...params(buildPaymentIntentUrl({ paymentIntentId: 'pi' })).keys()].at(-1)).toBe(
        'protectionSessionId',
      )
    } finally {
      stop()
    }
    sdkId = null
    expect(params(buildCheckoutUrl({})).has('deviceId')).toBe(false)
    expect(params(buildCheckoutUrl({})).has('protectionSessionId')).toBe(false)
  })

  it("never takes deviceId from the host page's own URL", () => {
    Object.assign(globalThis, {
      window: { location: new URL('https://shop.test/pay?deviceId=from-a-link'), nSureSDK: undefined },
    })
    expect(params(buildCheckoutUrl({})).has('deviceId')).toBe(false)
    expect(params(buildPaymentIntentUrl({ paymentIntentId: 'pi' })).has('deviceId')).toBe(false)
    expect(params(buildBankLinkUrl({ merchantId: 'm' })).has('deviceId')).toBe(false)
  })

  it('rejects unknown blockchains unless a plugin serves them', () => {
    expect(() => buildCheckoutUrl({ blockchain: 'tron' as 'eth' })).toThrow(BlockchainNotSupportedError)
    expect(() => buildCheckoutUrl({ blockchain: 'tron' as 'eth' })).toThrow('blockchain not supported')
    const tron = definePlugin<string>({
      name: 'tron',
      blockchains: ['tron'],
      walletAddress: (w) => w,
      handlers: () => ({}),
    })
    expect(buildCheckoutUrl({ blockchain: 'tron' as 'eth', plugins: [tron] })).toBe(
      'https://coinflow.cash/tron',
    )
    for (const seed of Object.values(Blockchains))
      expect(buildCheckoutUrl({ blockchain: seed })).toBe(`https://coinflow.cash/${seed}`)
  })

  it.each([
    [{ presentment: 'EURO' }, 'presentment'],
    [{ presentment: 'usd' }, 'presentment'],
    [{ color: 'red' }, 'color'],
    [{ chargebackProtectionAccountType: 'vip' }, 'chargebackProtectionAccountType'],
    [{ allowedWithdrawSpeeds: ['asap', 'teleport'] }, 'allowedWithdrawSpeeds'],
    [{ allowedPaymentMethods: ['toString'] }, 'allowedPaymentMethods'],
    [{ depositAmounts: [10, 0] }, 'depositAmounts'],
    [{ depositAmounts: [Number.POSITIVE_INFINITY] }, 'depositAmounts'],
    [{ depositAmounts: ['10'] }, 'depositAmounts'],
    [{ amount: -1 }, 'amount'],
    [{ amount: Number.NaN }, 'amount'],
    [{ amount: '1e3' }, 'amount'],
    [{ userLocation: { lat: 91, lng: 0 } }, 'userLocation'],
    [{ userLocation: { lat: 0, lng: -181 } }, 'userLocation'],
    [{ userLocation: { lat: '1', lng: 2 } }, 'userLocation'],
    [{ userLocation: null }, 'userLocation'],
    [{ zeroAuthorizationConfig: {} }, 'zeroAuthorizationConfig'],
    [{ zeroAuthorizationConfig: { cardToken: '' } }, 'zeroAuthorizationConfig'],
    [{ zeroAuthorizationConfig: { disableSavedPaymentMethods: 'yes' } }, 'zeroAuthorizationConfig'],
    [{ accountFundingTransaction: 'aft' }, 'accountFundingTransaction'],
    [{ accountFundingTransaction: { recipientAftInfo: { firstName: 'A' } } }, 'accountFundingTransaction'],
    [
      { accountFundingTransaction: { recipientAftInfo: { ...aft.recipientAftInfo, countryCode: 'GBR' } } },
      'accountFundingTransaction',
    ],
    [
      {
        accountFundingTransaction: {
          recipientAftInfo: { ...aft.recipientAftInfo, dateOfBirth: '1815-12-10' },
        },
      },
      'accountFundingTransaction',
    ],
    [
      { accountFundingTransaction: { recipientAftInfo: { ...aft.recipientAftInfo, phoneNumber: '+44 20' } } },
      'accountFundingTransaction',
    ],
    [{ settlementType: 'Cash' }, 'settlementType'],
    [{ threeDsChallengePreference: 'Always' }, 'threeDsChallengePreference'],
    [{ allowedPaymentMethods: ['card', 'cheque'] }, 'allowedPaymentMethods'],
    [{ subtotal: { cents: -1 } }, 'cents'],
    [{ subtotal: { cents: 10.5 } }, 'cents'],
    [{ cents: Number.NaN }, 'cents'],
    [{ subtotal: { cents: 1, currency: 'dollars' } }, 'currency'],
  ])('rejects %j with an error naming %s', (options, option) => {
    const build = () => buildCheckoutUrl(options as never)
    expect(build).toThrow(InvalidOptionError)
    expect(build).toThrow(option)
  })
})

describe('buildCheckoutUrl: what an invalid option says', () => {
  it('names the option and the value, and points at the page that says what it accepts', () => {
    let thrown: unknown
    try {
      buildCheckoutUrl({ userLocation: { lat: 91, lng: 0 } })
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(InvalidOptionError)
    const error = thrown as InvalidOptionError
    expect(error.message).toBe('Invalid userLocation: {"lat":91,"lng":0}')
    expect(error.option).toBe('userLocation')
    expect(error.docs).toBe('@portico/core/docs/errors.md#invalid_option')
  })

  it('shows a value JSON cannot write (a bigint inside) as text instead of throwing something else', () => {
    const build = () => buildCheckoutUrl({ userLocation: { lat: 1n, lng: 0 } } as never)
    expect(build).toThrow(InvalidOptionError)
    expect(build).toThrow('Invalid userLocation: [object Object]')
  })
})

describe('buildCheckoutUrl: amounts as bigint', () => {
  it('takes a bigint withdraw amount and rejects a negative one', () => {
    expect(buildCheckoutUrl({ amount: 10n ** 20n })).toBe(
      'https://coinflow.cash/solana?amount=100000000000000000000',
    )
    expect(() => buildCheckoutUrl({ amount: -5n })).toThrow(InvalidOptionError)
  })
})

describe('the height tag', () => {
  // A page without types may still pass the URL's name as an option: it is not an option, so not read.
  const urlName = { useHeightChange: 'old' } as object
  const pages = {
    checkout: (o: object) => buildCheckoutUrl({ route: checkoutRoute('purchase', 'm'), ...o }),
    'bank link': (o: object) => buildBankLinkUrl({ merchantId: 'm', ...o }),
    'payment intent': (o: object) => buildPaymentIntentUrl({ paymentIntentId: 'pi_1', ...o }),
  }

  it.each(Object.entries(pages))(
    'is heightChangeId, written as useHeightChange on the %s URL',
    (_, build) => {
      expect(params(build({ heightChangeId: 'h7' })).getAll('useHeightChange')).toEqual(['h7'])
      expect(params(build({ ...urlName, heightChangeId: 'h7' })).getAll('useHeightChange')).toEqual(['h7'])
      expect(params(build(urlName)).has('useHeightChange')).toBe(false)
    },
  )
})

describe('checkoutRoute', () => {
  it('maps each page to its route and encodes the merchant id', () => {
    expect(checkoutRoute('purchase', 'm1')).toBe('/purchase-v2/m1')
    expect(checkoutRoute('withdraw', 'm1')).toBe('/withdraw/m1')
    expect(checkoutRoute('purchase-history', 'm1')).toBe('/history/purchase/m1')
    expect(checkoutRoute('withdraw-history', 'a/b')).toBe('/history/withdraw/a%2Fb')
  })
})

describe('buildBankLinkUrl', () => {
  it('opens {base}/{blockchain}/checkout-link/{merchantId} with bankLinkOnly=true and no pubkey', () => {
    expect(buildBankLinkUrl({ merchantId: 'm', sessionKey: 'sk', heightChangeId: 'h1' })).toBe(
      'https://coinflow.cash/solana/checkout-link/m?sessionKey=sk&useHeightChange=h1&bankLinkOnly=true',
    )
  })

  it('writes exactly its nine parameters in the checkout order, whatever else it is given', () => {
    const theme = { primary: '#000' }
    const customerInfo = { name: 'Ada L' }
    const url = buildBankLinkUrl({
      ...(everything as object),
      env: 'sandbox',
      blockchain: 'eth',
      merchantId: 'shop/1',
      sessionKey: 'sk',
      theme,
      customerInfo,
      email: 'a@b.c',
      loaderBackground: '#fff',
      heightChangeId: 'h1',
      deviceId: 'dev',
      merchantCss: 'https://m.test/c.css',
    } as Parameters<typeof buildBankLinkUrl>[0])
    expect(url).toBe(
      'https://sandbox.coinflow.cash/eth/checkout-link/shop%2F1' +
        `?sessionKey=sk&theme=${lz(theme)}&customerInfo=${lz(customerInfo)}&email=a%40b.c` +
        '&loaderBackground=%23fff&useHeightChange=h1&bankLinkOnly=true&deviceId=dev' +
        '&merchantCss=https%3A%2F%2Fm.test%2Fc.css',
    )
  })

  it('rejects a blockchain no plugin serves', () => {
    expect(() => buildBankLinkUrl({ merchantId: 'm', blockchain: 'tron' as 'eth' })).toThrow(
      BlockchainNotSupportedError,
    )
  })
})

describe('buildPaymentIntentUrl', () => {
  it('opens {base}/intents/checkout/{id}, with no blockchain segment', () => {
    expect(buildPaymentIntentUrl({ paymentIntentId: 'pi_1', heightChangeId: 'h', deviceId: 'd' })).toBe(
      'https://coinflow.cash/intents/checkout/pi_1?deviceId=d&useHeightChange=h',
    )
  })

  it('writes exactly its seven parameters in its own order, whatever else it is given', () => {
    const theme = { background: '#111' }
    const origins = ['https://m.test']
    const url = buildPaymentIntentUrl({
      ...(everything as object),
      env: 'local',
      paymentIntentId: 'pi 2',
      theme,
      loaderBackground: '#fff',
      heightChangeId: 'h1',
      color: 'white',
      merchantCss: 'c.css',
      deviceId: 'dev',
      origins,
    } as Parameters<typeof buildPaymentIntentUrl>[0])
    expect(url).toBe(
      `http://localhost:3000/intents/checkout/pi%202?origins=${lz(origins)}&deviceId=dev&merchantCss=c.css` +
        `&color=white&loaderBackground=%23fff&useHeightChange=h1&theme=${lz(theme)}`,
    )
  })

  it.each([[''], [undefined], [7]])('rejects the payment intent id %j', (paymentIntentId) => {
    expect(() => buildPaymentIntentUrl({ paymentIntentId } as never)).toThrow(InvalidOptionError)
    expect(() => buildPaymentIntentUrl({ paymentIntentId } as never)).toThrow('paymentIntentId')
  })

  it('rejects a colour the checkout does not draw', () => {
    expect(() => buildPaymentIntentUrl({ paymentIntentId: 'pi', color: 'red' as 'white' })).toThrow('color')
  })
})
