import type { PaymentTerms } from './payment-terms'
import type { BuiltRequest } from './verdict'
import { refused } from './verdict'

/**
 * The wallet-less request of the `user` blockchain: the host page confirms with its session key by
 * answering a sendTransaction with an empty reply.
 */
export function userRequest(terms: PaymentTerms): BuiltRequest {
  const data = JSON.stringify({
    type: 'portico-emulator/session-payment',
    kind: terms.kind,
    merchantId: terms.session.merchantId,
    sessionKey: terms.session.query.sessionKey,
    total: terms.total ?? null,
    request: terms.nonce,
  })
  return {
    method: 'sendTransaction',
    data,
    verify: async (reply) =>
      reply === ''
        ? { ok: true, payer: 'session key' }
        : refused('The session key payment expects an empty reply.'),
  }
}
