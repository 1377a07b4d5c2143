// Tests of scripts/examples.mjs (the server the demo and the browser tests use), on a temporary folder of
// built sites so that they do not depend on the examples having been built.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emulatorQuery, type ServedExamples, serveExamples } from '../../../scripts/examples.mjs'

let dir: string
let served: ServedExamples

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'portico-examples-'))
  mkdirSync(join(dir, 'solana', 'dist', 'assets'), { recursive: true })
  writeFileSync(join(dir, 'solana', 'dist', 'index.html'), '<title>solana site</title>')
  writeFileSync(join(dir, 'solana', 'dist', 'assets', 'app.js'), 'console.log(1)')
  writeFileSync(join(dir, 'solana', 'secret.txt'), 'outside dist')
  served = await serveExamples({ dir, names: ['solana', 'evm'] })
})
afterAll(async () => {
  await served.close()
  rmSync(dir, { recursive: true, force: true })
})

// The raw path goes out as written (fetch would normalise dot segments before sending).
function get(path: string): Promise<{ status: number; type: string; body: string; location: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${served.origin}${path}`, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk) => {
        body += chunk
      })
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          type: res.headers['content-type'] ?? '',
          body,
          location: res.headers.location ?? '',
        }),
      )
    })
    req.on('error', reject)
    req.end()
  })
}

describe('serveExamples', () => {
  it('serves each built example under its own path on 127.0.0.1', async () => {
    expect(served.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(served.urls).toEqual({ solana: `${served.origin}/solana/`, evm: `${served.origin}/evm/` })
    const page = await get('/solana/')
    expect(page).toMatchObject({ status: 200, body: '<title>solana site</title>' })
    expect(page.type).toMatch(/^text\/html/)
    const script = await get('/solana/assets/app.js')
    expect(script).toMatchObject({ status: 200, body: 'console.log(1)' })
    expect(script.type).toMatch(/^text\/javascript/)
  })

  it('redirects /<name> to /<name>/ and keeps the query', async () => {
    expect(await get('/solana?checkout=http://localhost:1')).toMatchObject({
      status: 301,
      location: '/solana/?checkout=http://localhost:1',
    })
  })

  it("answers a page path with the site's index.html, and 404 for a missing file", async () => {
    expect(await get('/solana/orders/42')).toMatchObject({ status: 200, body: '<title>solana site</title>' })
    expect((await get('/solana/assets/missing.js')).status).toBe(404)
    expect((await get('/unknown/')).status).toBe(404)
  })

  it('says when an example is not built', async () => {
    expect(await get('/evm/')).toMatchObject({ status: 404, body: 'examples/evm is not built' })
  })

  it("never serves a file outside the example's dist", async () => {
    for (const path of ['/solana/..%2fsecret.txt', '/solana/%2e%2e/secret.txt', '/solana/%E0%A4%A']) {
      const answer = await get(path)
      expect(answer.status).toBe(404)
      expect(answer.body).not.toContain('outside dist')
    }
  })
})

describe('emulatorQuery', () => {
  it('points an example page at an emulator and its chains', () => {
    const query = emulatorQuery({
      checkoutOrigin: 'http://localhost:41001',
      apiOrigin: 'http://localhost:41002',
      solanaRpcUrl: 'http://127.0.0.1:41003',
      evmRpcUrl: undefined,
    })
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({
      checkout: 'http://localhost:41001',
      api: 'http://localhost:41002',
      solanaRpc: 'http://127.0.0.1:41003',
    })
  })
})
