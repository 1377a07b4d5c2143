// A Stellar merchant with only @portico/stellar: Freighter's functions as the wallet, the merchant's
// transaction as base64 XDR, on every checkout component.
import {
  PaymentIntentPurchase,
  PorticoProvider,
  Purchase,
  PurchaseHistory,
  Withdraw,
  WithdrawHistory,
} from '@portico/react'
import { StellarNetworks, type StellarWallet, stellar } from '@portico/stellar'

// As @stellar/freighter-api declares them (not installed here: its shape is what matters).
declare function signTransaction(
  xdr: string,
  opts?: { networkPassphrase?: string; address?: string },
): Promise<{ signedTxXdr: string; signerAddress: string } & { error?: { code: number; message: string } }>
declare function signMessage(
  message: string,
  opts?: { networkPassphrase?: string; address?: string },
): Promise<{ signedMessage: string | null; signerAddress: string; error?: { code: number; message: string } }>

const plugins = [stellar({ networkPassphrase: StellarNetworks.TESTNET, server: 'https://rpc.example' })]

export function Checkout({ address, xdr }: { address: string; xdr: string }) {
  const wallet: StellarWallet = { address, signTransaction, signMessage }
  return (
    <PorticoProvider env="sandbox" merchantId="my-merchant" plugins={plugins}>
      <Purchase blockchain="stellar" wallet={wallet} transaction={xdr} cents={1500} />
      <Withdraw blockchain="stellar" wallet={{ address, signTransaction }} />
      <PurchaseHistory blockchain="stellar" wallet={wallet} />
      <WithdrawHistory blockchain="stellar" wallet={wallet} style={{ margin: 8 }} />
      <PaymentIntentPurchase paymentIntentId="pi_1" blockchain="stellar" wallet={wallet} />
    </PorticoProvider>
  )
}

// @ts-expect-error: without `blockchain` the checkout is Solana's, and @portico/solana is not installed
export const defaulted = <Purchase wallet={{ address: 'G', signTransaction }} />
// @ts-expect-error: the transaction is base64 XDR, not an object
export const transaction = <Purchase blockchain="stellar" transaction={{ xdr: 'AAAA' }} />
// @ts-expect-error: a Stellar wallet has an address and signTransaction
export const wallet = <Withdraw blockchain="stellar" wallet={{ publicKey: null }} />
// @ts-expect-error: `eth` is served by @portico/evm, which is not installed
export const eth = <PurchaseHistory blockchain="eth" />
