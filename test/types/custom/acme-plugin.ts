// A merchant's own chain plugin, written with definePlugin and registered for typing as the plugin packages
// do: the only Portico packages installed are core and react.
import { type ChainEntry, definePlugin } from '@portico/core'

/** A transfer on the made-up Acme chain. */
export interface AcmeTransfer {
  to: string
  amount: bigint
}

/** An Acme wallet as its SDK hands it to the page. */
export interface AcmeWallet {
  address: string
  sendTransfer(transfer: AcmeTransfer): Promise<string>
}

/** Acme checkouts must name their network. */
export interface AcmeOptions {
  acmeNetwork: 'mainnet' | 'testnet'
}

declare module '@portico/core' {
  interface ChainRegistry {
    acme: ChainEntry<AcmeWallet, AcmeTransfer, AcmeOptions>
  }
}

/** The Acme plugin: the wallet's address for `?pubkey=`, a JSON transfer for `?transaction=`. */
export const acme = () =>
  definePlugin<AcmeWallet, AcmeTransfer, AcmeOptions>({
    name: 'acme',
    blockchains: ['acme'],
    walletAddress: (wallet) => wallet.address,
    encodeTransaction: (transfer) => JSON.stringify({ ...transfer, amount: `${transfer.amount}` }),
    handlers: (wallet) => ({
      sendTransaction: async (data) => wallet.sendTransfer(JSON.parse(data)),
    }),
  })
