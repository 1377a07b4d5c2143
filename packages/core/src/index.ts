export {
  type CspDirectives,
  type CspFeature,
  type CspOptions,
  cspDirectives,
  cspHeader,
} from './api/csp-directives'
export { type FetchFraudPartnerIdOptions, fetchFraudPartnerId } from './api/fraud-partner'
export { apiOrigin, appOrigin, cardVendorScriptUrl, checkoutOrigin, type Env, type Hosts } from './api/hosts'
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
export { createWalletOverlay, type WalletOverlayFactory } from './buttons/wallet-overlay'
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
  type ChargebackProtectionAccountType,
  ChargebackProtectionAccountTypes,
  type ItemClass,
  ItemClasses,
  type KnownBlockchain,
  type LinkedAccountType,
  LinkedAccountTypes,
  type PaymentMethod,
  PaymentMethodNames,
  PaymentMethods,
  PresentmentCurrencies,
  type PresentmentCurrency,
  type ProductType,
  ProductTypes,
  type SettlementType,
  SettlementTypes,
  type ThreeDsChallengePreference,
  ThreeDsChallengePreferences,
  WithdrawCategories,
  type WithdrawCategory,
  type WithdrawSpeed,
  WithdrawSpeeds,
} from './catalogs/catalogs'
export { Currencies, type Currency, getCurrencyDecimals } from './catalogs/currencies'
export { type BankLinkUrlOptions, buildBankLinkUrl } from './checkout/bank-link-url'
export { type Bridge, createBridge } from './checkout/bridge'
export type {
  CartAddress,
  CartPrice,
  CartRecipient,
  CartSeller,
  ChargebackProtectionItem,
  CryptoCartItem,
  FirstFlight,
  FlightTicketCartItem,
  FlightUpgradeCartItem,
  GiftCardCartItem,
  Lodging,
  LodgingCartItem,
  MoneyTopUpCartItem,
  NftCartItem,
  NftTransaction,
  TravelCartItem,
  Trip,
} from './checkout/cart-items'
export type { BeforeRequest, BridgeHooks, CheckoutRequest } from './checkout/checkout-protocol'
export type {
  AccountFundingTransaction,
  AdditionalWallet,
  Amount,
  CheckoutColor,
  CheckoutParams,
  CustomerInfo,
  Lamports,
  RecipientAftInfo,
  Subtotal,
  Theme,
  UserLocation,
  ZeroAuthorizationConfig,
} from './checkout/checkout-types'
export {
  buildCheckoutUrl,
  type CheckoutKind,
  type CheckoutLocation,
  type CheckoutUrlOptions,
  checkoutBase,
  checkoutRoute,
} from './checkout/checkout-url'
export {
  type CheckoutHandle,
  type CheckoutOptions,
  type CheckoutStatus,
  createCheckout,
  type MountCheckoutOptions,
  mountCheckout,
  type OwnPageLocator,
  type TransactionFor,
  type WalletFor,
} from './checkout/mount-checkout'
export { bankLinkPage, type OwnPage, paymentIntentPage } from './checkout/own-pages'
export { buildPaymentIntentUrl, type PaymentIntentUrlOptions } from './checkout/payment-intent-url'
export {
  type BankLinkStatus,
  buildStandaloneBankLinkUrl,
  readBankLinkStatus,
  type StandaloneBankLinkUrlOptions,
} from './checkout/standalone-bank-link'
export { createSubtotalUpdates, type SubtotalUpdates } from './checkout/subtotal-updates'
export { type CheckoutEventCallbacks, type RedirectHandler, redirectTarget } from './embed/dispatch'
export type { EmbedOptions, EmbedSurface, PorticoEvent } from './embed/events'
export type { LoadWatchOptions } from './embed/load-watch'
export type {
  AccountLinkedInfo,
  AccountNotLinkedInfo,
  CardInputField,
  CheckoutInfo,
  InputErrorInfo,
  InputValidInfo,
} from './embed/message'
export { type ApiFailure, ApiRequestError, type ApiRequestErrorOptions } from './errors/api-errors'
export { PaymentButtonError } from './errors/button-errors'
export {
  CardFieldExpiredError,
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
export { CheckoutLoadError, type CheckoutLoadFailure } from './errors/load-errors'
export { PorticoError, type PorticoErrorOptions } from './errors/portico-error'
export {
  ProtectionInitError,
  ProtectionLookupError,
  ProtectionScriptError,
  type ProtectionSignal,
} from './errors/protection-errors'
export {
  ChainMismatchError,
  InvalidRequestError,
  RequestRefusedError,
  UnsupportedRequestError,
  WalletError,
  WalletTimeoutError,
} from './errors/request-errors'
export {
  type AnyChainPlugin,
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
  type TransactionOf,
  type WalletOf,
} from './plugins/plugin'
export { getDeviceId, getProtectionSessionId } from './protection/device'
export { awaitForterToken, captureForterToken, type ForterTokenOptions } from './protection/forter-token'
export { MAX_SIGNAL_LENGTH } from './protection/header-value'
export {
  type ProtectionHeaders,
  type ProtectionHeadersOptions,
  protectionHeaders,
} from './protection/protection-headers'
export {
  FRAUD_DEVICE_APP_ID,
  fraudDeviceScriptUrl,
  fraudSessionProjectId,
  fraudSessionScriptUrl,
} from './protection/protection-hosts'
export {
  type PurchaseProtection,
  type PurchaseProtectionError,
  type PurchaseProtectionOptions,
  startPurchaseProtection,
} from './protection/start-purchase-protection'
