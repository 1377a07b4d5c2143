import { readBody } from '../../server/body'
import { send, sendJson, startServer } from '../../server/http'
import { STANDALONE_PASSPHRASE } from '../stellar-network'
import { answerStellarRpc } from './answer'
import { type StellarRpcTransaction, stellarRpcMethods } from './methods'

/** Options of `startStellarRpc` (and of `serveStellarRpc`, which it loads). */
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

/**
 * Starts a stand-in of Stellar RPC (JSON-RPC 2.0 over HTTP POST, named params) with the methods of
 * `stellarRpcMethods`. There is no ledger: a transaction is taken when its source account signed it.
 */
export async function serveStellarRpc(options: StellarRpcOptions = {}): Promise<StellarRpc> {
  const networkPassphrase = options.networkPassphrase ?? STANDALONE_PASSPHRASE
  const { methods, transactions } = stellarRpcMethods(networkPassphrase)
  const server = await startServer(options.port ?? 0, async (req, res) => {
    if (req.method === 'OPTIONS') return send(res, 204, '', 'text/plain', CORS)
    if (req.method !== 'POST') return sendJson(res, 405, { error: 'POST a JSON-RPC request' }, CORS)
    sendJson(res, 200, answerStellarRpc(methods, await readBody(req)), CORS)
  })
  return { url: server.origin, networkPassphrase, transactions, close: () => server.close() }
}
