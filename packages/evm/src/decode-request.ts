import { InvalidRequestError, type RequestMethod } from '@portico/core'
import { isAddress, type TypedDataDefinition, validateTypedData } from 'viem'
import type { EvmTransactionRequest } from './types'

const AMOUNTS = ['value', 'gas', 'gasPrice', 'maxFeePerGas', 'maxPriorityFeePerGas'] as const
const INTEGER = /^(0x[\da-f]+|\d+)$/i

/**
 * Decodes a sendTransaction / signTransaction request: base64 of UTF-8 JSON `{ to, data?, value?, gas? |
 * gasLimit?, gasPrice?, maxFeePerGas?, maxPriorityFeePerGas?, nonce?, chainId? }`, numbers as hex strings,
 * decimal strings or JSON numbers. Throws InvalidRequestError on anything else.
 */
export function decodeTransactionRequest(method: RequestMethod, data: string): EvmTransactionRequest {
  const fail = (reason: string, cause?: unknown) => new InvalidRequestError(method, reason, { cause })
  let json: unknown
  try {
    // atob + TextDecoder: the same code runs in every browser and in Node, without Buffer.
    const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0))
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
  } catch (cause) {
    throw fail('data is not base64 of JSON', cause)
  }
  if (!json || typeof json !== 'object' || Array.isArray(json)) throw fail('data is not a JSON object')
  const raw = json as Record<string, unknown>
  if (typeof raw.to !== 'string' || !isAddress(raw.to)) throw fail('to is not an address')
  const request: EvmTransactionRequest = { to: raw.to }
  if (raw.data != null) {
    if (typeof raw.data !== 'string' || !/^0x([\da-f]{2})*$/i.test(raw.data))
      throw fail('data is not hex bytes')
    request.data = raw.data as `0x${string}`
  }
  const integer = (key: string, value: unknown): bigint | undefined => {
    if (value == null) return undefined
    if (
      typeof value === 'number'
        ? Number.isSafeInteger(value) && value >= 0
        : typeof value === 'string' && INTEGER.test(value)
    )
      return BigInt(value as number | string)
    throw fail(`${key} is not a non-negative integer`)
  }
  for (const key of AMOUNTS) {
    const value = integer(key, key === 'gas' ? (raw.gas ?? raw.gasLimit) : raw[key])
    if (value !== undefined) request[key] = value
  }
  for (const key of ['nonce', 'chainId'] as const) {
    const value = integer(key, raw[key])
    if (value === undefined) continue
    if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw fail(`${key} is too large`)
    request[key] = Number(value)
  }
  return request
}

/** The EIP-712 typed data in a signMessage request, or undefined when the request is plain text. */
export function typedDataOf(data: string): TypedDataDefinition | undefined {
  let json: unknown
  try {
    json = JSON.parse(data)
  } catch {
    return undefined
  }
  if (
    !json ||
    typeof json !== 'object' ||
    !['domain', 'types', 'primaryType', 'message'].every((k) => k in json)
  )
    return undefined
  const typedData = json as TypedDataDefinition
  try {
    // The wallet would fail on it anyway; failing here says the request, not the wallet, is wrong.
    validateTypedData(typedData)
  } catch (cause) {
    throw new InvalidRequestError('signMessage', 'the typed data does not match its types', { cause })
  }
  return typedData
}
