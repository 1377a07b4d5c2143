import type { Refusal } from './chain'
import { JsonRpcError, RpcCodes } from './json-rpc'
import { describeTransactionError } from './tx-error'

/**
 * Throws the JSON-RPC error for a refused transaction: -32003 for a bad signature (whatever the preflight
 * setting, as RPC verifies signatures before anything else), otherwise `code` with the runtime's logs in
 * `data.logs`, where web3.js' SendTransactionError reads them.
 */
export function rejectRefusal(refusal: Refusal, code: number, prefix: string): never {
  if (refusal.err === 'SignatureFailure') {
    throw new JsonRpcError(
      RpcCodes.transactionSignatureVerificationFailure,
      'Transaction signature verification failure',
    )
  }
  throw new JsonRpcError(code, `${prefix}: ${describeTransactionError(refusal.err)}`, {
    err: refusal.err,
    logs: refusal.logs,
    accounts: null,
    unitsConsumed: refusal.unitsConsumed,
    returnData: null,
    innerInstructions: null,
  })
}
