// Every plugin at once, and a custom chain: `blockchain` may be left out for Solana's checkout only, and a
// Solana wallet on blockchain="eth" is still an error.
import { evm, type MinimalEvmWallet } from '@portico/evm'
import {
  type CheckoutProps,
  PorticoProvider,
  Purchase,
  PurchaseHistory,
  Withdraw,
  WithdrawHistory,
} from '@portico/react'
import { type SolanaWallet, solana } from '@portico/solana'
import { user } from '@portico/user'
import { type AcmeWallet, acme } from '../custom/acme-plugin'

declare const solanaWallet: SolanaWallet
declare const evmWallet: MinimalEvmWallet
declare const acmeWallet: AcmeWallet
const plugins = [solana(), evm(), user(), acme()]

/** One variant per chain: the wallet follows the blockchain. */
const byChain: CheckoutProps[] = [
  { wallet: solanaWallet },
  { blockchain: 'base', wallet: evmWallet },
  { blockchain: 'user', sessionKey: 'session' },
  { blockchain: 'acme', acmeNetwork: 'testnet', wallet: acmeWallet },
]

export const page = (
  <PorticoProvider env="local" merchantId="my-merchant" plugins={plugins}>
    <Purchase wallet={solanaWallet} />
    <Withdraw blockchain="eth" wallet={evmWallet} />
    <PurchaseHistory blockchain="user" />
    <WithdrawHistory blockchain="acme" acmeNetwork="mainnet" wallet={acmeWallet} />
    {byChain.map((props, i) => (
      <Purchase key={i} {...props} />
    ))}
  </PorticoProvider>
)

// @ts-expect-error: a Solana wallet on blockchain="eth"
export const solanaOnEth = <Purchase blockchain="eth" wallet={solanaWallet} />
// @ts-expect-error: without `blockchain` the checkout is Solana's, and this is an EVM wallet
export const evmOnDefault = <Purchase wallet={evmWallet} />
// @ts-expect-error: an Acme wallet on blockchain="solana"
export const acmeOnSolana = <Withdraw blockchain="solana" wallet={acmeWallet} />
// @ts-expect-error: no installed plugin serves `tron`
export const tron = <Purchase blockchain="tron" />
