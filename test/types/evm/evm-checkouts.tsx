// An EVM-only merchant (the case): `blockchain` is required, since leaving it out means `solana`,
// and the wallet must be one @portico/evm takes.
import { mountCheckout } from '@portico/core'
import { type EvmTransaction, evm, type MinimalEvmWallet } from '@portico/evm'
import type { WagmiWallet } from '@portico/evm/wagmi'
import {
  type CheckoutProps,
  PorticoProvider,
  Purchase,
  PurchaseHistory,
  Withdraw,
  WithdrawHistory,
} from '@portico/react'
import { createWalletClient, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { base, mainnet } from 'viem/chains'

declare const wagmiWallet: WagmiWallet
declare const minimal: MinimalEvmWallet
const viemWallet = createWalletClient({
  account: privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'),
  chain: mainnet,
  transport: http(),
})
const transaction: EvmTransaction = { to: '0x0000000000000000000000000000000000000001', value: 1n }
/** A wallet shaped like @portico/solana's, which this merchant does not install. */
declare const solanaLikeWallet: { publicKey: null; sendTransaction(tx: unknown): Promise<string> }

export const page = (
  <PorticoProvider env="local" merchantId="my-merchant" plugins={[evm({ chains: { base } })]}>
    <Purchase blockchain="eth" wallet={viemWallet} transaction={transaction} subtotal={{ cents: 1999 }} />
    <Withdraw blockchain="base" wallet={wagmiWallet} chain={base} usePermit={false} />
    <PurchaseHistory blockchain="polygon" wallet={minimal} />
    <WithdrawHistory
      blockchain="arbitrum"
      wallet={{ provider: { request: async () => null }, address: '0x01' }}
    />
  </PorticoProvider>
)

/** A wrapper generic over the EVM chains it is used with. */
export function ChainPurchase<B extends 'eth' | 'base'>(props: CheckoutProps<B>) {
  return <Purchase {...props} onHeightChange={(height) => console.log(height)} />
}
export const wrapped = <ChainPurchase blockchain="base" wallet={minimal} />

// @ts-expect-error: a Solana wallet on blockchain="eth"
export const solanaWallet = <Purchase blockchain="eth" wallet={solanaLikeWallet} />
// @ts-expect-error: without `blockchain` the checkout is Solana's, and @portico/solana is not installed
export const defaulted = <Purchase wallet={minimal} />
// @ts-expect-error: `solana` is not served by any installed plugin
export const solana = <Withdraw blockchain="solana" />
// @ts-expect-error: `connection` is a Solana option
export const connection = <Purchase blockchain="eth" connection={{}} />
// @ts-expect-error: the wrapper takes only the EVM chains it names
export const polygon = <ChainPurchase blockchain="polygon" />

// The same registry types mountCheckout.
declare const element: HTMLElement
export const mounted = mountCheckout(element, {
  merchantId: 'my-merchant',
  blockchain: 'base',
  wallet: minimal,
})
// @ts-expect-error: a Solana wallet on blockchain: 'eth'
mountCheckout(element, { merchantId: 'my-merchant', blockchain: 'eth', wallet: solanaLikeWallet })
