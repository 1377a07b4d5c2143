import { readBody } from '../../body'
import { send, sendJson, startServer } from '../../http'
import { StellarRpcFault, type StellarRpcTransaction, stellarRpcMethods } from './methods'

/** Options of `startStellarRpc`. */
export interface StellarRpcOptions {
  /**
   * The network whose signatures it checks.
   * @default 'Standalone Network ; February 2017'
   */
  networkPassphrase?: string
  /** @default 0 (a free port) */
  port?: number
}

/** A running Stellar RPC stand-in on 127.0.0.1. */
export interface StellarRpc {
  /** Its JSON-RPC endpoint, e.g. `http://localhost:8000`. */
  url: string
  networkPassphrase: string
  /** The transactions it took, oldest first. */
  transactions(): StellarRpcTransaction[]
  close(): Promise<void>
}

// Called from merchant pages on other local origins, as a public RPC is.
const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'content-type',
}

type Id = string | number | null
const reply = (id: Id, body: { result: unknown } | { error: { code: number; message: string } }) => ({
  jsonrpc: '2.0',
  id,
  ...body,
})

/**
 * Starts a stand-in of Stellar RPC (JSON-RPC 2.0 over HTTP POST, named params) with the methods of
 * `stellarRpcMethods`. There is no ledger: a transaction is taken when its source account signed it.
 */
export async function startStellarRpc(options: StellarRpcOptions = {}): Promise<StellarRpc> {
  const networkPassphrase = options.networkPassphrase ?? 'Standalone Network ; February 2017'
  const { methods, transactions } = stellarRpcMethods(networkPassphrase)
  const server = await startServer(options.port ?? 0, async (req, res) => {
    if (req.method === 'OPTIONS') return send(res, 204, '', 'text/plain', CORS)
    if (req.method !== 'POST') return sendJson(res, 405, { error: 'POST a JSON-RPC request' }, CORS)
    let request: { jsonrpc?: unknown; id?: unknown; method?: unknown; params?: unknown }
    try {
      request = Object(JSON.parse(await readBody(req)))
    } catch (error) {
      if (error instanceof SyntaxError)
        return sendJson(res, 200, reply(null, { error: { code: -32700, message: 'parse error' } }), CORS)
      throw error
    }
    const id = typeof request.id === 'string' || typeof request.id === 'number' ? request.id : null
    const method = typeof request.method === 'string' && Object.hasOwn(methods, request.method)
    if (request.jsonrpc !== '2.0' || !method) {
      const error = method ? 'invalid request' : 'method not found'
      return sendJson(
        res,
        200,
        reply(id, { error: { code: method ? -32600 : -32601, message: error } }),
        CORS,
      )
    }
    try {
      const params = request.params == null ? {} : request.params
      if (typeof params !== 'object' || Array.isArray(params))
        throw new StellarRpcFault(-32602, 'invalid parameters: params must be an object')
      const result = methods[request.method as string]?.(params as Record<string, unknown>)
      sendJson(res, 200, reply(id, { result }), CORS)
    } catch (error) {
      if (!(error instanceof StellarRpcFault)) throw error
      sendJson(res, 200, reply(id, { error: { code: error.code, message: error.message } }), CORS)
    }
  })
  return { url: server.origin, networkPassphrase, transactions, close: () => server.close() }
}
