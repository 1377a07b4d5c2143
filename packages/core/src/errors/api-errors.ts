import { PorticoError, type PorticoErrorOptions } from './portico-error'

/**
 * Why a provider API call failed: no connection (`network`), a non-2xx answer (`status`), a body that is
 * not JSON (`not-json`) or not what the call expects (`unexpected`), or no full answer in time (`timeout`).
 */
export type ApiFailure = 'network' | 'status' | 'not-json' | 'unexpected' | 'timeout'

/** Options of an ApiRequestError: the usual ones plus why the call failed. */
export interface ApiRequestErrorOptions extends PorticoErrorOptions {
  /** @default 'status' when there is a status, else 'network' */
  failure?: ApiFailure
}

/** A provider API call failed: network failure, a non-2xx answer (`status`), a bad body or a timeout. */
export class ApiRequestError extends PorticoError {
  override name = 'ApiRequestError'
  readonly url: string
  readonly status: number | undefined
  /** Why it failed; `timeout` when the API did not answer in time. */
  readonly failure: ApiFailure
  constructor(url: string, status: number | undefined, reason: string, options: ApiRequestErrorOptions = {}) {
    super('API_REQUEST_FAILED', `Provider API request failed (${reason}): ${url}`, options)
    this.url = url
    this.status = status
    this.failure = options.failure ?? (status === undefined ? 'network' : 'status')
  }
}
