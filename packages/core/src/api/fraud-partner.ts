import { apiRequest } from './api-request'
import { apiOrigin, type Env, type Hosts } from './hosts'

interface MerchantView {
  nSurePartnerId?: unknown
  nSureSettings?: { nSurePartnerId?: unknown } | null
}

/** Options of `fetchFraudPartnerId`. */
export interface FetchFraudPartnerIdOptions {
  /** Aborts the lookup (it then resolves to `undefined` and `onError` gets the abort reason). */
  signal?: AbortSignal
  /** Told why the lookup failed (an ApiRequestError, or the abort reason), as it resolves to `undefined`. */
  onError?: (error: unknown) => void
  /** Give up (resolving `undefined`, `onError` gets an ApiRequestError with `failure: 'timeout'`) when the API has not answered by then. @default 15000 */
  timeoutMs?: number
}

/**
 * The merchant's fraud partner id from `GET {api}/merchant/view/{merchantId}`
 * (`nSureSettings.nSurePartnerId`, else a top-level `nSurePartnerId`). Fraud screening is optional for the
 * payment, so any failure, a timeout included, resolves to `undefined` instead of rejecting.
 */
export async function fetchFraudPartnerId(
  merchantId: string,
  env?: Env,
  hosts?: Hosts,
  { signal, onError, timeoutMs }: FetchFraudPartnerIdOptions = {},
): Promise<string | undefined> {
  try {
    const url = `${apiOrigin(env, hosts)}/merchant/view/${encodeURIComponent(merchantId)}`
    const view = (await apiRequest(url, { signal, timeoutMs })) as MerchantView | null
    const id = view?.nSureSettings?.nSurePartnerId ?? view?.nSurePartnerId
    return typeof id === 'string' && id ? id : undefined
  } catch (error) {
    onError?.(error)
    return undefined
  }
}
