import { InvalidRequestError, type RequestMethod } from '@portico/core'
import { isAddress, isHex, type TypedDataDefinition } from 'viem'
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

/**
 * Decodes a sendTransaction / signTransaction request: base64 of UTF-8 JSON `{ to, data?, value?, gas? |
 * gasLimit?, gasPrice?, maxFeePerGas?, maxPriorityFeePerGas?, nonce?, chainId? }`, numbers as hex strings,
 * decimal strings or JSON numbers. Throws InvalidRequestError on anything else.
 */
export function decodeTransactionRequest(method: RequestMethod, data: string): EvmTransactionRequest {
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
  if (typeof to !== 'string' || !isAddress(to)) throw invalid('to')
  const request: EvmTransactionRequest = { to }
  if (input != null) {
    if (!isHex(input) || input.length % 2) throw invalid('data')
    request.data = input
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
