import { type Chain, createWalletClient, type Hex, type HttpTransport, http, type WalletClient } from 'viem'
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'

/**
 * A viem wallet client on a local account: it signs itself (no node-held key) and sends through the RPC, so it
 * answers the checkout's `sendTransaction`, `signTransaction` and `signMessage` (text and EIP-712 permits)
 * as the `evm()` plugin asks them. Pass it as `wallet` to an EVM checkout.
 */
export type EvmTestWallet = WalletClient<HttpTransport, Chain | undefined, PrivateKeyAccount> & {
  /** The account's private key: fund it, or make the same wallet again. Test keys only. */
  privateKey: Hex
}

/** Options of `evmTestWallet`. */
export interface EvmTestWalletOptions {
  /** The EVM JSON-RPC it sends through (`emulator.evmRpcUrl`). @default 'http://127.0.0.1:8545' */
  rpcUrl?: string
  /** The account's key. @default a new one (`generatePrivateKey()`) */
  privateKey?: Hex
  /** The chain the client is on, when your `evm({ chains })` names one. @default none: the request's `chainId` */
  chain?: Chain
}

/**
 * A test wallet for EVM checkouts on the emulator, from a viem local account (`privateKeyToAccount`). It
 * runs in Node and in the browser. The emulator funds it on demand; its key must never hold real funds.
 */
export function evmTestWallet(options: EvmTestWalletOptions = {}): EvmTestWallet {
  const privateKey = options.privateKey ?? generatePrivateKey()
  const client = createWalletClient({
    account: privateKeyToAccount(privateKey),
    // A test must see a failure as it happened: no retries behind its back.
    transport: http(options.rpcUrl ?? 'http://127.0.0.1:8545', { retryCount: 0 }),
    ...(options.chain ? { chain: options.chain } : {}),
  })
  return Object.assign(client, { privateKey })
}
