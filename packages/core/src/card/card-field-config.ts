import { apiRequest } from '../api/api-request'
import { apiOrigin, type Env, type Hosts } from '../api/hosts'
import { ApiRequestError } from '../errors/api-errors'
import type { VendorConfig } from './card-vendor'

/** The card field configuration the provider signs for the vendor (origin, timestamp, key, scheme, …). */
export type CardFieldConfig = VendorConfig

/** Who the card field is for: a merchant id, or the JWT of a checkout session. */
export type CardFieldAuth =
  | { merchantId: string; checkoutJwt?: never }
  | { checkoutJwt: string; merchantId?: never }

/** Options of `fetchCardFieldConfig`. */
export type FetchCardFieldConfigOptions = CardFieldAuth & {
  /** @default 'prod' */
  env?: Env
  hosts?: Hosts
  /** Origins allowed to host the card field (the page's own origin at least). */
  origins: readonly string[]
  /** An existing card token, for the CVV-only field. */
  token?: string
  /** Aborts the request (rejects with the abort reason). */
  signal?: AbortSignal
  /** Fail with an ApiRequestError (`failure: 'timeout'`) after this long. @default 15000 */
  timeoutMs?: number
}

/**
 * Asks the provider for a signed card field configuration: `POST {api}/api/tokenize/iframe/config`.
 * Rejects with ApiRequestError on a network failure, a non-2xx answer, a timeout or an answer that is not a
 * config.
 */
export async function fetchCardFieldConfig(options: FetchCardFieldConfigOptions): Promise<CardFieldConfig> {
  const { env, hosts, origins, token, merchantId, checkoutJwt, signal, timeoutMs } = options
  const url = `${apiOrigin(env, hosts)}/api/tokenize/iframe/config`
  const config = await apiRequest(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ origins, token, merchantId, checkoutJwt }),
    signal,
    timeoutMs,
  })
  const { tokenExID, authenticationKey } = (config ?? {}) as Partial<CardFieldConfig>
  if (typeof tokenExID !== 'string' || typeof authenticationKey !== 'string')
    throw new ApiRequestError(url, undefined, 'the answer is not a card field configuration', {
      failure: 'unexpected',
    })
  return config as CardFieldConfig
}
