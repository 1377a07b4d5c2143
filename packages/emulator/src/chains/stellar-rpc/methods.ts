import { xdr } from '@stellar/stellar-base'
import { StellarRpcFault } from './fault'
import { readSignedEnvelope } from './signed-envelope'

/** A transaction the stand-in took, as `getTransaction` and the tests read it. */
export interface StellarRpcTransaction {
  hash: string
  /** The signed envelope as it was sent (base64 XDR). */
  envelopeXdr: string
  /** The account whose signature was checked. */
  source: string
  /** The ledger it was taken in. */
  ledger: number
}

// The `errorResultXdr` of a transaction whose source did not sign it: a TransactionResult of txBAD_AUTH.
const badAuth = (fee: string) =>
  new xdr.TransactionResult({
    feeCharged: xdr.Int64.fromString(fee),
    result: xdr.TransactionResultResult.txBadAuth(),
    ext: new xdr.TransactionResultExt(0),
  }).toXDR('base64')

/**
 * The methods of the stand-in, written from Stellar RPC's API reference: `sendTransaction` (statuses
 * PENDING, DUPLICATE and ERROR with `errorResultXdr`), `getTransaction` (SUCCESS or NOT_FOUND), `getNetwork`,
 * and `getHealth`. There is no ledger: a transaction is taken when its source account's
 * signature verifies for the network, and is SUCCESS from then on.
 */
export function stellarRpcMethods(networkPassphrase: string) {
  const taken = new Map<string, StellarRpcTransaction>()
  let ledger = 1
  const closeTime = () => String(Math.floor(Date.now() / 1000))
  const latest = () => ({ latestLedger: ledger, latestLedgerCloseTime: closeTime() })
  const text = (params: Record<string, unknown>, name: string) => {
    const value = params[name]
    if (typeof value !== 'string' || value.length === 0)
      throw new StellarRpcFault(-32602, `invalid parameters: ${name} is required`)
    return value
  }
  const methods: Record<string, (params: Record<string, unknown>) => unknown> = {
    sendTransaction(params) {
      const envelopeXdr = text(params, 'transaction')
      let envelope: ReturnType<typeof readSignedEnvelope>
      try {
        envelope = readSignedEnvelope(envelopeXdr, networkPassphrase)
      } catch {
        throw new StellarRpcFault(-32602, 'invalid_xdr')
      }
      const { hash, source, signedBySource, transaction } = envelope
      if (taken.has(hash)) return { status: 'DUPLICATE', hash, ...latest() }
      if (!signedBySource)
        return { status: 'ERROR', hash, errorResultXdr: badAuth(transaction.fee), ...latest() }
      ledger += 1
      taken.set(hash, { hash, envelopeXdr, source, ledger })
      return { status: 'PENDING', hash, ...latest() }
    },
    getTransaction(params) {
      const hash = text(params, 'hash').toLowerCase()
      const found = taken.get(hash)
      if (!found) return { status: 'NOT_FOUND', ...latest(), oldestLedger: 1 }
      return {
        status: 'SUCCESS',
        ...latest(),
        oldestLedger: 1,
        ledger: found.ledger,
        createdAt: closeTime(),
        envelopeXdr: found.envelopeXdr,
      }
    },
    getNetwork: () => ({ passphrase: networkPassphrase, protocolVersion: 22 }),
    getHealth: () => ({
      status: 'healthy',
      latestLedger: ledger,
      oldestLedger: 1,
      ledgerRetentionWindow: 17280,
    }),
  }
  return { methods, transactions: () => [...taken.values()] }
}
