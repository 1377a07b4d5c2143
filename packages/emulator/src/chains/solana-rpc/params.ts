import { PublicKey, VersionedTransaction } from '@solana/web3.js'
import bs58 from 'bs58'
import { isRecord, JsonRpcError, RpcCodes } from './json-rpc'

/** Rejects a call with "Invalid params" (-32602). */
export function invalidParams(message: string): JsonRpcError {
  return new JsonRpcError(RpcCodes.invalidParams, `Invalid params: ${message}`)
}

/** A base58 address param. */
export function addressParam(value: unknown): PublicKey {
  if (typeof value !== 'string') throw invalidParams('expected a base58 address')
  try {
    return new PublicKey(value)
  } catch {
    throw invalidParams(`invalid address ${value.slice(0, 64)}`)
  }
}

/** A base58 transaction signature param (64 bytes). */
export function signatureParam(value: unknown): string {
  if (typeof value === 'string') {
    try {
      if (bs58.decode(value).length === 64) return value
    } catch {
      // falls through to the one error below
    }
  }
  throw invalidParams('expected a base58 signature')
}

/** A non-negative integer param (a length or an amount). */
export function integerParam(value: unknown, name: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    throw invalidParams(`${name} must be a non-negative integer`)
  }
  return value
}

/** The optional config object that most methods take last; absent means `{}`. */
export function configParam(value: unknown): Record<string, unknown> {
  if (value === undefined || value === null) return {}
  if (!isRecord(value)) throw invalidParams('config must be an object')
  return value
}

/** Bytes of a string param in the given encoding (`base58`, the RPC default, or `base64`). */
export function bytesParam(value: unknown, encoding: unknown = 'base58'): Uint8Array {
  if (typeof value !== 'string') throw invalidParams('expected an encoded string')
  if (encoding === 'base64') return new Uint8Array(Buffer.from(value, 'base64'))
  if (encoding !== 'base58') throw invalidParams(`unsupported encoding ${String(encoding)}`)
  try {
    return bs58.decode(value)
  } catch {
    throw invalidParams('invalid base58')
  }
}

/** A wire transaction param (legacy or v0), decoded per `config.encoding`. */
export function transactionParam(value: unknown, encoding: unknown): VersionedTransaction {
  const bytes = bytesParam(value, encoding)
  try {
    return VersionedTransaction.deserialize(bytes)
  } catch (error) {
    throw invalidParams(
      `failed to deserialize transaction: ${error instanceof Error ? error.message : 'bad bytes'}`,
    )
  }
}
