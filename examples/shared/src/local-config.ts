// Where the examples find the emulator and the local chains. A merchant writes `env: 'local'` and nothing
// else; these examples also read overrides from the page URL so that tests can run the emulator on other
// ports: ?checkout=<origin>&api=<origin>&solanaRpc=<url>&evmRpc=<url>
import type { Hosts } from '@portico/core'

/** The emulator and chains an example page talks to. */
export interface LocalConfig {
  /** Always `local`: the emulator, at its default origins unless `hosts` says otherwise. */
  env: 'local'
  /** Checkout and API origins from `?checkout=` and `?api=`; `undefined` keeps the emulator's defaults. */
  hosts: Hosts | undefined
  /** Solana JSON-RPC URL. @default 'http://localhost:8899' (what `portico-emulator` starts) */
  solanaRpc: string
  /** EVM JSON-RPC URL (the Hardhat node). @default 'http://localhost:8545' (what `portico-emulator` starts) */
  evmRpc: string
}

// Only http(s) URLs are taken from the query: anything else is ignored, not trusted.
function url(params: URLSearchParams, name: string): string | undefined {
  const value = params.get(name)
  if (!value) return undefined
  try {
    const parsed = new URL(value)
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? value : undefined
  } catch {
    return undefined
  }
}

/** Reads the page's configuration once, from `search` (the page URL's query by default). */
export function localConfig(search: string = window.location.search): LocalConfig {
  const params = new URLSearchParams(search)
  const checkout = url(params, 'checkout')
  const api = url(params, 'api')
  return {
    env: 'local',
    hosts: checkout || api ? { ...(checkout && { checkout }), ...(api && { api }) } : undefined,
    solanaRpc: url(params, 'solanaRpc') ?? 'http://localhost:8899',
    evmRpc: url(params, 'evmRpc') ?? 'http://localhost:8545',
  }
}
