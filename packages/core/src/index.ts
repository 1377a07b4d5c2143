export {
  type BeforeRequest,
  type Bridge,
  type BridgeHooks,
  type CheckoutRequest,
  createBridge,
} from './bridge'
export { mountCardField } from './card-field'
export {
  type CardFieldAuth,
  type CardFieldConfig,
  type FetchCardFieldConfigOptions,
  fetchCardFieldConfig,
} from './card-field-config'
export type {
  CardFieldChange,
  CardFieldEvents,
  CardFieldHandle,
  CardFieldMode,
  CardFieldStatus,
  CardToken,
  MountCardFieldOptions,
} from './card-field-types'
export type { CardFieldStyles, CardInputStyles, CardStyle, CardStyleObject } from './card-styles'
export type { CardVendor } from './card-vendor'
export { type LoadCardVendorScriptOptions, loadCardVendorScript } from './card-vendor-script'
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
} from './catalogs'
export type {
  AdditionalWallet,
  Amount,
  ChargebackProtectionItem,
  CheckoutParams,
  CustomerInfo,
  Lamports,
  Subtotal,
  Theme,
} from './checkout-types'
export {
  buildCheckoutUrl,
  type CheckoutKind,
  type CheckoutLocation,
  type CheckoutUrlOptions,
  checkoutBase,
  checkoutRoute,
} from './checkout-url'
export { Currencies, type Currency } from './currencies'
export { getDeviceId } from './device'
export {
  ApiRequestError,
  BlockchainNotSupportedError,
  type CardFieldPart,
  CardScriptLoadError,
  CardValidationError,
  CardVendorError,
  ChainMismatchError,
  IframeNotDefinedError,
  InvalidOptionError,
  InvalidRequestError,
  PorticoError,
  type PorticoErrorOptions,
  RequestRefusedError,
  SolanaRequiredError,
  TokenUnavailableError,
  UnsupportedRequestError,
  WalletError,
  WindowNotDefinedError,
} from './errors'
export { fetchFraudPartnerId } from './fraud-partner'
export { apiOrigin, cardVendorScriptUrl, checkoutOrigin, type Env, type Hosts } from './hosts'
export { type CheckoutInfo, type CheckoutMessage, MAX_MESSAGE_LENGTH, parseCheckoutMessage } from './message'
export {
  type CheckoutHandle,
  type CheckoutOptions,
  type CheckoutStatus,
  type MountCheckoutOptions,
  mountCheckout,
  type TransactionFor,
  type WalletFor,
} from './mount-checkout'
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
} from './plugin'
export { compressValue, stringifyJson } from './structured'
export { requireWindow } from './window'
