// A Portico plugin for a chain Portico does not ship: "Acme", a made-up chain whose wallets sign text and
// send transfers. Copy this file and swap in your chain's wallet and transaction types.
import {
  type ChainEntry,
  definePlugin,
  InvalidRequestError,
  type RequestMethod,
  WalletError,
} from '@portico/core'

/** The merchant's transaction on Acme: a transfer of `amount` base units to `to`. */
export interface AcmeTransfer {
  to: string
  amount: bigint
  memo?: string
}

/** The Acme networks a wallet can send on. */
export type AcmeNetwork = 'mainnet' | 'testnet'

/** An Acme wallet as the (imaginary) Acme wallet SDK hands it to the page. */
export interface AcmeWallet {
  /** The connected account, e.g. `acme1…`; empty while disconnected. */
  address: string
  /** Signs text; resolves to the signature in hex. */
  signMessage(message: string): Promise<string>
  /** Signs and submits a transfer on `network`; resolves to the transfer id. */
  sendTransfer(transfer: AcmeTransfer, network: AcmeNetwork): Promise<string>
}

/** The checkout options only Acme checkouts read. */
export interface AcmeOptions {
  /** The network transfers are sent on. @default 'mainnet' */
  acmeNetwork?: AcmeNetwork
}

// The step that makes `blockchain: 'acme'` checkouts type-check their wallet, transaction and options.
declare module '@portico/core' {
  interface ChainRegistry {
    acme: ChainEntry<AcmeWallet, AcmeTransfer, AcmeOptions>
  }
}

/** A transfer as the checkout reads it: base64 of UTF-8 JSON, the amount as decimal text (JSON has no bigint). */
export function encodeTransfer(transfer: AcmeTransfer): string {
  const json = JSON.stringify({ ...transfer, amount: transfer.amount.toString() })
  return btoa(String.fromCharCode(...new TextEncoder().encode(json)))
}

/** The transfer in a checkout request; anything else rejects with InvalidRequestError (an `ERROR` reply). */
export function decodeTransfer(method: RequestMethod, data: string): AcmeTransfer {
  let value: { to?: unknown; amount?: unknown; memo?: unknown } | null
  try {
    value = JSON.parse(
      new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(atob(data), (c) => c.charCodeAt(0))),
    )
  } catch (cause) {
    throw new InvalidRequestError(method, 'expected base64 JSON', { cause })
  }
  const { to, amount, memo } = value ?? {}
  if (typeof to !== 'string' || !to || typeof amount !== 'string' || !/^[1-9]\d*$/.test(amount))
    throw new InvalidRequestError(method, 'expected a transfer { to, amount }')
  if (memo !== undefined && typeof memo !== 'string')
    throw new InvalidRequestError(method, 'memo must be text')
  return { to, amount: BigInt(amount), ...(memo === undefined ? {} : { memo }) }
}

// Whatever the wallet throws (a rejection, a failure) reaches the checkout as a WalletError keeping it as cause.
async function walletCall(method: RequestMethod, call: () => Promise<string>): Promise<string> {
  try {
    return await call()
  } catch (cause) {
    throw new WalletError(method, { cause })
  }
}

/** The plugin for blockchain `acme`: pass `acme()` in `plugins`. */
export function acme() {
  return definePlugin<AcmeWallet, AcmeTransfer, AcmeOptions>({
    name: 'acme',
    blockchains: ['acme'],
    walletAddress: (wallet) => wallet.address || undefined,
    encodeTransaction: encodeTransfer,
    handlers: (wallet, { options }) => ({
      signMessage: (data) => walletCall('signMessage', () => wallet.signMessage(data)),
      async sendTransaction(data) {
        const transfer = decodeTransfer('sendTransaction', data)
        return walletCall('sendTransaction', () =>
          wallet.sendTransfer(transfer, options.acmeNetwork ?? 'mainnet'),
        )
      },
      // No signTransaction: Acme wallets only sign and send in one step. A request with no handler gets an
      // `ERROR` reply from Portico, so the checkout never waits for an answer that cannot come.
    }),
  })
}
