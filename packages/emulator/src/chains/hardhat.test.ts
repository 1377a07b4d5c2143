import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { dirname, join } from 'node:path'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type HardhatNode, startHardhat } from './hardhat'
import { HARDHAT_DEFAULT_BALANCE, HARDHAT_DEFAULT_KEYS } from './hardhat-accounts'

// Hardhat's own derivation of its default accounts (the slow path the node no longer takes on start).
function hardhatDerivedAccounts(): Array<{ privateKey: string; balance: string }> {
  const hardhatDir = dirname(createRequire(import.meta.url).resolve('hardhat/package.json'))
  const load = createRequire(join(hardhatDir, 'package.json'))
  const { normalizeHardhatNetworkAccountsConfig } = load('./internal/core/providers/util')
  const { defaultHardhatNetworkHdAccountsConfigParams } = load('./internal/core/config/default-config')
  return normalizeHardhatNetworkAccountsConfig(defaultHardhatNetworkHdAccountsConfigParams)
}

async function rpc(url: string, method: string, params: unknown[] = []): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: unknown; error?: { message: string } }
  if (body.error) throw new Error(body.error.message)
  return body.result
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
  })
}

describe('startHardhat', () => {
  let node: HardhatNode
  let derived: Array<{ privateKey: string; balance: string }>
  beforeAll(async () => {
    // Derived before any request: the derivation holds the event loop for seconds on a loaded machine, and
    // the node closes a kept-alive connection idle for 5 s, which fetch would then reuse (ECONNRESET).
    derived = hardhatDerivedAccounts()
    node = await startHardhat()
  }, 90_000)
  afterAll(() => node?.close())

  it('starts a node on 127.0.0.1 that answers its chain id', async () => {
    expect(node.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(node.chainId).toBe(31337)
    expect(Number(await rpc(node.url, 'eth_chainId'))).toBe(node.chainId)
  })

  it('lists funded node accounts whose private keys match their addresses', async () => {
    const unlocked = ((await rpc(node.url, 'eth_accounts')) as string[]).map((a) => a.toLowerCase())
    expect(node.accounts).toHaveLength(10)
    for (const { address, privateKey } of node.accounts) {
      expect(privateKeyToAccount(privateKey).address).toBe(address)
      expect(unlocked).toContain(address.toLowerCase())
      expect(BigInt((await rpc(node.url, 'eth_getBalance', [address, 'latest'])) as string)).toBeGreaterThan(
        0n,
      )
    }
  })

  it("funds Hardhat's 20 default accounts, with the keys Hardhat derives from its mnemonic", async () => {
    expect(HARDHAT_DEFAULT_KEYS).toEqual(derived.map((account) => account.privateKey))
    expect(new Set(derived.map((account) => account.balance))).toEqual(new Set([HARDHAT_DEFAULT_BALANCE]))
    const unlocked = ((await rpc(node.url, 'eth_accounts')) as string[]).map((a) => a.toLowerCase())
    expect(unlocked).toEqual(
      HARDHAT_DEFAULT_KEYS.map((key) => privateKeyToAccount(key).address.toLowerCase()),
    )
    const last = unlocked[19] as string
    expect(BigInt((await rpc(node.url, 'eth_getBalance', [last, 'latest'])) as string)).toBe(
      BigInt(HARDHAT_DEFAULT_BALANCE),
    )
  })

  it('refuses to start on a port another node already serves', async () => {
    // The running node answers eth_chainId on that port: the launcher must not take it for its own.
    const port = Number(new URL(node.url).port)
    await expect(startHardhat({ port, timeoutMs: 30_000 })).rejects.toThrow(/did not start/)
    expect(Number(await rpc(node.url, 'eth_chainId'))).toBe(31337)
  }, 60_000)

  it('runs another chain id on a given port and frees the port on close, twice safely', async () => {
    const other = await startHardhat({ chainId: 1337 })
    const port = Number(new URL(other.url).port)
    expect(Number(await rpc(other.url, 'eth_chainId'))).toBe(1337)
    expect(await canListen(port)).toBe(false)
    await other.close()
    await other.close()
    expect(await canListen(port)).toBe(true)
    await expect(rpc(other.url, 'eth_chainId')).rejects.toThrow()
    // Closing one node leaves the other serving.
    expect(Number(await rpc(node.url, 'eth_chainId'))).toBe(31337)
  }, 90_000)
})
