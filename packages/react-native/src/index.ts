// The native entry (Metro's `react-native` condition): every component renders a WebView; nothing here
// touches a DOM.
export {
  BankLink,
  type BankLinkProps,
  PaymentIntentPurchase,
  type PaymentIntentPurchaseProps,
  Purchase,
  PurchaseHistory,
  type PurchaseHistoryProps,
  type PurchaseProps,
  Withdraw,
  WithdrawHistory,
  type WithdrawHistoryProps,
  type WithdrawProps,
} from './checkouts'
export { HostedCardForm, type HostedCardFormProps, type HostedCardFormRef } from './hosted-card-form'
export type { NativeLoadProps } from './native-props'
export { type NavigationVerdict, navigationVerdict } from './navigation-rule'
export type { PaymentButtonProps } from './payment-button'
export {
  ApplePayButton,
  type ApplePayButtonProps,
  GooglePayButton,
  type GooglePayButtonProps,
  PayPalButton,
  type PayPalButtonProps,
  VenmoButton,
  type VenmoButtonProps,
} from './payment-buttons'
export { type PorticoConfig, PorticoProvider, type PorticoProviderProps } from './portico-provider'
export { PurchaseProtection, type PurchaseProtectionProps } from './purchase-protection'
export { type NativeEmbedProps, OWNED_WEB_VIEW_PROPS, type PorticoWebViewProps } from './secure-web-view'
export { httpOrigin } from './url-origin'
export type { NativeEmbedHandle, NativeEmbedStatus } from './use-native-embed'
