import type { EmbedStatus, FramedOptions } from '../embed/framed-embed'
import type { InputErrorInfo, InputValidInfo } from '../embed/message'
import type { HostedCardFormUrlOptions } from './hosted-card-form-url'
import type { HostedCardToken } from './hosted-card-token'

/**
 * `loading` until the form says `loaded` (again after a reload), `error` when it did not load (see
 * `onError`), `destroyed` after `destroy()`.
 */
export type HostedCardFormStatus = EmbedStatus

/** Options of `mountHostedCardForm`. */
export interface HostedCardFormOptions extends HostedCardFormUrlOptions, FramedOptions {
  /** Accessible title of the iframe (e.g. translated). @default 'Card details', 'Card number' or 'Security code' */
  title?: string | undefined
  /** How long `tokenize()` waits for the form's answer, in ms. @default 30000 */
  tokenizeTimeoutMs?: number | undefined
  /** A field shows an error (one at a time: card number, then expiration, then CVV). */
  onInputError?: ((info: InputErrorInfo) => void) | undefined
  /** The field that showed an error is valid again. */
  onInputValid?: ((info: InputValidInfo) => void) | undefined
}

/** A mounted hosted card form. */
export interface HostedCardFormHandle {
  /** The form's iframe (detached after `destroy()`). */
  readonly iframe: HTMLIFrameElement
  readonly status: HostedCardFormStatus
  /**
   * Tokenizes what the customer typed: resolves `{ token, expMonth, expYear }`, or rejects with a
   * CardFormError (`declined` with the form's own words, `not-loaded`, `timeout`, `reloaded`, `destroyed`).
   * While one is pending, another call gets the same promise.
   */
  tokenize(): Promise<HostedCardToken>
  /** Calls `listener` on every status change; returns the unsubscribe function. */
  subscribe(listener: (status: HostedCardFormStatus) => void): () => void
  /** Replaces all options: callbacks apply at once; options that change the URL load the form again. */
  update(options: HostedCardFormOptions): void
  /** Loads the form again (a new navigation, a new `loadTimeoutMs`); a pending `tokenize()` rejects. */
  reload(): void
  /**
   * Removes the form and every listener; a pending `tokenize()` rejects. Safe to call twice. A form whose
   * element is taken out of the page stops listening by itself (a pending `tokenize()` rejects `reloaded`)
   * until it is back and loaded; call `destroy()` when you are done with it.
   */
  destroy(): void
}
