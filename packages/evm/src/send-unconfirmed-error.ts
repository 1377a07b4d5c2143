import { PorticoError } from '@portico/core'

// What the wallet answered, in a few words (never the value itself: it may be large or hold secrets).
const shape = (answer: unknown) =>
  answer == null
    ? 'nothing'
    : typeof answer === 'string'
      ? 'text that is not a transaction hash'
      : typeof answer !== 'object'
        ? `a ${typeof answer}`
        : 'hash' in answer
          ? 'an object whose hash is not a transaction hash'
          : 'an object without a hash'

/**
 * The wallet was asked to send and answered something other than a transaction hash (or an object with
 * one): it may have broadcast the transaction all the same, so the customer must check before paying again.
 */
export class SendUnconfirmedError extends PorticoError {
  override name = 'SendUnconfirmedError'
  /** What the wallet answered. */
  readonly answer: unknown
  constructor(answer: unknown) {
    super(
      'SEND_UNCONFIRMED',
      `the transaction may have been broadcast, but the wallet answered ${shape(answer)}: check the wallet or a block explorer before trying again`,
    )
    this.answer = answer
  }
}
