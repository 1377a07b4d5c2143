import type { PaymentIntent } from './intent'
import type { BuiltRequest } from './verdict'
import { refused } from './verdict'

/**
 * The wallet-less request of the `user` blockchain: the host page confirms with its session key by
 * answering a sendTransaction with an empty reply.
 */
export function userRequest(intent: PaymentIntent): BuiltRequest {
  const data = JSON.stringify({
    type: 'portico-emulator/session-payment',
    kind: intent.kind,
    merchantId: intent.session.merchantId,
    sessionKey: intent.session.query.sessionKey,
    total: intent.total ?? null,
    request: intent.nonce,
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
