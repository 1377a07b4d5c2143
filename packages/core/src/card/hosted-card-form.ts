import { type EmbedOptions, eventSink } from '../embed/events'
import { createFrame } from '../embed/frame'
import { listenToFrame } from '../embed/frame-listener'
import { type LoadWatchOptions, loadTimeout, watchLoad } from '../embed/load-watch'
import {
  type CardInputField,
  type InputErrorInfo,
  type InputValidInfo,
  parseFrameMessage,
} from '../embed/message'
import { reportMessage } from '../embed/message-event'
import { createStatusStore } from '../embed/status-store'
import { CardFormError } from '../errors/card-form-errors'
import { checkTimerOption } from '../platform/timeout-option'
import { requireWindow } from '../platform/window'
import { createCardFormLayout } from './hosted-card-form-layout'
import { type HostedCardToken, readHostedCardToken } from './hosted-card-token'

export type { HostedCardToken } from './hosted-card-token'

import {
  type HostedCardFormUrlOptions,
  type HostedCardFormVariant,
  hostedCardFormUrl,
} from './hosted-card-form-url'

/**
 * `loading` until the form says `loaded` (again after a reload), `error` when it did not load (see
 * `onError`), `destroyed` after `destroy()`.
 */
export type HostedCardFormStatus = 'loading' | 'loaded' | 'error' | 'destroyed'

/** Options of `mountHostedCardForm`. */
export interface HostedCardFormOptions extends HostedCardFormUrlOptions, EmbedOptions, LoadWatchOptions {
  /** Accessible title of the iframe (e.g. translated). @default 'Card details', 'Card number' or 'Security code' */
  title?: string | undefined
  /** How long `tokenize()` waits for the form's answer, in ms. @default 30000 */
  tokenizeTimeoutMs?: number | undefined
  /** The form has loaded and can tokenize. */
  onLoad?: (() => void) | undefined
  /** A field shows an error (one at a time: card number, then expiration, then CVV). */
  onInputError?: ((info: InputErrorInfo) => void) | undefined
  /** The field that showed an error is valid again. */
  onInputValid?: ((info: InputValidInfo) => void) | undefined
  /** The form took this height, in px. */
  onHeightChange?: ((height: number) => void) | undefined
}

/** A mounted hosted card form. */
export interface HostedCardFormHandle {
  /** The form's iframe. */
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
  /** Loads the form again (a new navigation, a new `loadTimeoutMs`); a pending `tokenize()` rejects. */
  reload(): void
  /**
   * Removes the form and every listener; a pending `tokenize()` rejects. Safe to call twice. A form whose
   * element is taken out of the page stops listening by itself (a pending `tokenize()` rejects `reloaded`)
   * until it is back and loaded; call `destroy()` when you are done with it.
   */
  destroy(): void
}

// What each variant's frame holds, as assistive technology announces it.
const TITLES: Record<HostedCardFormVariant, string> = {
  card: 'Card details',
  'card-number': 'Card number',
  cvv: 'Security code',
}
const FIELDS: readonly string[] = ['card-number', 'expiration', 'cvv']

/**
 * Embeds the checkout's hosted card form (`/form/v2/…`) in `container`: no vendor script and no
 * configuration call on the page, tokenization inside the checkout's origin. Messages are taken only from
 * this form's iframe at the checkout origin, and `tokenize` is posted to that exact origin. Throws
 * InvalidOptionError for bad options and WindowNotDefinedError where there is no window.
 */
