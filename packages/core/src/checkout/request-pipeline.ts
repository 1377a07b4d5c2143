import { RequestRefusedError, UnsupportedRequestError } from '../errors/request-errors'
import type { RequestMethod } from '../plugins/plugin'
import type { BridgeHooks } from './checkout-requests'
import { createWalletQueue, type WalletQueue, type WalletQueueOptions } from './wallet-queue'
import { WALLET_TIMEOUT_MS, walletTimeout } from './wallet-timeout'

/** Posts one request's reply, `ms` after the request reached the wallet (dropped if its document is gone). */
export type RequestReply = WalletQueueOptions['reply']

// Wallets reject with Errors, EIP-1193 plain objects or strings; all become reply text, and nothing here may
// throw, or the checkout would wait forever for its reply.
const text = (error: unknown): string => {
  try {
    return String((error as { message?: unknown } | null)?.message ?? error)
  } catch {
    return 'request failed'
  }
}

/**
 * What serves the checkout's sign and send requests: a wallet queue (one at a time, in arrival order, the
 * wallet timeout) whose requests go through the merchant's `onBeforeRequest` and then the wallet's
 * handlers. Each request gets one `reply`: the wallet's answer or `ERROR <message>` (a refusal, a missing
 * handler, a wallet failure, no answer in `walletTimeoutMs`). createCheckoutRequests loads this module with
 * import(), so that a page carries it only once the checkout may ask for something.
 */
export function createRequestPipeline(hooks: () => BridgeHooks, reply: RequestReply): WalletQueue {
  const serve = async (method: RequestMethod, data: string, wanted: () => boolean): Promise<string> => {
    // The wallet timeout runs from here, also while the merchant's onBeforeRequest decides.
    const startedAt = Date.now()
    hooks().events?.emit({ type: 'request', method })
    try {
      const h = hooks()
      walletTimeout(h.walletTimeoutMs)
      // A throw or rejection here refuses too, with the merchant's own message.
      if ((await h.onBeforeRequest?.({ method, data, blockchain: h.blockchain })) === false)
        throw new RequestRefusedError(method)
      // Dropped or timed out while the page decided: the wallet must not see it (and no reply is sent).
      if (!wanted()) return ''
      const handler = h.handlers(startedAt)[method]
      if (!handler) throw new UnsupportedRequestError(method, 'no handler for this wallet')
      const answer = await handler(data)
      // A plugin bug must not put a non-string on the wire.
      if (typeof answer !== 'string')
        throw new UnsupportedRequestError(method, 'the handler returned no string')
      return answer
    } catch (error) {
      return `ERROR ${text(error)}`
    }
  }

  return createWalletQueue({
    serve,
    reply,
    // An invalid value sets no timer: serve() answers it with InvalidOptionError.
    timeoutMs: () => Number(hooks().walletTimeoutMs ?? WALLET_TIMEOUT_MS),
  })
}
