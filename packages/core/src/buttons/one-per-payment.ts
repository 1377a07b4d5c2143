/** Tells the first report of each payment from its repeats. */
export interface OnePerPayment {
  /** True for the first getToken or success of a payment, false for its repeats. */
  first(info: Record<string, unknown> | undefined): boolean
  /** Any other message: the next report is a new payment. */
  reset(): void
}

/**
 * Counts getToken and success sent for one payment once: the same paymentId, or, without one, a success
 * straight after another (heights aside). `reset` (any other message) starts a new payment.
 */
export function onePerPayment(): OnePerPayment {
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
