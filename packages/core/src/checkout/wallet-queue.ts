import { WalletTimeoutError } from '../errors/request-errors'
import { LONGEST_TIMER, timeoutOption } from '../platform/timeout-option'
import type { RequestMethod } from '../plugins/plugin'

/** How long a request may take at the wallet by default: time for a customer to read and approve a prompt. */
export const WALLET_TIMEOUT_MS = 120_000

/**
 * The wallet timeout to use: `ms`, or WALLET_TIMEOUT_MS when it is undefined. Throws InvalidOptionError
 * (option `walletTimeoutMs`) unless `ms` is above 0 and at most 2^31 - 1, or `Infinity` (no timeout).
 */
export function walletTimeout(ms: unknown): number {
  return timeoutOption('walletTimeoutMs', ms, WALLET_TIMEOUT_MS)
}

/** What a wallet queue does with the requests it lets through. */
export interface WalletQueueOptions {
  /**
   * Answers one request: the reply text, `ERROR …` included. Must never reject. `wanted()` turns false
   * when the request is dropped or times out: nothing should reach the wallet after that.
   */
  serve(method: RequestMethod, data: string, wanted: () => boolean): Promise<string>
  /** Posts the reply of the request just answered. */
  reply(text: string, method: RequestMethod): void
  /** The wait allowed for a request that starts now, in ms; outside 0 < ms <= 2^31 - 1 no timer is set. */
  timeoutMs(): number
}

/** Requests handed to the wallet one at a time, in arrival order, each replied to once or dropped. */
export interface WalletQueue {
  /** Queues a request; it starts once every request before it is answered, timed out or dropped. */
  push(method: RequestMethod, data: string): void
  /** Drops every queued request and lets go of the one at the wallet: its answer is never replied. */
  drop(): void
}

/**
 * A queue in front of the wallet. A request that gets no answer within `timeoutMs()` is replied
 * `ERROR <WalletTimeoutError message>` and the next one starts; the wallet's late answer is ignored.
 */
export function createWalletQueue(options: WalletQueueOptions): WalletQueue {
  let waiting: Array<{ method: RequestMethod; data: string }> = []
  // The request at the wallet (its timer), until it is answered, times out or is let go.
  let current: { timer?: ReturnType<typeof setTimeout> } | undefined

  const next = () => {
    const ask = current ? undefined : waiting.shift()
    if (!ask) return
    const mine: NonNullable<typeof current> = {}
    current = mine
    const finish = (text: string) => {
      if (current !== mine) return
      clearTimeout(mine.timer)
      current = undefined
      options.reply(text, ask.method)
      next()
    }
    const ms = options.timeoutMs()
    if (ms > 0 && ms <= LONGEST_TIMER)
      mine.timer = setTimeout(() => finish(`ERROR ${new WalletTimeoutError(ask.method, ms).message}`), ms)
    void options.serve(ask.method, ask.data, () => current === mine).then(finish)
  }

  return {
    push(method, data) {
      waiting.push({ method, data })
      next()
    },
    drop() {
      waiting = []
      clearTimeout(current?.timer)
      current = undefined
    },
  }
}
