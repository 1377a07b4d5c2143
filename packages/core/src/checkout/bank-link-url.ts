import type { CheckoutParams } from './checkout-types'
import { buildCheckoutUrl, type CheckoutLocation, checkoutRoute } from './checkout-url'

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

/**
 * The bank-linking page, `{base}/{routePrefix?}/{blockchain}/checkout-link/{merchantId}`, with only its own
 * parameters (sessionKey, theme, customerInfo, email, loaderBackground, useHeightChange from `heightChangeId`,
 * `bankLinkOnly=true`, deviceId, merchantCss) in the checkout's order: never a pubkey, price or anything else.
 */
export function buildBankLinkUrl(options: BankLinkUrlOptions): string {
  const o = options
  return buildCheckoutUrl({
    env: o.env,
    hosts: o.hosts,
    baseUrl: o.baseUrl,
    routePrefix: o.routePrefix,
    blockchain: o.blockchain,
    plugins: o.plugins,
    route: checkoutRoute('bank-link', o.merchantId),
    sessionKey: o.sessionKey,
    theme: o.theme,
    customerInfo: o.customerInfo,
    email: o.email,
    loaderBackground: o.loaderBackground,
    heightChangeId: o.heightChangeId,
    // The page emits accountLinked / accountNotLinked instead of going on into a purchase.
    bankLinkOnly: true,
    deviceId: o.deviceId,
    merchantCss: o.merchantCss,
  })
}
