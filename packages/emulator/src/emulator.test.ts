import { createServer } from 'node:net'
import { buildCheckoutUrl, checkoutRoute } from '@portico/core'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { banner } from './banner'
import { ChainPackageMissingError, packageResolver } from './chains/chain-packages'
import { startSolanaRpc } from './chains/solana-rpc'
import { startHardhat } from './chains/start-chains'
import { type Emulator, startEmulator } from './emulator'
import { rawConnect, rawRequest } from './server/raw-http.test-helper'
import { openPage } from './wallet/page-client.test-helper'

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

// Stands in for an install without `names` (here all chain packages are installed, and reachable from any
// folder through the NODE_PATH the package manager's bin shims set, so no real lookup can miss them): each
// fails as Node's resolution fails in such an install, MODULE_NOT_FOUND "Cannot find module 'hardhat'".
// The rest resolve as they do.
function withoutPackages(names: readonly string[]): void {
  const resolve = packageResolver.resolve
  vi.spyOn(packageResolver, 'resolve').mockImplementation((name) => {
    if (!names.includes(name)) return resolve(name)
    const error = new Error(`Cannot find module '${name}'\nRequire stack:\n- ${import.meta.filename}`)
    throw Object.assign(error, { code: 'MODULE_NOT_FOUND', requireStack: [import.meta.filename] })
  })
}

// Ports free now, from the OS (a listener on port 0, closed at once).
async function freePorts(count: number): Promise<number[]> {
  const servers = Array.from({ length: count }, () => createServer())
  await Promise.all(servers.map((s) => new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve))))
  const ports = servers.map((s) => (s.address() as { port: number }).port)
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))))
  return ports
}

// Whether `port` on 127.0.0.1 can be listened on (nothing holds it).
const free = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
  })

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

  it('names every missing chain package in one error, before starting anything', async () => {
    withoutPackages(['@solana/web3.js', 'litesvm', 'hardhat'])
    try {
      const [checkoutPort, apiPort, solanaRpcPort, evmRpcPort] = await freePorts(4)
      const error = await startEmulator({
        checkoutPort,
        apiPort,
        solanaRpcPort,
        evmRpcPort,
        chains: true,
      }).then(
        (emulator) => {
          running = emulator
        },
        (e: unknown) => e,
      )
      expect(error).toBeInstanceOf(ChainPackageMissingError)
      expect(error).toMatchObject({
        packages: ['@solana/web3.js@1', 'litesvm@0.8', 'hardhat@2'],
        message:
          'The local Solana chain needs @solana/web3.js@1 and litesvm@0.8; The local EVM chain needs ' +
          'hardhat@2: npm install -D @solana/web3.js@1 litesvm@0.8 hardhat@2',
      })
      // Nothing was left listening: not the two origins, nor either chain (nor the Solana WebSocket).
      for (const port of [checkoutPort, apiPort, solanaRpcPort, (solanaRpcPort as number) + 1, evmRpcPort])
        expect(await free(port as number)).toBe(true)
      // A chain started on its own names only what it misses too.
      await expect(startHardhat()).rejects.toMatchObject({ packages: ['hardhat@2'] })
    } finally {
      vi.restoreAllMocks()
    }
  })

  it('listens on the loopback interface only', async () => {
    running = await startEmulator({ checkoutPort: 0, apiPort: 0 })
    const port = new URL(running.checkoutOrigin).port
    expect(await reachable(`http://127.0.0.1:${port}/health`)).toBe(true)
    expect(await reachable(`http://[::1]:${port}/health`)).toBe(false)
  })
})

