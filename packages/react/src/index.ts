export { ApplePayButton, type ApplePayButtonProps } from './apple-pay-button'
export { BankLink, type BankLinkProps } from './bank-link'
export { CardForm, type CardFormHandle, type CardFormProps } from './card-form'
export type { CheckoutRef } from './checkout'
export type {
  BlockchainRequired,
  CheckoutBaseProps,
  CheckoutElementProps,
  CheckoutProps,
  DefaultBlockchainProp,
  NoChainPluginInstalled,
  PurchaseHistoryProps,
  PurchaseProps,
  WithdrawHistoryProps,
  WithdrawProps,
} from './checkout-props'
export { Purchase, PurchaseHistory, Withdraw, WithdrawHistory } from './checkouts'
export { GooglePayButton, type GooglePayButtonProps } from './google-pay-button'
export { HostedCardForm, type HostedCardFormProps, type HostedCardFormRef } from './hosted-card-form'
export type { PaymentButtonProps, PaymentButtonRef } from './payment-button'
export { PaymentIntentPurchase, type PaymentIntentPurchaseProps } from './payment-intent-purchase'
export { PayPalButton, type PayPalButtonProps } from './paypal-button'
export { type PorticoConfig, PorticoProvider, type PorticoProviderProps } from './portico-provider'
export { PorticoProviderMissingError } from './provider-missing-error'
export { PurchaseProtection, type PurchaseProtectionProps } from './purchase-protection'
export { type UseCardFormOptions, type UseCardFormResult, useCardForm } from './use-card-form'
export { usePortico } from './use-portico'
export { useProtectionHeaders } from './use-protection-headers'
export { useWallets, type WatchWallets } from './use-wallets'
export { VenmoButton, type VenmoButtonProps } from './venmo-button'
