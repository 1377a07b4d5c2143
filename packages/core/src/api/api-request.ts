import { ApiRequestError } from '../errors/api-errors'

/** What an API call may set: the method, a JSON body, extra headers and an abort signal. */
export interface ApiRequestInit {
  method?: 'GET' | 'POST'
  body?: string
  headers?: Record<string, string>
  signal?: AbortSignal | undefined
}

/**
 * Calls the provider API and returns its JSON answer. Every failure (network, non-2xx, a body that is not
 * JSON) becomes an ApiRequestError with the original failure as `cause`; an abort rejects with the abort.
 */
export async function apiRequest(url: string, init: ApiRequestInit = {}): Promise<unknown> {
  let response: Response
  try {
    response = await fetch(url, { ...init, headers: { accept: 'application/json', ...init.headers } })
  } catch (cause) {
    if (init.signal?.aborted) throw cause
    throw new ApiRequestError(url, undefined, 'network failure', { cause })
  }
  if (!response.ok) {
    // Drain the body so the connection can be reused; its words are not shown (they may echo the request).
    await response.body?.cancel().catch(() => {})
    throw new ApiRequestError(url, response.status, `status ${response.status}`)
  }
  try {
    return await response.json()
  } catch (cause) {
    if (init.signal?.aborted) throw cause
    throw new ApiRequestError(url, response.status, 'the answer is not JSON', { cause })
  }
}
