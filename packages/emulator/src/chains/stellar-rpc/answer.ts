import { StellarRpcFault } from './fault'
import type { stellarRpcMethods } from './methods'

type Methods = ReturnType<typeof stellarRpcMethods>['methods']
type Id = string | number | null

const response = (id: Id, body: { result: unknown } | { error: { code: number; message: string } }) => ({
  jsonrpc: '2.0',
  id,
  ...body,
})

/**
 * The JSON-RPC 2.0 response to one request body (text), as Stellar RPC answers: named params, `-32700` for
 * a body that is not JSON, `-32601` for an unknown method, `-32602` for bad params. Never throws for the
 * caller's input; a fault of the stand-in itself is thrown as it is.
 */
export function answerStellarRpc(methods: Methods, body: string): unknown {
  let request: { jsonrpc?: unknown; id?: unknown; method?: unknown; params?: unknown }
  try {
    request = Object(JSON.parse(body))
  } catch {
    return response(null, { error: { code: -32700, message: 'parse error' } })
  }
  const id = typeof request.id === 'string' || typeof request.id === 'number' ? request.id : null
  const known = typeof request.method === 'string' && Object.hasOwn(methods, request.method)
  if (request.jsonrpc !== '2.0' || !known) {
    const error = known
      ? { code: -32600, message: 'invalid request' }
      : { code: -32601, message: 'method not found' }
    return response(id, { error })
  }
  const params = request.params == null ? {} : request.params
  try {
    if (typeof params !== 'object' || Array.isArray(params))
      throw new StellarRpcFault(-32602, 'invalid parameters: params must be an object')
    return response(id, { result: methods[request.method as string]?.(params as Record<string, unknown>) })
  } catch (error) {
    if (!(error instanceof StellarRpcFault)) throw error
    return response(id, { error: { code: error.code, message: error.message } })
  }
}
