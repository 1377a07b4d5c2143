import {
  type CardFieldHandle,
  type CardFieldStatus,
  type CardToken,
  type MountCardFieldOptions,
  TokenUnavailableError,
} from '@portico/core'
import { CARD_FIELD_PROVIDED_KEYS, type CardFieldCallbacks, mountHeldCardField } from '@portico/core/internal'
import { optionProperties, PorticoElement } from './portico-element'

/**
 * `<portico-card-field mode="card-and-cvv">`: the card tokenization field. `await element.getToken()`
 * (also `tokenize()`) gives the token once the field is `ready`; events `ready`, `change`, `focus`,
 * `blur`, `error` (logged to the console unless a listener calls `preventDefault()`), `expired`. New data
 * makes a new field. `reset()`, `focus()`… are on `element.field`.
 */
export class PorticoCardFieldElement extends PorticoElement<
  MountCardFieldOptions & CardFieldCallbacks,
  CardFieldHandle,
  CardFieldStatus
> {
  protected readonly spec = {
    numbers: ['scriptTimeoutMs', 'tokenTimeoutMs', 'apiTimeoutMs', 'loadTimeoutMs', 'expiresInSeconds'],
    flags: ['debug', 'autoRefresh', 'autoComplete', 'ariaRequired'],
    events: ['onReady', 'onChange', 'onFocus', 'onBlur', 'onExpired', 'onEvent'],
    provided: CARD_FIELD_PROVIDED_KEYS,
  }

  /** Other API origin or vendor script URL. @default the page's `configure()` hosts */
  declare hosts: unknown
  /** Styles per state, as CSS text or style objects. */
  declare styles: unknown
  /** A configuration you fetched, or a function that fetches a fresh one. */
  declare config: unknown

  /** The card's token; rejects with TokenUnavailableError until the field is ready. */
  getToken(): Promise<CardToken> {
    return this.handle?.getToken() ?? Promise.reject(new TokenUnavailableError())
  }

  /** The same as `getToken()`, under the name the hosted card form uses. */
  tokenize(): Promise<CardToken> {
    return this.getToken()
  }

  /** The field's commands (`reset()`, `focus()`, `cvvFocus()`, `refresh()`) while connected. */
  get field(): CardFieldHandle | undefined {
    return this.handle
  }

  protected create(options: MountCardFieldOptions & CardFieldCallbacks): CardFieldHandle {
    return mountHeldCardField(this, options)
  }

  // An error is a cancelable `error` event, logged unless a listener calls preventDefault().
  protected override prepare(options: MountCardFieldOptions & CardFieldCallbacks) {
    return { ...options, onError: (error: unknown) => this.fail(error) }
  }
}

optionProperties(PorticoCardFieldElement, ['hosts', 'styles', 'config'])
