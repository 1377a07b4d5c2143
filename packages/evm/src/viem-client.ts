import {
  type Account,
  type Address,
  type Chain,
  type Client,
  createClient,
  custom,
  type Transport,
  type WalletActions,
  walletActions,
} from 'viem'
import type { Eip1193Provider, EvmWallet } from './types'

// Loaded with import() only, by the wallets that need viem (providers, clients without wallet actions):
// a page whose wallet carries its own methods never downloads it.

/** A viem client with viem's wallet actions (sendTransaction, signTypedData, switchChain, …). */
export type ActionClient = Client<Transport, Chain | undefined, Account | undefined> &
  WalletActions<Chain | undefined, Account | undefined>

/**
 * The wallet as a viem client with wallet actions: a client made without them (`createClient`, a public
 * client) gets them; a provider gets a client of its own, with no retries, as a wallet prompt must never
 * be repeated behind the user's back.
 */
export function actionClient(wallet: EvmWallet): ActionClient {
  const w = wallet as { extend?: unknown; provider?: Eip1193Provider; address?: Address }
  type AnyClient = Client<Transport, Chain | undefined, Account | undefined>
  const client: AnyClient = w.extend
    ? (wallet as AnyClient)
    : createClient({
        account: w.address,
        transport: custom(w.provider ?? (wallet as Eip1193Provider), { retryCount: 0 }),
      })
  return client.extend(walletActions) as ActionClient
}
