// `@portico/emulator/playwright`: drive the emulator's checkout and card field from Playwright tests
// (playwright-core or @playwright/test; only their types are imported).

export type { DeclineInfo } from '../card/outcome'
export type { LedgerEntry, LedgerFilter, TopUp } from '../ledger/ledger'
export { type CardFieldInputs, cardFieldInputs, type FillCardFieldOptions, fillCardField } from './card-field'
export { type CheckoutFrameOptions, type CheckoutPageKind, checkoutFrame } from './checkout-frame'
export {
  type EmulatorFixtureDefinitions,
  type EmulatorFixtureOptions,
  type EmulatorFixtures,
  emulatorFixtures,
  type TestEmulator,
} from './fixtures'
export { type Ledger, readLedger, resetLedger } from './ledger'
export { type CardPaymentOutcome, type PayByCardOptions, payByCard } from './pay-by-card'
export {
  type PayWithWalletOptions,
  payWithWallet,
  type WalletPayment,
  type WalletRequestMethod,
} from './pay-with-wallet'
