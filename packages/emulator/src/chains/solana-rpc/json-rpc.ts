/** JSON-RPC 2.0 error codes this endpoint answers with (the standard ones plus Solana's own). */
export const RpcCodes = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
  /** Solana: preflight simulation failed, or the node refused the transaction. */
  sendTransactionPreflightFailure: -32002,
  /** Solana: a signature does not verify. */
  transactionSignatureVerificationFailure: -32003,
  /** Solana: a v0 transaction asked for without `maxSupportedTransactionVersion`. */
  unsupportedTransactionVersion: -32015,
  /** Solana: `minContextSlot` is ahead of the node. */
  minContextSlotNotReached: -32016,
} as const

/** An error a method answers with; it becomes the `error` member of the response, never an HTTP failure. */
export class JsonRpcError extends Error {
  override name = 'JsonRpcError'
  readonly code: number
  readonly data: unknown
  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    this.data = data
  }
}

/** One method: its params (always an array here) in, its JSON result out. */
export type RpcMethod = (params: unknown[]) => unknown

/** Methods by name. */
export type RpcMethods = ReadonlyMap<string, RpcMethod>

type Id = string | number | null

/**
 * Answers a parsed JSON-RPC body: one request or a batch. Notifications (no `id`) run but get no answer, so a
 * body of only notifications answers `undefined` (web3.js' WebSocket heartbeat is such a notification).
 */
export function answer(body: unknown, methods: RpcMethods): unknown {
  if (!Array.isArray(body)) return answerOne(body, methods)
  if (body.length === 0) return failure(null, new JsonRpcError(RpcCodes.invalidRequest, 'Invalid request'))
  const answers = body.map((request) => answerOne(request, methods)).filter((reply) => reply !== undefined)
  return answers.length > 0 ? answers : undefined
}

/** The response for a body that is not JSON at all. */
export function parseFailure(): unknown {
  return failure(null, new JsonRpcError(RpcCodes.parseError, 'Parse error'))
}

function answerOne(request: unknown, methods: RpcMethods): unknown {
  if (!isRecord(request) || request.jsonrpc !== '2.0' || typeof request.method !== 'string') {
    return failure(idOf(request), new JsonRpcError(RpcCodes.invalidRequest, 'Invalid request'))
  }
  const notification = !('id' in request)
  const id = idOf(request)
  try {
    const method = methods.get(request.method)
    if (!method) throw new JsonRpcError(RpcCodes.methodNotFound, 'Method not found')
    const params = request.params === undefined ? [] : request.params
    if (!Array.isArray(params))
      throw new JsonRpcError(RpcCodes.invalidParams, 'Invalid params: expected an array')
    const result = method(params)
    return notification ? undefined : { jsonrpc: '2.0', result: result === undefined ? null : result, id }
  } catch (error) {
    return notification ? undefined : failure(id, error)
  }
}

function failure(id: Id, error: unknown): unknown {
  const known =
    error instanceof JsonRpcError
      ? error
      : // A bug of ours, not of the caller: say so without leaking a stack.
        new JsonRpcError(
          RpcCodes.internalError,
          `Internal error: ${error instanceof Error ? error.message : 'unknown'}`,
        )
  const body = { code: known.code, message: known.message }
  return { jsonrpc: '2.0', error: known.data === undefined ? body : { ...body, data: known.data }, id }
}

function idOf(request: unknown): Id {
  if (!isRecord(request)) return null
  const { id } = request
  return typeof id === 'string' || typeof id === 'number' ? id : null
}

/** A plain JSON object (not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
