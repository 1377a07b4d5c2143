import { apiHandler } from './api/server'
import { createBankAccounts } from './bank/bank-accounts'
import { createBankRedirects } from './bank/bank-redirects'
import { bankRoutes } from './bank/routes'
import { buttonRoutes } from './buttons/routes'
import { cardRoutes } from './card/routes'
import { createCardFormTokens } from './card-form/card-form-tokens'
import { cardFormRoutes } from './card-form/routes'
import type { ChainFamily } from './chains/blockchains'
import type { HardhatAccount } from './chains/hardhat-accounts'
import { attachChains, type ChainOptions } from './chains/local-chains'
import { createStellarNetwork } from './chains/stellar-network'
import { STELLAR_RPC_PATH } from './chains/stellar-rpc/route'
import { createPaymentIntents } from './intents/payment-intents'
import { intentPayRoutes } from './intents/routes'
import { createLedger, type LedgerEntry, type LedgerFilter, type TopUp } from './ledger/ledger'
import { type EmulatorInfo, ledgerRoutes } from './ledger/ledger-routes'
import { checkoutHandler } from './pages/server'
import { type LocalServer, startServer } from './server/http'
import { createPagePayments } from './sessions/page-payments'
import { createSessions } from './sessions/sessions'
import { createFrontendErrors, type FrontendErrorReport } from './telemetry/telemetry-routes'
import { createVendorKeys } from './vendor/signing'
import { createVault } from './vendor/vault'
import { type MerchantWallets, merchantWallets } from './wallet/merchant-wallet'
import { walletRoutes } from './wallet/routes'

/** Options of `startEmulator`. */
export interface EmulatorOptions extends ChainOptions {
  /** Port of the checkout origin (`env: 'local'` expects 3000); 0 picks a free port. @default 3000 */
  checkoutPort?: number
  /** Port of the API origin (`env: 'local'` expects 5000); 0 picks a free port. @default 5000 */
  apiPort?: number
  /** Extra blockchains (URL segments) the checkout serves, with the chain family that pays on them. */
  blockchains?: Record<string, ChainFamily>
  /** Fraud partner id per merchant for `GET /merchant/view/{id}`. @default 'portico-emulator-partner' */
  merchants?: Record<string, { nSurePartnerId?: string }>
}

/** A running emulator. */
export interface Emulator {
  /** e.g. `http://localhost:3000`: pass as `hosts.checkout` when not on the default ports. */
  checkoutOrigin: string
  /** e.g. `http://localhost:5000`: pass as `hosts.api`. */
  apiOrigin: string
  /** The Solana JSON-RPC URL payments run on, when a Solana chain is attached. */
  solanaRpcUrl?: string
  /** The EVM JSON-RPC URL payments run on, when an EVM chain is attached. */
  evmRpcUrl?: string
  /** The EVM chain's id, when one is attached. */
  evmChainId?: number
  /**
   * The Stellar RPC stand-in on the API origin (`stellar({ server })`): `sendTransaction` takes what the
   * source account signed. Stellar payments are settled by signature, on no ledger.
   */
  stellarRpcUrl: string
  /** The passphrase Stellar payments are signed for (`stellar({ networkPassphrase })`). */
  stellarNetworkPassphrase: string
  /** Funded accounts of the Hardhat node the emulator started (publicly known keys: local use only). */
  evmAccounts: HardhatAccount[]
  /** The wallets a merchant is paid into on the local chains. */
  merchantWallet(merchantId: string): MerchantWallets
  /** The purchases and withdrawals made through this run, oldest first. */
  payments(filter?: LedgerFilter): LedgerEntry[]
  /**
   * The front-end error reports pages sent to the API (`POST /api/telemetry/frontend-error`, e.g. purchase
   * protection's failures), oldest first; only a merchant's with `merchantId`.
   */
  frontendErrors(filter?: { merchantId?: string }): FrontendErrorReport[]
  /** The balances it added on the local chains so that requests could be paid, oldest first. */
  topUps(filter?: { merchantId?: string; address?: string }): TopUp[]
  /**
   * Forgets the payments and top-ups recorded so far (only a merchant's, with `merchantId`), e.g. between
   * tests sharing one emulator; balances on the chains stay as they are.
   */
  reset(filter?: { merchantId?: string }): void
  /** Stops the servers (and the chains it started) and closes open connections. */
  close(): Promise<void>
}

