export { TEST_BANKS, type TestBank, type TestBankAccount } from './bank/test-banks'
export type { ChainFamily } from './blockchains'
export { TEST_CARDS, type TestCard } from './card/test-cards'
export { REFUSED_CARD } from './card-form/card-form-tokens'
export {
  type HardhatAccount,
  type HardhatNode,
  type StartHardhatOptions,
  startHardhat,
} from './chains/hardhat'
export { type SolanaRpc, type SolanaRpcOptions, startSolanaRpc } from './chains/solana-rpc'
export { type Emulator, type EmulatorOptions, startEmulator } from './emulator'
export type { PaymentIntentRecord } from './intents/payment-intents'
export type { LedgerEntry, LedgerFilter, TopUp } from './ledger'
export type { ChainOptions } from './local-chains'
export { LAMPORTS_PER_CENT, MAX_LAMPORTS, MAX_WEI, WEI_PER_CENT } from './wallet/amounts'
export { type MerchantWallets, merchantWallets, TEST_TOKEN_ADDRESS } from './wallet/merchant-wallet'