describe('bad input on every route', () => {
  let emulator: Emulator
  beforeAll(async () => {
    emulator = await startEmulator({ checkoutPort: 0, apiPort: 0 })
  })
  afterAll(() => emulator.close())

  const ports = () => ({
    checkout: Number(new URL(emulator.checkoutOrigin).port),
    api: Number(new URL(emulator.apiOrigin).port),
  })

  it.each(['checkout', 'api'] as const)(
    'answers 400 to request targets that are not URLs on the %s origin, and keeps running',
    async (origin) => {
      const port = ports()[origin]
      for (const target of ['//[', '//x:99999', '//%zz', 'http://[', '//[x/emulator/sessions/a/card']) {
        const answer = await rawRequest(port, `GET ${target} HTTP/1.1\r\nHost: localhost`)
        expect([target, answer.status]).toEqual([target, 400])
      }
      const post = await rawRequest(
        port,
        'POST //[ HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 2',
        '{}',
      )
      expect(post.status).toBe(400)
      expect((await rawRequest(port, 'GET /health HTTP/1.1\r\nHost: localhost')).status).toBe(200)
    },
  )

  it('answers 413 to an oversized body on every route that reads one, and the route works after', async () => {
    const open = (merchantId: string) =>
      openPage(emulator, {
        blockchain: 'user',
        route: checkoutRoute('purchase', merchantId),
        sessionKey: 'sk',
        subtotal: { cents: 500 },
        threeDsChallengePreference: 'Challenge',
      })
    const [wallet, card, challenged] = [await open('big-bodies'), await open('big-bodies'), await open('x')]
    const request = await wallet.request()
    const post = (origin: string, path: string, body: unknown) =>
      fetch(origin + path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    const visa = { number: '4242424242424242', expiry: '12/34', cvv: '123' }
    const cardPath = (page: { sessionId: string }) => `/emulator/sessions/${page.sessionId}/card`
    const { challengeId } = await (await post(emulator.checkoutOrigin, cardPath(challenged), visa)).json()
    const routes: Array<[string, string, unknown]> = [
      [emulator.checkoutOrigin, `/emulator/sessions/${wallet.sessionId}/requests`, {}],
      [emulator.checkoutOrigin, `/emulator/requests/${request.id}/verify`, { reply: '' }],
      [emulator.checkoutOrigin, cardPath(card), visa],
      [emulator.checkoutOrigin, `/emulator/card/challenges/${challengeId}`, { approve: false }],
      [emulator.apiOrigin, '/api/tokenize/iframe/config', { origins: ['http://a.test'], merchantId: 'm' }],
      [emulator.apiOrigin, '/card-vendor/tokenize', {}],
    ]
    // Well past the 256 KiB limit, so the limit is hit while most of the body is still on its way.
    const big = JSON.stringify({ padding: 'x'.repeat(4 * 1024 * 1024) })
    for (const [origin, path, small] of routes) {
      const connection = await rawConnect(Number(new URL(origin).port))
      try {
        connection.write(
          `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
            `Content-Length: ${big.length}\r\n\r\n${big}`,
        )
        const answer = await connection.response()
        expect([path, answer.status, JSON.parse(answer.body)]).toEqual([
          path,
          413,
          { error: 'body too large (at most 256 KiB)' },
        ])
        // The body was read to its end rather than cut off: the connection carries the next request.
        connection.write('GET /health HTTP/1.1\r\nHost: localhost\r\n\r\n')
        expect((await connection.response()).status).toBe(200)
      } finally {
        connection.close()
      }
      // Nothing was decided on a body that never arrived whole: the same call with a small body is answered.
      expect([path, (await post(origin, path, small)).status]).not.toEqual([path, 413])
    }
    // The wallet request paid; the card (every card is challenged here) opened a challenge, paying nothing yet.
    expect(emulator.payments({ merchantId: 'big-bodies' })).toHaveLength(1)
  })

  it('answers HEAD wherever GET answers, with the same status and type and no body', async () => {
    const page = buildCheckoutUrl({
      hosts: { checkout: emulator.checkoutOrigin },
      route: checkoutRoute('purchase', 'heads'),
      subtotal: { cents: 100 },
    })
    const urls = [
      page,
      `${emulator.checkoutOrigin}/assets/checkout.js`,
      `${emulator.checkoutOrigin}/solana/history/purchase/heads`,
      `${emulator.checkoutOrigin}/health`,
      `${emulator.checkoutOrigin}/nowhere`,
      `${emulator.apiOrigin}/card-vendor/iframe-v3.min.js`,
      `${emulator.apiOrigin}/card-vendor/field.js`,
      `${emulator.apiOrigin}/card-vendor/card-rules.js`,
      `${emulator.apiOrigin}/card-vendor/field?frame=pan&channel=abcdef123456`,
      `${emulator.apiOrigin}/merchant/view/heads`,
      `${emulator.apiOrigin}/health`,
    ]
    for (const url of urls) {
      const get = await fetch(url)
      const head = await fetch(url, { method: 'HEAD' })
      expect([url, head.status, head.headers.get('content-type')]).toEqual([
        url,
        get.status,
        get.headers.get('content-type'),
      ])
      expect(await head.text()).toBe('')
    }
  })
})
