export { type FetchFraudPartnerIdOptions, fetchFraudPartnerId } from './api/fraud-partner'
export { apiOrigin, cardVendorScriptUrl, checkoutOrigin, type Env, type Hosts } from './api/hosts'
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
  CardFieldLiveValidation,
  CardFieldMode,
  CardFieldStatus,
  CardToken,
  MountCardFieldOptions,
  ThreeDSecureVersions,
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
export { type ApiFailure, ApiRequestError, type ApiRequestErrorOptions } from './errors/api-errors'
export {
  CardFieldExpiredError,
  type CardFieldPart,
  CardScriptLoadError,
  CardValidationError,
  CardVendorError,
  TokenUnavailableError,
} from './errors/card-errors'
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
