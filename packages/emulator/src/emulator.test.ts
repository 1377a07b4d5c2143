import { createServer } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { banner } from './banner'
import { startSolanaRpc } from './chains/solana-rpc'
import { type Emulator, startEmulator } from './emulator'

async function rpc(url: string, method: string): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: [] }),
  })
  return ((await response.json()) as { result: unknown }).result
}

const reachable = (url: string) =>
  fetch(url).then(
    () => true,
    () => false,
  )

let running: Emulator | undefined
afterEach(async () => {
  await running?.close()
  running = undefined
})

describe('startEmulator', () => {
  it('starts local chains when asked, hands them out, and stops them on close', async () => {
    const emulator = await startEmulator({ checkoutPort: 0, apiPort: 0, chains: true })
    running = emulator
    expect(emulator.checkoutOrigin).toMatch(/^http:\/\/localhost:\d+$/)
    expect(await rpc(emulator.solanaRpcUrl as string, 'getHealth')).toBe('ok')
    expect(await rpc(emulator.evmRpcUrl as string, 'eth_chainId')).toBe('0x7a69')
    expect(emulator.evmChainId).toBe(31337)
    expect(emulator.evmAccounts.length).toBeGreaterThan(0)
    const text = banner(emulator)
    for (const part of [
      emulator.checkoutOrigin,
      emulator.apiOrigin,
      emulator.solanaRpcUrl,
      emulator.evmRpcUrl,
    ])
      expect(text).toContain(part)
    expect(text).toContain(emulator.evmAccounts[0]?.privateKey)
    expect(text).toContain('4242 4242 4242 4242')
    await emulator.close()
    await emulator.close()
    running = undefined
    expect(await reachable(`${emulator.checkoutOrigin}/health`)).toBe(false)
    expect(await reachable(emulator.solanaRpcUrl as string)).toBe(false)
    expect(await reachable(emulator.evmRpcUrl as string)).toBe(false)
  }, 60_000)

  it('uses a chain it is pointed at and leaves it running on close', async () => {
    const chain = await startSolanaRpc()
    try {
      const emulator = await startEmulator({ checkoutPort: 0, apiPort: 0, solanaRpcUrl: chain.url })
      expect(emulator.solanaRpcUrl).toBe(chain.url)
      expect(emulator.evmRpcUrl).toBeUndefined()
      await emulator.close()
      expect(await rpc(chain.url, 'getHealth')).toBe('ok')
    } finally {
      await chain.close()
    }
  })

  it('starts no chain by default', async () => {
    running = await startEmulator({ checkoutPort: 0, apiPort: 0 })
    expect(running.solanaRpcUrl).toBeUndefined()
    expect(running.evmAccounts).toEqual([])
    expect(banner(running)).not.toContain('solana ')
  })

  it('refuses to start on a busy port', async () => {
    const busy = createServer()
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve))
    const port = (busy.address() as { port: number }).port
    try {
      await expect(
        startEmulator({ checkoutPort: 0, apiPort: port, chains: { solana: true } }),
      ).rejects.toThrow(/EADDRINUSE/)
    } finally {
      busy.close()
    }
  })

  it('listens on the loopback interface only', async () => {
    running = await startEmulator({ checkoutPort: 0, apiPort: 0 })
    const port = new URL(running.checkoutOrigin).port
    expect(await reachable(`http://127.0.0.1:${port}/health`)).toBe(true)
    expect(await reachable(`http://[::1]:${port}/health`)).toBe(false)
  })
})
