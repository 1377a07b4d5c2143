import type { CheckoutQuery } from './query'

/** The order total: cents in a currency, or an integer amount of a token. */
export type Total = { cents: number; currency: string } | { token: string; amount: string }

/** The total a checkout was opened with, if any. */
export function totalOf(query: CheckoutQuery): Total | undefined {
  if (query.cents !== undefined) return { cents: query.cents, currency: query.currency ?? 'USD' }
  if (query.token !== undefined && query.amount !== undefined)
    return { token: query.token, amount: query.amount }
  return undefined
}

/** The total as a person reads it, e.g. `$19.99` or `2500000 of So111…`. */
export function formatTotal(total: Total | undefined): string {
  if (!total) return 'set by the transaction'
  if ('token' in total) return `${total.amount} (base units) of ${total.token}`
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: total.currency }).format(
    total.cents / 100,
  )
}
