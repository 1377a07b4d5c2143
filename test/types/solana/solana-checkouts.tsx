// A Solana-only merchant: `blockchain` may be left out (it means `solana`), and wallet, transaction and
// `connection` are typed by @portico/solana.
import {
  PorticoProvider,
  Purchase,
  PurchaseHistory,
  type PurchaseProps,
  Withdraw,
  WithdrawHistory,
} from '@portico/react'
import { type SolanaTransaction, type SolanaWallet, solana } from '@portico/solana'
import type { Connection } from '@solana/web3.js'

declare const wallet: SolanaWallet
declare const transaction: SolanaTransaction
declare const connection: Connection

export const page = (
  <PorticoProvider env="local" merchantId="my-merchant" plugins={[solana()]}>
    <Purchase
      wallet={wallet}
      transaction={transaction}
      connection={connection}
      rent={{ lamports: 2_039_280n }}
      cents={500}
      onSuccess={(info) => console.log('paid', info)}
    />
    <Withdraw blockchain="solana" wallet={wallet} connection={connection} />
    <PurchaseHistory wallet={wallet} minHeight={300} />
    <WithdrawHistory blockchain={undefined} loader={<p>Loading…</p>} />
  </PorticoProvider>
)

/** A merchant's own wrapper passes its props through. */
export const MyPurchase = (props: PurchaseProps<'solana'>) => <Purchase {...props} className="pay" />
export const wrapped = <MyPurchase wallet={wallet} connection={connection} />

// @ts-expect-error: `eth` is served by @portico/evm, which is not installed
export const eth = <Purchase blockchain="eth" />
// @ts-expect-error: not a Solana transaction
export const evmTransaction = <Purchase wallet={wallet} transaction={{ to: '0x01', value: 1n }} />
// @ts-expect-error: an EVM wallet (an EIP-1193 provider) is not a Solana wallet
export const evmWallet = <Withdraw wallet={{ request: async () => null, address: '0x01' }} />
