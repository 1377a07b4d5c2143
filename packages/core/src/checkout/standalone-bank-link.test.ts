import { describe, expect, it } from 'vitest'
import { InvalidOptionError } from '../errors/checkout-errors'
import { buildBankLinkUrl } from './bank-link-url'
import { buildStandaloneBankLinkUrl, readBankLinkStatus } from './standalone-bank-link'

describe('buildStandaloneBankLinkUrl', () => {
  it("is the bank-link page without the embed's flag and heights, with callbackUrl last", () => {
    const url = buildStandaloneBankLinkUrl({
      env: 'sandbox',
      merchantId: 'shop',
      sessionKey: 'sk',
      email: 'a@b.test',
      deviceId: 'dev-1',
      callbackUrl: 'https://shop.test/bank/done?order=7',
    })
    expect(url).toBe(
      'https://sandbox.coinflow.cash/solana/checkout-link/shop?sessionKey=sk&email=a%40b.test&deviceId=dev-1' +
        '&callbackUrl=https%3A%2F%2Fshop.test%2Fbank%2Fdone%3Forder%3D7',
    )
  })

  it('keeps the parameters the embed gives the page, in its order', () => {
    const embedded = buildBankLinkUrl({
      env: 'local',
      merchantId: 'm',
      sessionKey: 'sk',
      merchantCss: 'x.css',
    })
    const standalone = buildStandaloneBankLinkUrl({
      env: 'local',
      merchantId: 'm',
      sessionKey: 'sk',
      merchantCss: 'x.css',
      callbackUrl: 'http://localhost:5173/done',
      ...({ heightChangeId: 'h1' } as object),
    })
    expect(embedded).toContain('bankLinkOnly=true')
    expect(standalone).toBe(
      'http://localhost:3000/solana/checkout-link/m?sessionKey=sk&merchantCss=x.css&callbackUrl=http%3A%2F%2Flocalhost%3A5173%2Fdone',
    )
  })

  it.each([
    ['a relative URL', '/done'],
    ['another scheme', 'javascript:alert(1)'],
    ['no URL', undefined],
  ])('refuses %s as callbackUrl with a typed error', (_what, callbackUrl) => {
    const build = () =>
      buildStandaloneBankLinkUrl({ merchantId: 'm', sessionKey: 'sk', callbackUrl: callbackUrl as string })
    expect(build).toThrow(InvalidOptionError)
    expect(build).toThrow(/callbackUrl/)
  })
})

describe('readBankLinkStatus', () => {
  it.each(['linked', 'canceled', 'failed'] as const)('reads %s', (status) => {
    expect(readBankLinkStatus(`https://shop.test/done?order=7&bankLinkStatus=${status}`)).toBe(status)
    expect(readBankLinkStatus(new URL(`https://shop.test/done?bankLinkStatus=${status}`))).toBe(status)
  })

  it('says nothing for a URL without a known status', () => {
    expect(readBankLinkStatus('https://shop.test/done')).toBeUndefined()
    expect(readBankLinkStatus('https://shop.test/done?bankLinkStatus=LINKED')).toBeUndefined()
    expect(readBankLinkStatus('https://shop.test/done?bankLinkStatus=')).toBeUndefined()
    expect(readBankLinkStatus('/done?bankLinkStatus=linked')).toBe('linked')
  })

  it('refuses text that is not a URL with a typed error', () => {
    expect(() => readBankLinkStatus('http://[')).toThrow(InvalidOptionError)
  })
})
