import { StellarRpcError } from './stellar-rpc-error'

// The statuses of Stellar RPC's `sendTransaction` under which the transaction is (or already was) taken
// for inclusion; `ERROR` and `TRY_AGAIN_LATER` mean it was not. Taken is not final: `getTransaction` tells
// SUCCESS or FAILED once a ledger closed with it, NOT_FOUND before.
const ACCEPTED = new Set(['PENDING', 'DUPLICATE'])
const HASH = /^[0-9a-f]{64}$/i
/** How often `getTransaction` is asked while a submitted transaction has no final status. */
export const POLL_INTERVAL_MS = 500

interface RpcAnswer {
  result?: Record<string, unknown>
  error?: { code?: unknown; message?: unknown }
}

/** How long `sendToRpc` may take, and the abort that ends what is left of it. */
export interface SendToRpcOptions {
  /** The whole submission (submit and polls) must end by then (`Date.now()` ms); `Infinity`: no bound. */
  deadline: number
  /** How often a submitted transaction's status is asked. @default 500 */
  pollIntervalMs?: number
}

let ids = 0

// The checkout's default wallet timeout, when its options give none.
const WALLET_TIMEOUT_MS = 120_000

/**
 * When a submission asked for at `started` must have ended: the checkout's wallet timeout from then, less a
 * margin (a quarter, at most a second: an aborted request and its reply take a few hundred milliseconds on
 * a busy device) so the reply saying what is known reaches the checkout before the timeout's own ERROR does.
 */
export function sendDeadline(started: number, walletTimeoutMs: unknown): number {
  const ms = typeof walletTimeoutMs === 'number' && walletTimeoutMs > 0 ? walletTimeoutMs : WALLET_TIMEOUT_MS
  if (!Number.isFinite(ms)) return Number.POSITIVE_INFINITY
  return started + ms - Math.min(1000, ms / 4)
}

/** One JSON-RPC call; every failure is a StellarRpcError, an abort rethrown as it came. */
async function call(server: string, method: string, params: object, signal: AbortSignal) {
  const body = { jsonrpc: '2.0', id: ++ids, method, params }
  let response: Response
  try {
    response = await fetch(server, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal,
    })
  } catch (cause) {
    if (signal.aborted) throw signal.reason
    throw new StellarRpcError(`${server} could not be reached`, { cause })
  }
  if (!response.ok) throw new StellarRpcError(`HTTP status ${response.status}`)
  let answer: RpcAnswer
  try {
    answer = Object(await response.json())
  } catch (cause) {
    if (signal.aborted) throw signal.reason
    throw new StellarRpcError('the answer is not JSON', { cause })
  }
  if (answer.error) throw new StellarRpcError(`JSON-RPC error ${answer.error.code}: ${answer.error.message}`)
  return Object(answer.result) as Record<string, unknown>
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', stop)
      resolve()
    }, ms)
    const stop = () => {
      clearTimeout(timer)
      reject(signal.reason)
    }
    signal.addEventListener('abort', stop, { once: true })
  })

/** Submits and returns the hash of a transaction the server took (PENDING or DUPLICATE). */
async function submit(server: string, signedXdr: string, signal: AbortSignal): Promise<string> {
  const { status, hash, errorResultXdr } = await call(
    server,
    'sendTransaction',
    { transaction: signedXdr },
    signal,
  )
  if (typeof status !== 'string' || !ACCEPTED.has(status)) {
    const details = typeof errorResultXdr === 'string' ? `errorResultXdr ${errorResultXdr}` : undefined
    throw new StellarRpcError(`status ${String(status)}`, {
      status: typeof status === 'string' ? status : undefined,
      ...(details ? { details } : {}),
    })
  }
  if (typeof hash !== 'string' || !HASH.test(hash))
    throw new StellarRpcError(`status ${status} without a transaction hash`, { status })
  return hash.toLowerCase()
}

/**
 * Submits a signed base64 XDR envelope with Stellar RPC's `sendTransaction`, then asks `getTransaction`
 * until the transaction is final: SUCCESS resolves its hash, FAILED is a StellarRpcError. By `deadline`,
 * whatever is still under way is aborted and the StellarRpcError says what is known: not submitted, or
 * submitted under a hash with no final status yet (it may still be included, so the customer must not be
 * asked to pay again before it is looked up).
 */
export async function sendToRpc(
  server: string,
  signedXdr: string,
  options: SendToRpcOptions,
): Promise<string> {
  const controller = new AbortController()
  const left = options.deadline - Date.now()
  const bound = `${Math.max(0, Math.round(left))} ms`
  const timeUp = new StellarRpcError(
    `no answer from the server within ${bound}; the transaction may have been submitted`,
  )
  const timer = Number.isFinite(left)
    ? setTimeout(() => controller.abort(timeUp), Math.max(0, left))
    : undefined
  let hash: string | undefined
  try {
    hash = await submit(server, signedXdr, controller.signal)
    for (;;) {
      const { status, resultXdr } = await call(server, 'getTransaction', { hash }, controller.signal)
      if (status === 'SUCCESS') return hash
      if (status === 'FAILED')
        throw new StellarRpcError(`transaction ${hash} failed`, {
          status,
          hash,
          ...(typeof resultXdr === 'string' ? { details: `resultXdr ${resultXdr}` } : {}),
        })
      await sleep(options.pollIntervalMs ?? POLL_INTERVAL_MS, controller.signal)
    }
  } catch (error) {
    if (error !== timeUp || hash === undefined) throw error
    throw new StellarRpcError(
      `transaction ${hash} was submitted but reached no final status within ${bound} (it may still be included: look it up before paying again)`,
      { status: 'PENDING', hash },
    )
  } finally {
    clearTimeout(timer)
    controller.abort()
  }
}
