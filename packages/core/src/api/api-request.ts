import { ApiRequestError } from '../errors/api-errors'
import { timeoutOption } from '../platform/timeout-option'

/** How long a provider API call may take, body included, before it fails with a timeout. */
export const API_TIMEOUT_MS = 15_000

/** What an API call may set: the method, a JSON body, extra headers, an abort signal and a time limit. */
export interface ApiRequestInit {
  method?: 'GET' | 'POST'
  body?: string
  headers?: Record<string, string>
  signal?: AbortSignal | undefined
  /**
   * Fail with an ApiRequestError (`failure: 'timeout'`) when the full answer is not in by then; `Infinity`
   * waits as long as it takes. @default 15000
   */
  timeoutMs?: number | undefined
}

/**
 * Calls the provider API and returns its JSON answer. Every failure (network, non-2xx, a body that is not
 * JSON, no full answer within `timeoutMs`) becomes an ApiRequestError with the original failure as `cause`;
 * an abort by the caller rejects with the caller's abort reason. A `timeoutMs` that is not above 0 and at
 * most 2^31 - 1 (or `Infinity`) rejects with InvalidOptionError before any request.
 */
export async function apiRequest(url: string, init: ApiRequestInit = {}): Promise<unknown> {
  const { signal, timeoutMs: asked, ...rest } = init
  const timeoutMs = timeoutOption('timeoutMs', asked, API_TIMEOUT_MS)
  // One controller aborts the request and its body, on the caller's abort or on the time limit.
  const controller = new AbortController()
  const timer =
    timeoutMs === Number.POSITIVE_INFINITY
      ? undefined
      : setTimeout(() => {
          const reason = `no answer within ${timeoutMs} ms`
          controller.abort(new ApiRequestError(url, undefined, reason, { failure: 'timeout' }))
        }, timeoutMs)
  const forward = () => controller.abort(signal?.reason)
  if (signal?.aborted) forward()
  else signal?.addEventListener('abort', forward, { once: true })
  // A failure after an abort is the abort: the caller's reason, or the timeout error.
  const settled = (error: ApiRequestError) => (controller.signal.aborted ? controller.signal.reason : error)
  try {
    let response: Response
    try {
      response = await fetch(url, {
        ...rest,
        headers: { accept: 'application/json', ...rest.headers },
        signal: controller.signal,
      })
    } catch (cause) {
      throw settled(new ApiRequestError(url, undefined, 'network failure', { cause }))
    }
    if (!response.ok) {
      // Drain the body so the connection can be reused; its words are not shown (they may echo the request).
      await response.body?.cancel().catch(() => {})
      throw new ApiRequestError(url, response.status, `status ${response.status}`)
    }
    try {
      return await response.json()
    } catch (cause) {
      throw settled(
        new ApiRequestError(url, response.status, 'the answer is not JSON', { cause, failure: 'not-json' }),
      )
    }
  } finally {
    clearTimeout(timer)
    signal?.removeEventListener('abort', forward)
  }
}
