/** Tells the first report of a payment from its repeats (see `onePerPayment`). */
export interface PaymentGuard {
  /** Whether this `getToken` / `success` (its `info`) is the first report of its payment. */
  first(info: Record<string, unknown> | undefined): boolean
  /** Any other message from the page: the next report belongs to a new payment. */
  reset(): void
}

/**
 * Counts getToken and success sent for one payment once: the same paymentId, or, without one, a success
 * straight after another (heights aside). `reset` (any other message) starts a new payment. Every button,
 * in an iframe or in a WebView, reports through one of these, so one payment is one `onSuccess` / `onApprove`.
 */
export function onePerPayment(): PaymentGuard {
  let last: string | undefined
  return {
    first(info) {
      const payment = typeof info?.paymentId === 'string' ? info.paymentId : ''
      if (last !== undefined && (payment === last || !payment || !last)) return false
      last = payment
      return true
    },
    reset() {
      last = undefined
    },
  }
}
