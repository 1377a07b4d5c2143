// Test fixture: what the EVM tests build on a real Hardhat node (started by @portico/test-fixtures/hardhat).
import { type Address, createPublicClient, getAddress, http } from 'viem'
import type { Eip1193Provider } from './types'

export { localChain, withHardhat } from '@portico/test-fixtures/hardhat'

/** The node's own JSON-RPC as an EIP-1193 provider: Hardhat's accounts are unlocked, so it signs and sends. */
export function rpcProvider(url: string): Eip1193Provider & { calls: string[] } {
  const calls: string[] = []
  return {
    calls,
    async request({ method, params }) {
      calls.push(method)
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: calls.length, method, params: params ?? [] }),
      })
      const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string } }
      if (body.error) throw Object.assign(new Error(body.error.message), { code: body.error.code })
      return body.result
    },
  }
}

/** base64 of the UTF-8 JSON, as the checkout sends transaction requests. */
export function txData(json: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(json))
  return btoa(String.fromCharCode(...bytes))
}

/** Reads the chain: balances, receipts and nonces of what a test sent. */
export function reader(url: string) {
  return createPublicClient({ transport: http(url) })
}

/** An address nobody holds (checksummed), so balance changes are the test's own. */
export function freshAddress(seed: number): Address {
  return getAddress(`0x${seed.toString(16).padStart(40, '0')}`)
}

/** The error a promise rejects with; fails the test when it resolves instead. */
export async function failure<E = Error>(promise: Promise<unknown>): Promise<E> {
  try {
    await promise
  } catch (error) {
    return error as E
  }
  throw new Error('expected a rejection, got an answer')
}
