import { PorticoError, type PorticoErrorOptions } from './portico-error'

/** A provider API call failed: network failure, a non-2xx answer (`status`) or a body that is not JSON. */
export class ApiRequestError extends PorticoError {
  override name = 'ApiRequestError'
  readonly url: string
  readonly status: number | undefined
  constructor(url: string, status: number | undefined, reason: string, options?: PorticoErrorOptions) {
    super('API_REQUEST_FAILED', `Provider API request failed (${reason}): ${url}`, options)
    this.url = url
    this.status = status
  }
}
