import { PorticoError, type PorticoErrorOptions } from './portico-error'

/** Why a hosted card form gave no token. */
export type CardFormFailure = 'declined' | 'not-loaded' | 'timeout' | 'reloaded' | 'destroyed'

const WORDS: Record<Exclude<CardFormFailure, 'declined'>, string> = {
  'not-loaded': 'Card form iframe not loaded',
  timeout: 'The card form did not answer in time',
  reloaded: 'The card form reloaded before it answered',
  destroyed: 'The card form was destroyed',
}

/**
 * A hosted card form gave no token. `reason` says why: `declined` when the form refused the card (its own
 * words are the message, e.g. "Card invalid"), else the form was not loaded, timed out, reloaded or was
 * destroyed while tokenizing.
 */
export class CardFormError extends PorticoError {
  override name = 'CardFormError'
  readonly reason: CardFormFailure
  constructor(reason: CardFormFailure, message?: string, options?: PorticoErrorOptions) {
    super('CARD_FORM_ERROR', message ?? WORDS[reason as Exclude<CardFormFailure, 'declined'>], options)
    this.reason = reason
  }
}
