// Test helpers for @solana/kit signers and wallet-standard wallets: real keys (kit's generateKeyPairSigner),
// signatures checked with kit's own verifySignature. Nothing here is shipped.
import {
  AccountRole,
  type Address,
  address,
  appendTransactionMessageInstruction,
  compileTransaction,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  getPublicKeyFromAddress,
  getTransactionEncoder,
  type KeyPairSigner,
  pipe,
  type SignatureBytes,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  type Transaction,
  type TransactionModifyingSigner,
  type TransactionSendingSigner,
  verifySignature,
} from '@solana/kit'
import {
  ComputeBudgetProgram,
  PublicKey,
  TransactionMessage,
  VersionedMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import bs58 from 'bs58'

/** A kit-built v0 SOL transfer, unsigned, as the merchant hands it over: base64 wire bytes. */
export function kitTransfer(blockhash: string, from: string, to: string, lamports: bigint): string {
  const data = new Uint8Array(12)
  const view = new DataView(data.buffer)
  view.setUint32(0, 2, true) // the system program's Transfer
  view.setBigUint64(4, lamports, true)
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(address(from), m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        {
          blockhash: blockhash as Parameters<
            typeof setTransactionMessageLifetimeUsingBlockhash
          >[0]['blockhash'],
          lastValidBlockHeight: 1000n,
        },
        m,
      ),
    (m) =>
      appendTransactionMessageInstruction(
        {
          programAddress: address('11111111111111111111111111111111'),
          accounts: [
            { address: address(from), role: AccountRole.WRITABLE_SIGNER },
            { address: address(to), role: AccountRole.WRITABLE },
          ],
          data,
        },
        m,
      ),
  )
  return getBase64EncodedWireTransaction(compileTransaction(message))
}

/** Whether `signature` is `signer`'s Ed25519 signature of `bytes`, by kit's verifySignature. */
export async function verifiedBy(signer: string, signature: Uint8Array, bytes: Uint8Array): Promise<boolean> {
  const key = await getPublicKeyFromAddress(signer as Address)
  return verifySignature(key, signature as SignatureBytes, bytes)
}

/** The signature of `signer` in a transaction's wire bytes (base58, a checkout answer). */
export function signatureIn(answer: string, signer: string): Uint8Array {
  const transaction = VersionedTransaction.deserialize(bs58.decode(answer))
  const index = transaction.message.staticAccountKeys.findIndex((key) => key.toBase58() === signer)
  return transaction.signatures[index]!
}

/**
 * A modifying signer as a browser wallet is one: it adds a priority fee (ComputeBudget's unit price) in front
 * of the merchant's instructions, then signs the new message with `signer`'s key. Rewriting the message is
 * done with web3.js here; the wallet's own code is its business.
 */
export function priorityFeeSigner(signer: KeyPairSigner, microLamports = 5000): TransactionModifyingSigner {
  return {
    address: signer.address,
    async modifyAndSignTransactions(transactions) {
      return Promise.all(
        transactions.map(async (transaction) => {
          const message = VersionedMessage.deserialize(Uint8Array.from(transaction.messageBytes))
          const decompiled = TransactionMessage.decompile(message)
          decompiled.instructions.unshift(ComputeBudgetProgram.setComputeUnitPrice({ microLamports }))
          const messageBytes = (
            message.version === 'legacy'
              ? decompiled.compileToLegacyMessage()
              : decompiled.compileToV0Message()
          ).serialize()
          const rewritten = { messageBytes, signatures: { [signer.address]: null } } as unknown as Transaction
          const [signatures] = await signer.signTransactions([rewritten as never])
          return Object.freeze({
            ...rewritten,
            signatures: { ...rewritten.signatures, ...signatures },
          }) as never
        }),
      )
    },
  }
}

/**
 * A sending signer: signs with `signer`'s key and hands the wire bytes to `send` (the chain), resolving to
 * the signature, as a wallet's signAndSendTransactions does.
 */
export function sendingSigner(
  signer: KeyPairSigner,
  send: (wire: Uint8Array) => Promise<void> | void,
): TransactionSendingSigner {
  return {
    address: signer.address,
    async signAndSendTransactions(transactions) {
      return Promise.all(
        transactions.map(async (transaction) => {
          const [signatures] = await signer.signTransactions([transaction as never])
          const signed = { ...transaction, signatures: { ...transaction.signatures, ...signatures } }
          await send(Uint8Array.from(getTransactionEncoder().encode(signed)))
          return signatures![signer.address]!
        }),
      )
    },
  }
}

/** A web3.js public key for a kit address, e.g. to airdrop to it on litesvm. */
export const publicKeyOf = (signer: { address: string }) => new PublicKey(signer.address)