/**
 * Starts the hosted-checkout emulator on localhost: the checkout origin, the API origin (provider API and
 * card vendor stand-in) and, when asked, local chains to pay on.
 */
export async function startEmulator(options: EmulatorOptions = {}): Promise<Emulator> {
  const chains = await attachChains(options)
  // Stellar needs no node: payments are signature-checked, so it is always there (its package loads on use).
  const stellarNetwork = createStellarNetwork()
  const ledger = createLedger()
  const keys = createVendorKeys()
  const vault = createVault(keys.mac)
  const ctx = {
    chains: { solana: chains.solana, evm: chains.evm, stellar: stellarNetwork },
    stellarNetwork,
    hasChain: (family: ChainFamily) => family === 'user' || family === 'stellar' || Boolean(chains[family]),
    checkoutOrigin: '',
    apiOrigin: '',
    sessions: createSessions(),
    ledger,
    extraBlockchains: { ...options.blockchains },
    keys,
    vault,
    merchants: { ...options.merchants },
    intents: createPaymentIntents(),
    bankAccounts: createBankAccounts(),
    bankRedirects: createBankRedirects(),
    cardFormTokens: createCardFormTokens(vault),
    // One set for the purchase, withdraw and intent pages: a transaction that paid one never pays another.
    usedTransactions: new Set<string>(),
    // One payment per purchase or withdraw page, whether its card or its wallet pays it.
    pagePayments: createPagePayments(),
    frontendErrors: createFrontendErrors(),
  }
  const started: LocalServer[] = []
  const info: EmulatorInfo = {
    checkoutOrigin: '',
    apiOrigin: '',
    ...(chains.solana ? { solanaRpcUrl: chains.solana.url } : {}),
    ...(chains.evm ? { evmRpcUrl: chains.evm.url, evmChainId: chains.evm.chainId } : {}),
  }
  const closeAll = async () => {
    await Promise.all(started.map((s) => s.close()))
    await chains.close()
  }
  try {
    const checkout = await startServer(
      options.checkoutPort ?? 3000,
      checkoutHandler(ctx, [
        ...walletRoutes(ctx),
        ...cardRoutes(ctx),
        ...bankRoutes(ctx),
        ...intentPayRoutes(ctx),
        ...cardFormRoutes(ctx),
        ...ledgerRoutes(ledger, () => info),
        ...buttonRoutes(ctx),
      ]),
    )
    started.push(checkout)
    ctx.checkoutOrigin = checkout.origin
    const api = await startServer(options.apiPort ?? 5000, apiHandler(ctx))
    started.push(api)
    ctx.apiOrigin = api.origin
    Object.assign(info, { checkoutOrigin: checkout.origin, apiOrigin: api.origin })
    let closed: Promise<void> | undefined
    return {
      ...info,
      evmAccounts: chains.evmAccounts,
      stellarRpcUrl: api.origin + STELLAR_RPC_PATH,
      stellarNetworkPassphrase: stellarNetwork.passphrase,
      merchantWallet: merchantWallets,
      payments: (filter) => ledger.list(filter),
      topUps: (filter) => ledger.topUps(filter),
      frontendErrors: (filter) => ctx.frontendErrors.list(filter),
      reset: (filter) => ledger.reset(filter),
      close: () => {
        closed ??= closeAll()
        return closed
      },
    }
  } catch (error) {
    await closeAll()
    throw error
  }
}
