import { randomBytes } from 'node:crypto'
import { HttpError } from '../server/http'

/** A payment intent created through the emulator's API: what the customer pays, and whether it is paid. */
export interface PaymentIntentRecord {
  /** `pi_…` */
  id: string
  merchantId: string
  /** In the currency's minor units (cents). */
  amount: number
  currency: string
  /** The chain its wallet payments run on. */
  blockchain: string
  /** The paying wallet's address, needed for wallet payments. */
  pubkey?: string
  /** `requires_payment` until one payment succeeds; `processing` while a payment is being settled. */
  status: 'requires_payment' | 'processing' | 'succeeded'
  /** The ledger's payment id once paid. */
  paymentId?: string
  createdAt: string
}

/** The right to settle an intent, held by one payment at a time. */
export interface IntentClaim {
  /** The payment went through: the intent is paid, for good. */
  settle(paymentId: string): void
  /** The payment failed: the intent may be paid again. */
  release(): void
}

/** The payment intents of this run. */
export interface PaymentIntents {
  create(intent: Omit<PaymentIntentRecord, 'id' | 'status' | 'createdAt'>): PaymentIntentRecord
  get(id: string): PaymentIntentRecord | undefined
  /**
   * Takes the intent for one payment, synchronously: a second payment of the same intent gets a 409 until
   * the first releases it, and for good once it settles. Call it before any await of the payment.
   */
  claim(id: string): IntentClaim
}

/** Keeps the most recent intents (oldest dropped past `limit`). */
export function createPaymentIntents(limit = 5000): PaymentIntents {
  const intents = new Map<string, PaymentIntentRecord>()
  return {
    create(fields) {
      const intent: PaymentIntentRecord = {
        id: `pi_${randomBytes(12).toString('hex')}`,
        ...fields,
        status: 'requires_payment',
        createdAt: new Date().toISOString(),
      }
      intents.set(intent.id, intent)
      if (intents.size > limit) intents.delete(intents.keys().next().value as string)
      return intent
    },
    get: (id) => intents.get(id),
    claim(id) {
      const intent = intents.get(id)
      if (!intent) throw new HttpError(404, 'unknown payment intent')
      if (intent.status === 'succeeded') throw new HttpError(409, 'this payment intent is already paid')
      if (intent.status === 'processing') throw new HttpError(409, 'this payment intent is being paid')
      intent.status = 'processing'
      let open = true
      const end = (paymentId?: string) => {
        if (!open) return
        open = false
        intent.status = paymentId ? 'succeeded' : 'requires_payment'
        if (paymentId) intent.paymentId = paymentId
      }
      return { settle: (paymentId) => end(paymentId), release: () => end() }
    },
  }
}
