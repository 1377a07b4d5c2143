import LZString from 'lz-string'
import { afterEach, describe, expect, it } from 'vitest'
import { BlockchainNotSupportedError, InvalidOptionError } from '../errors/checkout-errors'
import { definePlugin } from '../plugins/plugin'
import { lendSignals } from '../protection/device'
import { buildCheckoutUrl, checkoutRoute } from './checkout-url'

const decompress = (text: string | null) =>
  JSON.parse(LZString.decompressFromEncodedURIComponent(text ?? '') ?? 'null')
const params = (url: string) => new URL(url).searchParams

const ORDER = [
  'pubkey',
  'sessionKey',
  'transaction',
  'cents',
  'currency',
  'presentment',
  'webhookInfo',
  'theme',
  'customerInfo',
  'email',
  'supportEmail',
  'tokens',
  'loaderBackground',
  'useHeightChange',
  'bankAccountLinkRedirect',
  'additionalWallets',
  'chargebackProtectionData',
  'deviceId',
  'merchantCss',
  'color',
  'rent',
  'nativeSolToConvert',
  'lockDefaultToken',
  'planCode',
  'disableApplePay',
  'disableGooglePay',
  'settlementType',
  'lockAmount',
  'usePermit',
  'transactionSigner',
  'authOnly',
  'jwtToken',
  'origins',
  'allowedPaymentMethods',
  'threeDsChallengePreference',
  'destinationAuthKey',
]

const everything = {
  pubkey: 'Wallet1',
  sessionKey: 'sess',
  transaction: 'tx58',
  subtotal: { cents: 1999, currency: 'EUR' as const },
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
  additionalWallets: [{ wallet: '0xabc', blockchain: 'eth' }],
  chargebackProtectionData: [{ productName: 'Sword', productType: 'inGameProduct' as const, quantity: 1 }],
  deviceId: 'dev',
  merchantCss: 'https://m.test/c.css',
  color: 'red',
  rent: { lamports: 2039280 },
  nativeSolToConvert: { lamports: 5n },
  lockDefaultToken: true,
  planCode: 'gold',
  disableApplePay: true,
  disableGooglePay: true,
  settlementType: 'USDC' as const,
  lockAmount: true,
  usePermit: false,
  transactionSigner: 'signer',
  authOnly: true,
  jwtToken: 'jwt',
  origins: ['https://m.test'],
  allowedPaymentMethods: ['card', 'ach'] as const,
  threeDsChallengePreference: 'Challenge' as const,
  destinationAuthKey: 'dak',
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
      }),
    )
    expect([...off.keys()]).toEqual([])
    const on = params(buildCheckoutUrl(everything))
    for (const flag of ['lockDefaultToken', 'disableApplePay', 'disableGooglePay', 'lockAmount', 'authOnly'])
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

  it('takes deviceId from a running purchase protection, never from a fraud SDK it did not initialise', () => {
    Object.assign(globalThis, { window: { nSureSDK: { getDeviceId: () => 'uninitialised-sdk' } } })
    expect(params(buildCheckoutUrl({})).has('deviceId')).toBe(false)
    const stop = lendSignals({ deviceId: 'from-protection', sessionId: 'session-1' })
    try {
      expect(params(buildCheckoutUrl({})).get('deviceId')).toBe('from-protection')
      expect(params(buildCheckoutUrl({ deviceId: 'given' })).get('deviceId')).toBe('given')
      // Portico's own addition, after every checkout parameter.
      expect([...params(buildCheckoutUrl({ cents: 1 })).keys()].at(-1)).toBe('protectionSessionId')
    } finally {
      stop()
    }
    expect(params(buildCheckoutUrl({})).has('deviceId')).toBe(false)
    expect(params(buildCheckoutUrl({})).has('protectionSessionId')).toBe(false)
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
    for (const seed of ['solana', 'polygon', 'eth', 'base', 'arbitrum', 'user'] as const)
      expect(buildCheckoutUrl({ blockchain: seed })).toBe(`https://coinflow.cash/${seed}`)
  })

  it.each([
    [{ presentment: 'JPY' }, 'presentment'],
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

describe('checkoutRoute', () => {
  it('maps each page to its route and encodes the merchant id', () => {
    expect(checkoutRoute('purchase', 'm1')).toBe('/purchase-v2/m1')
    expect(checkoutRoute('withdraw', 'm1')).toBe('/withdraw/m1')
    expect(checkoutRoute('purchase-history', 'm1')).toBe('/history/purchase/m1')
    expect(checkoutRoute('withdraw-history', 'a/b')).toBe('/history/withdraw/a%2Fb')
  })
})
