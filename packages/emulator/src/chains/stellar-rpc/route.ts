import { readBody } from '../../server/body'
import { corsHeaders } from '../../server/cors'
import { type Route, sendJson } from '../../server/http'
import type { StellarNetwork } from '../stellar-network'
import { answerStellarRpc } from './answer'

/** The path of the Stellar RPC stand-in on the API origin (`emulator.stellarRpcUrl`). */
export const STELLAR_RPC_PATH = '/stellar/rpc'

/**
 * `POST /stellar/rpc`: the emulator's Stellar RPC stand-in (JSON-RPC 2.0, `sendTransaction` and friends),
 * readable by the merchant page that calls it (its CORS preflight is answered by the API handler).
 */
export function stellarRpcRoutes(network: StellarNetwork): Route[] {
  return [
    {
      method: 'POST',
      path: /^\/stellar\/rpc$/,
      handle: async (req, res) => {
        const body = await readBody(req)
        const { methods } = await network.rpc()
        sendJson(res, 200, answerStellarRpc(methods, body), corsHeaders(req))
      },
    },
  ]
}
