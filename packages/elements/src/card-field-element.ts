import {
  type CardFieldHandle,
  type CardFieldStatus,
  type CardToken,
  type MountCardFieldOptions,
  mountCardField,
  TokenUnavailableError,
} from '@portico/core'
import { optionProperties, PorticoElement } from './portico-element'

/** The card field's events, each dispatched as a DOM event of the same name (`ready`, `change`, …). */
const FIELD_EVENTS = ['ready', 'change', 'focus', 'blur', 'error', 'expired'] as const

/**
 * `<portico-card-field mode="card-and-cvv">`: the card tokenization field. `await element.getToken()`
 * (also `tokenize()`) gives the token once the field is `ready`; events `ready`, `change`, `focus`,
 * `blur`, `error` (logged to the console unless a listener calls `preventDefault()`), `expired`. New data
 * makes a new field. `reset()`, `focus()`… are on `element.field`.
 */
export class PorticoCardFieldElement extends PorticoElement<
  MountCardFieldOptions,
  CardFieldHandle,
  CardFieldStatus
> {
  protected readonly spec = {
    numbers: ['scriptTimeoutMs', 'tokenTimeoutMs', 'apiTimeoutMs', 'expiresInSeconds'],
    flags: ['debug', 'autoRefresh'],
    events: ['onEvent'],
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

  protected create(options: MountCardFieldOptions): CardFieldHandle {
    // The defaults' plugins and deviceId are not the card field's.
    const { plugins, deviceId, baseUrl, ...field } = options as MountCardFieldOptions &
      Record<string, unknown>
    const made = mountCardField(this, field as MountCardFieldOptions)
    for (const name of FIELD_EVENTS) {
      made.on(name, (detail) => {
        const heard = this.dispatchEvent(new CustomEvent(name, { detail, cancelable: true }))
        // Listening to errors turns off core's console fallback, so it is kept unless a listener says not.
        if (name === 'error' && heard) console.error(detail)
      })
    }
    return made
  }

  protected apply(): boolean {
    return false
  }
}

optionProperties(PorticoCardFieldElement, ['hosts', 'styles', 'config'])
