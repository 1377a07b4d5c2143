import type { CheckoutBaseProps } from './checkout-props'

/**
 * The props every page with its own short URL (bank link, payment intent) takes: where it lives, the page
 * options both pages read, the iframe and element props, the load time limit, and the callbacks every page
 * can fire (`onError` when it does not load).
 */
export type OwnPageProps = Pick<
  CheckoutBaseProps,
  | 'env'
  | 'hosts'
  | 'baseUrl'
  | 'merchantId'
  | 'plugins'
  | 'theme'
  | 'loaderBackground'
  | 'heightChangeId'
  | 'deviceId'
  | 'merchantCss'
  | 'title'
  | 'credentialless'
  | 'minHeight'
  | 'maxHeight'
  | 'className'
  | 'style'
  | 'loader'
  | 'loadTimeoutMs'
  | 'onLoad'
  | 'onError'
  | 'onHeightChange'
  | 'onRedirect'
>
