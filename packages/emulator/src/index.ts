export type { ChainFamily } from './blockchains'
export { TEST_CARDS, type TestCard } from './card/test-cards'
export { type Emulator, type EmulatorOptions, startEmulator } from './emulator'
export type { LedgerEntry } from './ledger'
