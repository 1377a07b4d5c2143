export { fetchFraudPartnerId } from './api/fraud-partner'
export { apiOrigin, cardVendorScriptUrl, checkoutOrigin, type Env, type Hosts } from './api/hosts'
export {
  createPaymentButton,
  type PaymentButtonHandle,
  type PaymentButtonOptions,
  type PaymentButtonStatus,
  type PhoneNumber,
} from './buttons/create-payment-button'
export { applePayMark } from './buttons/marks/apple-pay'
export { googlePayMark } from './buttons/marks/google-pay'
export { payPalMark } from './buttons/marks/paypal'
export type { BrandMark } from './buttons/marks/svg'
export { venmoMark } from './buttons/marks/venmo'
export { mountPaymentButton } from './buttons/mount-payment-button'
export {
  type PaymentButtonColor,
  type PaymentButtonMethod,
  type PaymentButtonUrlOptions,
  paymentButtonUrl,
} from './buttons/payment-button-url'
export { mountCardField } from './card/card-field'
export {
  type CardFieldAuth,
  type CardFieldConfig,
  type FetchCardFieldConfigOptions,
  fetchCardFieldConfig,
} from './card/card-field-config'
export type {
  CardFieldChange,
  CardFieldEvents,
  CardFieldHandle,
  CardFieldMode,
  CardFieldStatus,
  CardToken,
  MountCardFieldOptions,
} from './card/card-field-types'
export type { CardFieldStyles, CardInputStyles, CardStyle, CardStyleObject } from './card/card-styles'
export type {
  CardVendor,
  VendorConfig,
  VendorEventData,
  VendorIframe,
  VendorStyles,
} from './card/card-vendor'
export { type LoadCardVendorScriptOptions, loadCardVendorScript } from './card/card-vendor-script'
export {
  type CardFormField,
  type HostedCardFormHandle,
  type HostedCardFormOptions,
  type HostedCardFormStatus,
  type HostedCardToken,
  mountHostedCardForm,
} from './card/hosted-card-form'
export {
  type HostedCardFormUrlOptions,
  type HostedCardFormVariant,
  hostedCardFormUrl,
} from './card/hosted-card-form-url'
export {
  Blockchains,
  type ButtonShape,
  ButtonShapes,
  type CardBrand,
  CardBrandNames,
  CardBrands,
  type ItemClass,
  ItemClasses,
  type KnownBlockchain,
  type PaymentMethod,
  PaymentMethods,
  PresentmentCurrencies,
  type PresentmentCurrency,
  type ProductType,
  ProductTypes,
  type SettlementType,
  SettlementTypes,
  type ThreeDsChallengePreference,
  ThreeDsChallengePreferences,
} from './catalogs/catalogs'
export { Currencies, type Currency } from './catalogs/currencies'
export {
  type BeforeRequest,
  type Bridge,
  type BridgeHooks,
  type CheckoutRequest,
  createBridge,
} from './checkout/bridge'
export type {
  AdditionalWallet,
  Amount,
  ChargebackProtectionItem,
  CheckoutParams,
  CustomerInfo,
  Lamports,
  Subtotal,
  Theme,
} from './checkout/checkout-types'
export {
  buildCheckoutUrl,
  type CheckoutKind,
  type CheckoutLocation,
  type CheckoutUrlOptions,
  checkoutBase,
  checkoutRoute,
} from './checkout/checkout-url'
export { getDeviceId } from './checkout/device'
export {
  type CheckoutInfo,
  type CheckoutMessage,
  MAX_MESSAGE_LENGTH,
  parseCheckoutMessage,
} from './checkout/message'
export {
  type CheckoutHandle,
  type CheckoutOptions,
  type CheckoutStatus,
  type MountCheckoutOptions,
  mountCheckout,
  type TransactionFor,
  type WalletFor,
} from './checkout/mount-checkout'
export { compressValue, stringifyJson } from './checkout/structured'
export { ApiRequestError } from './errors/api-errors'
export { PaymentButtonError } from './errors/button-errors'
export {
  type CardFieldPart,
  CardScriptLoadError,
  CardValidationError,
  CardVendorError,
  TokenUnavailableError,
} from './errors/card-errors'
export { CardFormError, type CardFormFailure } from './errors/card-form-errors'
export {
  BlockchainNotSupportedError,
  IframeNotDefinedError,
  InvalidOptionError,
  SolanaRequiredError,
  WindowNotDefinedError,
} from './errors/checkout-errors'
export { PorticoError, type PorticoErrorOptions } from './errors/portico-error'
export {
  ChainMismatchError,
  InvalidRequestError,
  RequestRefusedError,
  UnsupportedRequestError,
  WalletError,
} from './errors/request-errors'
export { requireWindow } from './platform/window'
export {
  type AnyChainPlugin,
  assertBlockchain,
  type Blockchain,
  type ChainEntry,
  type ChainOptionsOf,
  type ChainPlugin,
  type ChainRegistry,
  definePlugin,
  type HandlerContext,
  type RegisteredBlockchain,
  type RequestHandler,
  type RequestHandlers,
  type RequestMethod,
  resolvePlugin,
  type TransactionOf,
  type WalletOf,
} from './plugins/plugin'
