import LZString from 'lz-string'
import { HttpError } from '../server/http'

/** The redeem variants of the hosted checkout's EVM `transaction`, as the emulator names them. */
export type RedeemType = 'normal' | 'known-token-id' | 'safe-mint' | 'returned' | 'token' | 'decent'

/** A call the merchant's transaction makes: Portico's own `{ to, data?, value? }`, sent by the wallet. */
export interface EvmCall {
  to: `0x${string}`
  data?: `0x${string}`
  value: bigint
}

/**
 * The merchant's EVM `?transaction=`: a call the customer's wallet sends itself, or one of the checkout's
 * redeem objects, which the checkout carries out once the purchase is paid.
 */
export type MerchantEvmTransaction =
  | { kind: 'call'; call: EvmCall }
  | {
      kind: 'redeem'
      type: RedeemType
      /** The decompressed JSON as the merchant gave it. */
      given: Record<string, unknown>
      /** The merchant's contract call of normal, known-token-id, safe-mint and returned redeems. */
      call?: { to: `0x${string}`; data: `0x${string}` }
      /** Where a token redeem delivers what was bought. */
      destination?: `0x${string}`
    }

const ADDRESS = /^0x[\da-fA-F]{40}$/
const HEX = /^0x([\da-fA-F]{2})*$/
const DIGITS = /^\d+$/
const INTEGER = /^(\d+|0x[\da-f]+)$/i

const isAddress = (value: unknown): value is `0x${string}` => typeof value === 'string' && ADDRESS.test(value)
const isHex = (value: unknown): value is `0x${string}` => typeof value === 'string' && HEX.test(value)
const optional = (value: unknown, check: (v: unknown) => boolean) => value === undefined || check(value)

// Why a redeem object is malformed, by the anchor kit's types (CoinflowTypes: NormalRedeem, TokenRedeem, …).
function redeemProblem(json: Record<string, unknown>, type: RedeemType): string | undefined {
  if (!optional(json.waitForHash, (v) => typeof v === 'boolean')) return 'waitForHash must be true or false'
  if (type === 'token') return isAddress(json.destination) ? undefined : 'destination must be an EVM address'
  if (type === 'decent') {
    const cost = Object(json.cost) as Record<string, unknown>
    if (!Number.isSafeInteger(json.dstChainId)) return 'dstChainId must be a chain id'
    if (!isAddress(json.dstToken) || !isAddress(json.contractAddress))
      return 'dstToken and contractAddress must be EVM addresses'
    if (!isHex(json.contractData)) return 'contractData must be 0x hex'
    if (typeof cost.amount !== 'string' || !DIGITS.test(cost.amount) || typeof cost.isNative !== 'boolean')
      return 'cost must be { amount (base units as text), isNative }'
    return undefined
  }
  const call = Object(json.transaction) as Record<string, unknown>
  if (!isAddress(call.to) || !isHex(call.data))
    return 'transaction must be { to (an EVM address), data (0x hex) }'
  if (!optional(json.nftContract, isAddress)) return 'nftContract must be an EVM address'
  if (type === 'known-token-id' && !(typeof json.nftId === 'string' && json.nftId.length > 0))
    return 'nftId must be the id of the NFT (text)'
  return undefined
}

function redeemType(json: Record<string, unknown>): RedeemType | undefined {
  if (json.type === 'token') return 'token'
  if (json.type === 'decent') return 'decent'
  if (json.type === 'safeMint') return 'safe-mint'
  if (json.type === 'returned') return 'returned'
  if (json.type !== undefined || !('transaction' in json)) return undefined
  return 'nftContract' in json || 'nftId' in json ? 'known-token-id' : 'normal'
}

const NOT_ONE =
  'the transaction parameter is not lz-string JSON of a redeem object ({ transaction: { to, data } }, ' +
  "{ type: 'token', destination }, …) or of an EVM call { to, data?, value? }"

/**
 * Reads the merchant's EVM `?transaction=` (lz-string-compressed JSON): a redeem object of the hosted
 * checkout (normal, known token id, safe mint, returned token id, token, decent) or Portico's call
 * `{ to, data?, value? }` (bigint as text). A 400 when it is neither or is malformed.
 */
export function readEvmTransaction(text: string): MerchantEvmTransaction {
  let json: Record<string, unknown>
  try {
    json = JSON.parse(LZString.decompressFromEncodedURIComponent(text) ?? '')
  } catch {
    throw new HttpError(400, NOT_ONE)
  }
  if (json?.constructor !== Object) throw new HttpError(400, NOT_ONE)
  const type = redeemType(json)
  if (type) {
    const problem = redeemProblem(json, type)
    if (problem) throw new HttpError(400, `the transaction parameter (a ${type} redeem): ${problem}`)
    const call = json.transaction as { to: `0x${string}`; data: `0x${string}` } | undefined
    return {
      kind: 'redeem',
      type,
      given: json,
      ...(call && type !== 'token' && type !== 'decent' ? { call: { to: call.to, data: call.data } } : {}),
      ...(type === 'token' ? { destination: json.destination as `0x${string}` } : {}),
    }
  }
  if (!isAddress(json.to) || !optional(json.data, isHex)) throw new HttpError(400, NOT_ONE)
  const value = json.value
  if (!optional(value, (v) => (typeof v === 'string' && INTEGER.test(v)) || Number.isSafeInteger(v)))
    throw new HttpError(400, NOT_ONE)
  const data = json.data as `0x${string}` | undefined
  return {
    kind: 'call',
    call: { to: json.to, ...(data ? { data } : {}), value: BigInt((value as string | number) ?? 0) },
  }
}
