import type { VersionedMessage } from '@solana/web3.js'
import bs58 from 'bs58'
import { JsonRpcError, RpcCodes } from './json-rpc'
import { invalidParams } from './params'
import type { ProcessedTransaction } from './processed'

/** `getTransaction`'s result for a recorded transaction, in the `json`, `base64` or `base58` encoding. */
export function transactionJson(record: ProcessedTransaction, config: Record<string, unknown>): unknown {
  const { transaction } = record
  const version = transaction.version
  const maxVersion = config.maxSupportedTransactionVersion
  if (version !== 'legacy' && (typeof maxVersion !== 'number' || maxVersion < version)) {
    throw new JsonRpcError(
      RpcCodes.unsupportedTransactionVersion,
      `Transaction version (${version}) is not supported by the requesting client. Please try the request again ` +
        `with the following configuration parameter: "maxSupportedTransactionVersion": ${version}`,
    )
  }
  const encoding = config.encoding ?? 'json'
  let encoded: unknown
  if (encoding === 'json') {
    encoded = {
      signatures: transaction.signatures.map((s) => bs58.encode(s)),
      message: messageJson(transaction.message),
    }
  } else if (encoding === 'base64') {
    encoded = [Buffer.from(transaction.serialize()).toString('base64'), 'base64']
  } else if (encoding === 'base58') {
    encoded = [bs58.encode(transaction.serialize()), 'base58']
  } else {
    // jsonParsed needs per-program instruction parsers; better refused than answered in a shape that misleads.
    throw invalidParams(`encoding ${String(encoding)} is not supported by this endpoint; use json or base64`)
  }
  return {
    slot: record.slot,
    blockTime: record.blockTime,
    version,
    transaction: encoded,
    meta: metaJson(record),
  }
}

/** A message in RPC's `json` encoding. */
function messageJson(message: VersionedMessage): Record<string, unknown> {
  const json: Record<string, unknown> = {
    accountKeys: message.staticAccountKeys.map((key) => key.toBase58()),
    header: message.header,
    recentBlockhash: message.recentBlockhash,
    instructions: message.compiledInstructions.map((instruction) => ({
      programIdIndex: instruction.programIdIndex,
      accounts: instruction.accountKeyIndexes,
      data: bs58.encode(instruction.data),
      stackHeight: null,
    })),
  }
  if (message.version === 0) {
    json.addressTableLookups = message.addressTableLookups.map((lookup) => ({
      accountKey: lookup.accountKey.toBase58(),
      writableIndexes: lookup.writableIndexes,
      readonlyIndexes: lookup.readonlyIndexes,
    }))
  }
  return json
}

/** The `meta` of a recorded transaction: outcome, fee, balances around it, logs. */
export function metaJson(record: ProcessedTransaction): Record<string, unknown> {
  return {
    err: record.err,
    status: record.err === null ? { Ok: null } : { Err: record.err },
    fee: record.fee,
    preBalances: record.preBalances,
    postBalances: record.postBalances,
    innerInstructions: record.innerInstructions,
    logMessages: record.logs,
    preTokenBalances: record.preTokenBalances,
    postTokenBalances: record.postTokenBalances,
    rewards: [],
    loadedAddresses: {
      writable: record.loadedAddresses.writable.map((key) => key.toBase58()),
      readonly: record.loadedAddresses.readonly.map((key) => key.toBase58()),
    },
    computeUnitsConsumed: record.computeUnitsConsumed,
  }
}
