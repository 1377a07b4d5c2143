import type { CheckoutParams } from './checkout-types'
import { buildCheckoutUrl, type CheckoutLocation, checkoutRoute } from './checkout-url'
import { pickOptions } from './pick-options'

/** What the bank-link page takes: where it lives, the merchant, and its own few parameters. */
export interface BankLinkUrlOptions
  extends Omit<CheckoutLocation, 'route'>,
    Pick<
      CheckoutParams,
      | 'sessionKey'
      | 'theme'
      | 'customerInfo'
      | 'email'
      | 'loaderBackground'
      | 'heightChangeId'
      | 'deviceId'
      | 'merchantCss'
    > {
  /** Your merchant id, used in the page route. */
  merchantId: string
}

// What the page takes of its options: where it lives, and its own parameters.
const OWN = [
  'env',
  'hosts',
  'baseUrl',
  'routePrefix',
  'blockchain',
  'plugins',
  'sessionKey',
  'theme',
  'customerInfo',
  'email',
  'loaderBackground',
  'heightChangeId',
  'deviceId',
  'merchantCss',
] as const

/**
 * The bank-linking page, `{base}/{routePrefix?}/{blockchain}/checkout-link/{merchantId}`, with only its own
 * parameters (sessionKey, theme, customerInfo, email, loaderBackground, useHeightChange from `heightChangeId`,
 * `bankLinkOnly=true`, deviceId, merchantCss) in the checkout's order: never a pubkey, price or anything else.
 */
export function buildBankLinkUrl(options: BankLinkUrlOptions): string {
  return buildCheckoutUrl({
    ...pickOptions(options, OWN),
    route: checkoutRoute('bank-link', options.merchantId),
    // The page emits accountLinked / accountNotLinked instead of going on into a purchase.
    bankLinkOnly: true,
  })
}
