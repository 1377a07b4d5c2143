import { decodeCheckoutQuery } from '../query/query'
import { type Total, totalOf } from '../query/total'
import { HttpError } from '../server/http'

const SHAPE = 'subtotal must be {cents, currency?} or {token, amount}'

/**
 * The subtotal a button page pays: the last `updateSubtotal:` JSON it heard from its host (or the one in
 * its URL), `{cents, currency?}` or `{token, amount}`. Read by the very rules of the URL's `cents`,
 * `currency`, `token` and `amount`, so a message cannot pay what a URL could not ask for; a 400 in words
 * otherwise. A missing currency is USD, as in the URL.
 */
export function readButtonSubtotal(value: unknown): Total {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new HttpError(400, SHAPE)
  const params = new URLSearchParams()
  for (const name of ['cents', 'currency', 'token', 'amount']) {
    const field = (value as Record<string, unknown>)[name]
    if (field === undefined) continue
    if (typeof field !== 'string' && typeof field !== 'number')
      throw new HttpError(400, `subtotal ${name} must be text or a number`)
    params.set(name, String(field))
  }
  const { query, errors } = decodeCheckoutQuery(params)
  if (errors.length) throw new HttpError(400, `subtotal: ${errors.join('; ')}`)
  const total = totalOf(query)
  if (!total) throw new HttpError(400, SHAPE)
  return total
}
