import {
  CardFormError,
  type HostedCardFormHandle,
  type HostedCardFormOptions,
  type HostedCardFormStatus,
  type HostedCardToken,
  mountHostedCardForm,
} from '@portico/core'
import { optionProperties, PorticoElement } from './portico-element'

/**
 * `<portico-hosted-card-form variant="card">`: the checkout's own card form (no vendor script on your
 * page). `await element.tokenize()` gives `{ token, expMonth, expYear }` or a CardFormError; events `load`,
 * `error` (a CheckoutLoadError: call `reload()`), `input-error`, `input-valid`.
 */
export class PorticoHostedCardFormElement extends PorticoElement<
  HostedCardFormOptions,
  HostedCardFormHandle,
  HostedCardFormStatus
> {
  protected readonly spec = {
    numbers: ['tokenizeTimeoutMs', 'loadTimeoutMs'],
    flags: ['debug'],
    events: ['onLoad', 'onError', 'onInputError', 'onInputValid', 'onHeightChange', 'onEvent'],
  }

  /** Other checkout origins. @default the page's `configure()` hosts */
  declare hosts: unknown
  /** The form's theme object. */
  declare theme: unknown

  /** Tokenizes what the customer typed: `{ token, expMonth, expYear }`, or a CardFormError. */
  tokenize(): Promise<HostedCardToken> {
    return this.handle?.tokenize() ?? Promise.reject(new CardFormError('not-loaded'))
  }

  protected create(options: HostedCardFormOptions): HostedCardFormHandle {
    return mountHostedCardForm(this, options)
  }
}

optionProperties(PorticoHostedCardFormElement, ['hosts', 'theme'])
