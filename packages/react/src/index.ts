export { ApplePayButton, type ApplePayButtonProps } from './apple-pay-button'
export { CardForm, type CardFormHandle, type CardFormProps } from './card-form'
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
export type { PaymentButtonProps } from './payment-button'
export { PayPalButton, type PayPalButtonProps } from './paypal-button'
export { type PorticoConfig, PorticoProvider, type PorticoProviderProps } from './portico-provider'
export { PorticoProviderMissingError } from './provider-missing-error'
export { type UseCardFormOptions, type UseCardFormResult, useCardForm } from './use-card-form'
export { usePortico } from './use-portico'
export { VenmoButton, type VenmoButtonProps } from './venmo-button'
