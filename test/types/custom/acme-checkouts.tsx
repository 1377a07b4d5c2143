// Checkouts on a custom chain: its wallet, transfer and required option come from its registry entry.
import { PorticoProvider, Purchase, PurchaseHistory, Withdraw, WithdrawHistory } from '@portico/react'
import { type AcmeWallet, acme } from './acme-plugin'

declare const wallet: AcmeWallet

export const page = (
  <PorticoProvider env="local" merchantId="my-merchant" plugins={[acme()]}>
    <Purchase
      blockchain="acme"
      acmeNetwork="testnet"
      wallet={wallet}
      transaction={{ to: 'acme1merchant', amount: 5_000_000n }}
    />
    <Withdraw blockchain="acme" acmeNetwork="mainnet" wallet={wallet} />
    <PurchaseHistory blockchain="acme" acmeNetwork="mainnet" />
    <WithdrawHistory blockchain="acme" acmeNetwork="mainnet" />
  </PorticoProvider>
)

// @ts-expect-error: the chain's own required option is missing
export const noNetwork = <Purchase blockchain="acme" wallet={wallet} />
// @ts-expect-error: not an Acme transfer
export const badTransfer = <Purchase blockchain="acme" acmeNetwork="mainnet" transaction={{ to: 'x' }} />
// @ts-expect-error: without `blockchain` the checkout is Solana's, and @portico/solana is not installed
export const defaulted = <Withdraw acmeNetwork="mainnet" />
// @ts-expect-error: not an Acme wallet (it cannot send transfers)
export const badWallet = <Withdraw blockchain="acme" acmeNetwork="mainnet" wallet={{ address: 'acme1' }} />