export function mountHostedCardForm(
  container: HTMLElement,
  options: HostedCardFormOptions,
): HostedCardFormHandle {
  requireWindow()
  const o = options
  checkTimerOption('tokenizeTimeoutMs', o.tokenizeTimeoutMs)
  loadTimeout(o.loadTimeoutMs)
  const variant = o.variant ?? 'card'
  const url = hostedCardFormUrl(o)
  const origin = new URL(url).origin
  // The frame gets its src once its listener is in place: what its first document says is heard.
  const iframe = createFrame(container.ownerDocument, undefined, o.title ?? TITLES[variant], {}, 'payment')
  const layout = createCardFormLayout(iframe, variant, o.theme?.background)
  const store = createStatusStore<HostedCardFormStatus>('loading')
  const events = eventSink('hosted-card-form', `card-form-${variant}`, () => o)
  const watch = watchLoad(container.ownerDocument, { origin: () => origin, options: () => o, store, events })
  let pending:
    | { promise: Promise<HostedCardToken>; settle(result: HostedCardToken | CardFormError): void }
    | undefined
  // What is pending was asked of a document that is gone: it fails at once instead of waiting out its time.
  const drop = () => pending?.settle(new CardFormError('reloaded'))

  const onMessage = (data: unknown) => {
    // The form's heights are untagged and its messages need no `data`.
    const m = parseFrameMessage(data, undefined, true)
    if (!m) return
    reportMessage(events, m)
    if (m.method === 'loaded') {
      watch.stop()
      store.set('loaded')
      o.onLoad?.()
    } else if (m.method === 'heightChange') {
      if (m.height <= 0) return
      layout.setHeight(m.height)
      o.onHeightChange?.(m.height)
    } else if (m.method === 'tokenize') pending?.settle(readHostedCardToken(m.value))
    else if (m.method === 'inputError' && FIELDS.includes(m.info.field))
      o.onInputError?.({ field: m.info.field as CardInputField, message: m.info.message })
    else if (m.method === 'inputValid' && FIELDS.includes(m.info.field))
      o.onInputValid?.({ field: m.info.field as CardInputField })
  }
  // A new document in the frame (a reload, a navigation, a move in the DOM) never answers what the old one
  // was asked. (The status is left alone: a new document often says `loaded` before its frame's load event.)
  // Taken out of the page without destroy(), the form's document is gone: no listener is left on the
  // window until it is back and loaded.
  const frame = listenToFrame(iframe, origin, {
    message: onMessage,
    newDocument: drop,
    removed() {
      store.set('loading')
      drop()
    },
  })
  // The skeleton says "loading" exactly while the form loads: back for each load, gone after a failure.
  store.subscribe(layout.follow)
  watch.start()
  iframe.src = url
  container.appendChild(layout.wrapper)

  return {
    iframe,
    get status() {
      return store.status
    },
    tokenize() {
      if (pending) return pending.promise
      if (store.status === 'destroyed') return Promise.reject(new CardFormError('destroyed'))
      const target = iframe.contentWindow
      if (store.status !== 'loaded' || !target) return Promise.reject(new CardFormError('not-loaded'))
      let settle!: (result: HostedCardToken | CardFormError) => void
      const promise = new Promise<HostedCardToken>((resolve, reject) => {
        const timer = setTimeout(() => settle(new CardFormError('timeout')), o.tokenizeTimeoutMs ?? 30_000)
        settle = (result) => {
          clearTimeout(timer)
          pending = undefined
          if (result instanceof CardFormError) {
            events.emit({ type: 'error', code: result.code, message: result.message })
            reject(result)
          } else {
            events.emit({ type: 'success' })
            resolve(result)
          }
        }
      })
      pending = { promise, settle }
      events.sent('tokenize')
      target.postMessage('tokenize', origin)
      return promise
    },
    subscribe: store.subscribe,
    reload() {
      if (store.status === 'destroyed') return
      store.set('loading')
      watch.start()
      // A new navigation (the same URL too): its new document drops what was pending.
      iframe.src = url
    },
    destroy() {
      if (store.status === 'destroyed') return
      frame.stop()
      watch.stop()
      pending?.settle(new CardFormError('destroyed'))
      layout.destroy()
      store.end('destroyed')
      events.emit({ type: 'destroy' })
    },
  }
}
