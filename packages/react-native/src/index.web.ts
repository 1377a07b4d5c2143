// The web entry (the `browser` condition, as under react-native-web / Expo for web): the same component
// names render @portico/react's surfaces, in an iframe with Portico's web rules, instead of a WebView.
// `onOpenExternal` and `webViewProps` have no part there: the checkout's links open under `onRedirect`.
export {
  ApplePayButton,
  type ApplePayButtonProps,
  BankLink,
  type BankLinkProps,
  GooglePayButton,
  type GooglePayButtonProps,
  HostedCardForm,
  type HostedCardFormProps,
  type HostedCardFormRef,
  type PaymentButtonProps,
  PaymentIntentPurchase,
  type PaymentIntentPurchaseProps,
  PayPalButton,
  type PayPalButtonProps,
  type PorticoConfig,
  PorticoProvider,
  type PorticoProviderProps,
  Purchase,
  PurchaseHistory,
  type PurchaseHistoryProps,
  type PurchaseProps,
  PurchaseProtection,
  type PurchaseProtectionProps,
  VenmoButton,
  type VenmoButtonProps,
  Withdraw,
  WithdrawHistory,
  type WithdrawHistoryProps,
  type WithdrawProps,
} from '@portico/react'
export { type NavigationVerdict, navigationVerdict } from './navigation-rule'
export { httpOrigin } from './url-origin'
