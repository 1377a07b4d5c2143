import type { HandlerContext, RequestHandlers } from '@portico/core'
import { base58 } from './base58'
import { decodeTransaction } from './decode-transaction'
import {
  isMessageModifyingSigner,
  isMessagePartialSigner,
  isTransactionModifyingSigner,
  isTransactionPartialSigner,
  isTransactionSendingSigner,
} from './kit-guards'
import type { SolanaKitSigner, SolanaKitTransaction, SolanaOptions } from './registry'
import { requireConnection } from './require-connection'
import { sameBytes, signatureBytes } from './signature-bytes'
import { signedBy } from './signed-by'
import { missing, walletCall } from './wallet-call'
import { unsigned, type WireTransaction, wireTransactionOf, writeWireTransaction } from './wire-transaction'

/** The transaction as kit's own decoder gives it to signers: message bytes, a signature or `null` each. */
function kitTransaction({ messageBytes, signers, signatures }: WireTransaction): SolanaKitTransaction {
  const map = Object.fromEntries(signers.map((s, i) => [s, unsigned(signatures[i]!) ? null : signatures[i]!]))
  return Object.freeze({ messageBytes, signatures: Object.freeze(map) })
}

/**
 * The handlers for a `@solana/kit` signer. Like kit's own `signTransactionMessageWithSigners`, a modifying
 * signer is asked before a partial one, and a sending signer sends; the signer's kind is told by kit's
 * guards. A signer that only signs sends through the options' `connection`.
 */
export function kitHandlers(
  signer: SolanaKitSigner,
  context: HandlerContext<SolanaOptions> | undefined,
): RequestHandlers {
  const { address } = signer
  async function sign(transaction: WireTransaction): Promise<WireTransaction> {
    if (isTransactionModifyingSigner(signer)) {
      const [signed] = await signer.modifyAndSignTransactions([kitTransaction(transaction)])
      if (!signed) throw new Error('the signer answered no transaction')
      return signedBy(wireTransactionOf(Uint8Array.from(signed.messageBytes), signed.signatures), address)
    }
    if (!isTransactionPartialSigner(signer)) throw new Error('not a transaction signer')
    const [signatures] = await signer.signTransactions([kitTransaction(transaction)])
    const index = transaction.signers.indexOf(address)
    const slots = transaction.signatures.map((s, i) =>
      i === index ? signatureBytes(signatures?.[address], address) : s,
    )
    return { ...transaction, signatures: slots }
  }
  const signs = isTransactionModifyingSigner(signer) || isTransactionPartialSigner(signer)
  return {
    async signMessage(data) {
      const content = new TextEncoder().encode(data)
      const message = Object.freeze({ content, signatures: Object.freeze({}) })
      if (isMessageModifyingSigner(signer))
        return walletCall('signMessage', async () => {
          const [signed] = await signer.modifyAndSignMessages([message])
          // The checkout verifies the signature against its own text: another text's would not do.
          if (!signed || !sameBytes(signed.content, content))
            throw new Error('the signer changed the message')
          return base58.encode(signatureBytes(signed.signatures[address], address))
        })
      if (isMessagePartialSigner(signer))
        return walletCall('signMessage', async () => {
          const [signatures] = await signer.signMessages([message])
          return base58.encode(signatureBytes(signatures?.[address], address))
        })
      throw missing('signMessage', 'message signer')
    },
    async signTransaction(data) {
      if (!signs) throw missing('signTransaction', 'modifying or partial transaction signer')
      const transaction = decodeTransaction('signTransaction', data, address)
      return walletCall('signTransaction', async () =>
        base58.encode(writeWireTransaction(await sign(transaction))),
      )
    },
    async sendTransaction(data) {
      if (isTransactionSendingSigner(signer)) {
        const transaction = decodeTransaction('sendTransaction', data, address)
        return walletCall('sendTransaction', async () => {
          const [sent] = await signer.signAndSendTransactions([kitTransaction(transaction)])
          return base58.encode(signatureBytes(sent, address))
        })
      }
      if (!signs) throw missing('sendTransaction', 'transaction signer')
      const connection = requireConnection(
        'sendTransaction',
        context?.options?.connection,
        'the signer is no sending signer',
      )
      const transaction = decodeTransaction('sendTransaction', data, address)
      return walletCall('sendTransaction', async () =>
        connection.sendRawTransaction(writeWireTransaction(await sign(transaction))),
      )
    },
  }
}
