import type { CheckoutQuery } from '../query/query'

/** The fraud signals a payment carried, as the ledger records them. */
export interface ProtectionSignals {
  /** The `deviceId` of the checkout URL. */
  deviceId?: string
  /** The `protectionSessionId` of the checkout URL (Portico adds it while purchase protection runs). */
  protectionSessionId?: string
}

/** The fraud signals of a checkout page's URL, only those it had. */
export function protectionSignals(query: CheckoutQuery): ProtectionSignals {
  return {
    ...(query.deviceId ? { deviceId: query.deviceId } : {}),
    ...(query.protectionSessionId ? { protectionSessionId: query.protectionSessionId } : {}),
  }
}
