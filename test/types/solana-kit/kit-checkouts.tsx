// A Solana merchant on today's stack: @solana/kit signers and wallet-standard wallets, and no @solana/web3.js
// installed at all (the matrix hides it from this install). Each accepted wallet shape type-checks as it is.
import { mountCheckout } from '@portico/core'
import { PorticoProvider, Purchase, Withdraw } from '@portico/react'
import { solana } from '@portico/solana'
import {
  compileTransaction,
  getBase64EncodedWireTransaction,
  getTransactionEncoder,
  type KeyPairSigner,
  type MessageModifyingSigner,
  type MessagePartialSigner,
  type TransactionModifyingSigner,
  type TransactionPartialSigner,
  type TransactionSendingSigner,
} from '@solana/kit'
import type { SolanaSignAndSendTransactionFeature } from '@solana/wallet-standard-features'
import type { Wallet, WalletWithFeatures } from '@wallet-standard/base'

declare const keyPairSigner: KeyPairSigner
declare const modifying: TransactionModifyingSigner
declare const partial: TransactionPartialSigner
declare const sending: TransactionSendingSigner
declare const messages: MessagePartialSigner
declare const modifyingMessages: MessageModifyingSigner
declare const standard: Wallet
declare const sender: WalletWithFeatures<SolanaSignAndSendTransactionFeature>
declare const message: Parameters<typeof compileTransaction>[0]

const plugins = [solana()]
const base64 = getBase64EncodedWireTransaction(compileTransaction(message))
const bytes = new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)))

export const page = (
  <PorticoProvider env="local" merchantId="my-merchant" plugins={plugins}>
    <Purchase blockchain="solana" wallet={keyPairSigner} transaction={base64} cents={500} />
    <Purchase blockchain="solana" wallet={modifying} transaction={bytes} cents={500} />
    <Purchase blockchain="solana" wallet={partial} cents={500} />
    <Purchase blockchain="solana" wallet={sending} cents={500} />
    <Purchase blockchain="solana" wallet={messages} cents={500} />
    <Purchase blockchain="solana" wallet={modifyingMessages} cents={500} />
    <Purchase blockchain="solana" wallet={standard} chain="solana:devnet" cents={500} />
    <Withdraw blockchain="solana" wallet={sender} />
  </PorticoProvider>
)

// Without a framework, with a signer that only signs: `connection` sends what it signed.
export const vanilla = mountCheckout(document.body, {
  env: 'local',
  merchantId: 'my-merchant',
  plugins,
  blockchain: 'solana',
  wallet: partial,
  connection: { sendRawTransaction: async (wire: Uint8Array) => `${wire.length}` },
  subtotal: { cents: 500 },
})

// @ts-expect-error: a kit address alone signs nothing
export const addressOnly = <Purchase blockchain="solana" wallet={{ address: keyPairSigner.address }} />
// @ts-expect-error: a transaction is wire bytes, base64 or a web3.js object, not a number
export const numberTransaction = <Purchase blockchain="solana" wallet={partial} transaction={42} />
// @ts-expect-error: wallet-standard chains are named `solana:…`
export const badChain = <Purchase blockchain="solana" wallet={standard} chain="mainnet" />
