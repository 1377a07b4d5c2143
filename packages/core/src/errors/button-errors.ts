import { PorticoError, type PorticoErrorOptions } from './portico-error'

/** A payment button's page reported an error (its own words are the message): the payment did not go through. */
export class PaymentButtonError extends PorticoError {
  override name = 'PaymentButtonError'
  constructor(message: string, options?: PorticoErrorOptions) {
    // A page that said only `ERROR` gave no words of its own: the message is that word.
    super('PAYMENT_BUTTON_ERROR', message || 'ERROR', options)
  }
}
