import { InvalidRequestError, type RequestMethod } from '@portico/core'
import type { TypedDataDefinition } from 'viem'
import { hasValidChecksum } from './checksum-address'
import type { EvmTransactionRequest } from './types'

// Amounts become bigint; the last two (nonce, chainId) become numbers, so they must be safe integers.
const NUMBERS = [
  'value',
  'gas',
  'gasPrice',
  'maxFeePerGas',
  'maxPriorityFeePerGas',
  'nonce',
  'chainId',
] as const
const INTEGER = /^(0x[\da-f]+|\d+)$/i
const ADDRESS = /^0x[\da-fA-F]{40}$/
const HEX_BYTES = /^0x([\da-fA-F]{2})*$/

/**
 * Decodes a sendTransaction / signTransaction request: base64 of UTF-8 JSON `{ to, data?, value?, gas? |
 * gasLimit?, gasPrice?, maxFeePerGas?, maxPriorityFeePerGas?, nonce?, chainId? }`, numbers as hex strings,
 * decimal strings or JSON numbers. Rejects with InvalidRequestError on anything else, a `to` whose EIP-55
 * checksum is wrong included.
 */
export async function decodeTransactionRequest(
  method: RequestMethod,
  data: string,
): Promise<EvmTransactionRequest> {
  const fail = (reason: string, cause?: unknown) => new InvalidRequestError(method, reason, { cause })
  let raw: Record<string, unknown>
  try {
    // atob + TextDecoder: the same code runs in every browser and in Node, without Buffer.
    const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0))
    raw = JSON.parse(new TextDecoder().decode(bytes))
  } catch (cause) {
    throw fail('data is not base64 of a JSON object', cause)
  }
  // Only a plain object has Object as constructor: arrays, strings, numbers and null do not.
  if (raw?.constructor !== Object) throw fail('data is not base64 of a JSON object')
  const { to, data: input } = raw
  const invalid = (key: string) => fail(`bad ${key}`)
  if (typeof to !== 'string' || !ADDRESS.test(to)) throw invalid('to')
  const request: EvmTransactionRequest = { to: to as `0x${string}` }
  if (input != null) {
    if (typeof input !== 'string' || !HEX_BYTES.test(input)) throw invalid('data')
    request.data = input as `0x${string}`
  }
  raw.gas ??= raw.gasLimit
  NUMBERS.forEach((key, index) => {
    const value = raw[key]
    if (value == null) return
    const valid =
      typeof value === 'string' ? INTEGER.test(value) : Number.isSafeInteger(value) && (value as number) >= 0
    const n = valid ? BigInt(value as number | string) : -1n
    if (n < 0n || (index > 4 && n > Number.MAX_SAFE_INTEGER)) throw invalid(key)
    Object.assign(request, { [key]: index > 4 ? Number(n) : n })
  })
  // Only a lower-case address has no checksum to check.
  if (to !== to.toLowerCase() && !hasValidChecksum(to)) throw invalid('to')
  return request
}

/** The EIP-712 typed data in a signMessage request, or undefined when the request is plain text. */
export function typedDataOf(data: string): TypedDataDefinition | undefined {
  let json: TypedDataDefinition
  try {
    json = JSON.parse(data)
  } catch {
    return undefined
  }
  if (['domain', 'types', 'primaryType', 'message'].every((key) => Object(json)[key] !== undefined))
    return json
}
