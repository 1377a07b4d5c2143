export { CardForm, type CardFormEmits, type CardFormExposed, type CardFormProps } from './card-form'
export type { CheckoutProps, NoChainPluginInstalled } from './checkout-props'
export {
  BankLink,
  type BankLinkProps,
  type CheckoutComponent,
  type CheckoutEmits,
  type CheckoutExposed,
  PaymentIntentPurchase,
  type PaymentIntentPurchaseProps,
  Purchase,
  PurchaseHistory,
  Withdraw,
  WithdrawHistory,
} from './checkouts'
export type { ElementProps, EmitsOf, PorticoComponent } from './component-types'
export {
  HostedCardForm,
  type HostedCardFormEmits,
  type HostedCardFormExposed,
  type HostedCardFormProps,
} from './hosted-card-form'
export type { PaymentButtonEmits, PaymentButtonExposed, PaymentButtonProps } from './payment-button'
export { ApplePayButton, GooglePayButton, PayPalButton, VenmoButton } from './payment-buttons'
export { type PorticoConfig, PorticoPlugin, providePortico, usePortico } from './portico-plugin'
export { PorticoProviderMissingError } from './provider-missing-error'
export {
  PurchaseProtection,
  type PurchaseProtectionEmits,
  type PurchaseProtectionProps,
  useProtectionHeaders,
} from './purchase-protection'
export { useWallets, type WatchWallets } from './use-wallets'
