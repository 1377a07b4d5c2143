export { CardForm, type CardFormHandle, type CardFormProps } from './card-form'
export type {
  CheckoutBaseProps,
  CheckoutElementProps,
  CheckoutProps,
  DefaultBlockchain,
  PurchaseHistoryProps,
  PurchaseProps,
  WithdrawHistoryProps,
  WithdrawProps,
} from './checkout-props'
export { Purchase, PurchaseHistory, Withdraw, WithdrawHistory } from './checkouts'
export { type PorticoConfig, PorticoProvider, type PorticoProviderProps } from './portico-provider'
export { PorticoProviderMissingError } from './provider-missing-error'
export { PurchaseProtection, type PurchaseProtectionProps } from './purchase-protection'
export { type UseCardFormOptions, type UseCardFormResult, useCardForm } from './use-card-form'
export { usePortico } from './use-portico'
export { useProtectionHeaders } from './use-protection-headers'
