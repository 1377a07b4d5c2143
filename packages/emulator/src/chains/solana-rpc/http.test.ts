import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rawConnect, rawRequest } from '../../server/raw-http.test-helper'
import { type SolanaRpc, startSolanaRpc } from '../solana-rpc'

let rpc: SolanaRpc
let port: number
beforeAll(async () => {
  rpc = await startSolanaRpc()
  port = Number(new URL(rpc.url).port)
})
afterAll(() => rpc.close())

const health = () => rawRequest(port, 'GET /health HTTP/1.1\r\nHost: localhost')

describe('the Solana RPC server under bad input', () => {
  it.each(['//[', '//x:99999', '//%zz', 'http://['])(
    'answers 400 to the request target %s and keeps serving',
    async (target) => {
      expect((await rawRequest(port, `GET ${target} HTTP/1.1\r\nHost: localhost`)).status).toBe(400)
      expect((await health()).status).toBe(200)
    },
  )

  it('answers a WebSocket upgrade to a target that is not a URL without stopping', async () => {
    const connection = await rawConnect(port)
    try {
      connection.write(
        'GET //[ HTTP/1.1\r\nHost: localhost\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
          'Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
      )
      // The socket server takes any path: it upgrades.
      expect((await connection.response({ interim: true })).status).toBe(101)
    } finally {
      connection.close()
    }
    expect((await health()).status).toBe(200)
  })

  it('answers HEAD /health like GET, without a body', async () => {
    const head = await rawRequest(port, 'HEAD /health HTTP/1.1\r\nHost: localhost')
    expect(head.status).toBe(200)
    expect(head.body).toBe('')
  })
})
