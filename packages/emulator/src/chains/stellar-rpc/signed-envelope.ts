import { type FeeBumpTransaction, Keypair, type Transaction, TransactionBuilder } from '@stellar/stellar-base'

/** A transaction envelope read for a network, with what its source account's signature says. */
export interface SignedEnvelope {
  /** The inner transaction (of a fee bump, the one it pays for). */
  transaction: Transaction
  /** The transaction hash (hex) the network would give it: of the fee bump, when it is one. */
  hash: string
  /** The account that must sign: the source account, or a fee bump's fee source. */
  source: string
  /** Whether that account's signature over the hash is among the envelope's signatures. */
  signedBySource: boolean
}

/**
 * Reads a base64 XDR envelope for `networkPassphrase` (the passphrase is part of what is signed, so a
 * signature for another network does not verify). Throws when the XDR is not a transaction envelope.
 */
export function readSignedEnvelope(xdr: string, networkPassphrase: string): SignedEnvelope {
  const envelope: Transaction | FeeBumpTransaction = TransactionBuilder.fromXDR(xdr, networkPassphrase)
  const signer = 'feeSource' in envelope ? envelope.feeSource : envelope.source
  const hash = envelope.hash()
  let signedBySource = false
  try {
    const key = Keypair.fromPublicKey(signer)
    const hint = key.signatureHint()
    signedBySource = envelope.signatures.some(
      (signature) => signature.hint().equals(hint) && key.verify(hash, signature.signature()),
    )
  } catch {
    // A muxed (M…) source has no key of its own to check against here: not signed as far as we can tell.
  }
  return {
    transaction: 'innerTransaction' in envelope ? envelope.innerTransaction : envelope,
    hash: hash.toString('hex'),
    source: signer,
    signedBySource,
  }
}
