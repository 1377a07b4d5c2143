import type { CardInputField, InputErrorInfo, InputValidInfo } from '../checkout/message'
import { watchRemoval } from '../checkout/watch-removal'
import { CardFormError } from '../errors/card-form-errors'
import { parseMessageJson } from '../platform/message-json'
import { checkTimerOption } from '../platform/timeout-option'
import { toggledListener } from '../platform/toggled-listener'
import { requireWindow } from '../platform/window'
import { createCardFormLayout } from './hosted-card-form-layout'
import {
  type HostedCardFormUrlOptions,
  type HostedCardFormVariant,
  hostedCardFormUrl,
} from './hosted-card-form-url'

/** What `tokenize()` resolves with: the card's token and, beside it, its expiry. */
export interface HostedCardToken {
  token: string
  expMonth?: string
  expYear?: string
}

/** `loading` until the form says `loaded` (again after a reload), `destroyed` after `destroy()`. */
export type HostedCardFormStatus = 'loading' | 'loaded' | 'destroyed'

/** Options of `mountHostedCardForm`. */
export interface HostedCardFormOptions extends HostedCardFormUrlOptions {
  /** Accessible title of the iframe. @default 'Card Form', 'Card Number Form' or 'CVV Form' */
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
  /**
   * Removes the form and every listener; a pending `tokenize()` rejects. Safe to call twice. A form whose
   * element is taken out of the page stops listening by itself (a pending `tokenize()` rejects `reloaded`)
   * until it is back and loaded; call `destroy()` when you are done with it.
   */
  destroy(): void
}

const TITLES: Record<HostedCardFormVariant, string> = {
  card: 'Card Form',
  'card-number': 'Card Number Form',
  cvv: 'CVV Form',
}
const FIELDS: readonly string[] = ['card-number', 'expiration', 'cvv']

const text = (value: unknown) => (typeof value === 'number' ? String(value) : value)

/** The form's answer to `tokenize`: `ERROR …` text, or the token (a JSON string or an object). */
function readToken(data: unknown): HostedCardToken | CardFormError {
  if (typeof data === 'string' && data.startsWith('ERROR'))
    return new CardFormError('declined', data.replace(/^ERROR\s*/, '') || 'The card form refused the card')
  const value = typeof data === 'string' ? parseMessageJson(data) : data
  const { token, expMonth, expYear } = (value ?? {}) as Record<string, unknown>
  if (typeof token !== 'string' || !token)
    return new CardFormError('declined', 'The card form answered no token')
  const result: HostedCardToken = { token }
  const month = text(expMonth)
  const year = text(expYear)
  if (typeof month === 'string') result.expMonth = month
  if (typeof year === 'string') result.expYear = year
  return result
}

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
  const win = requireWindow()
  const o = options
  checkTimerOption('tokenizeTimeoutMs', o.tokenizeTimeoutMs)
  const variant = o.variant ?? 'card'
  const url = hostedCardFormUrl(o)
  const origin = new URL(url).origin
  const doc = container.ownerDocument
  const iframe = doc.createElement('iframe')
  iframe.title = o.title ?? TITLES[variant]
  iframe.allow = 'payment'
  const layout = createCardFormLayout(iframe, variant, o.theme?.background)
  let status: HostedCardFormStatus = 'loading'
  let height: number | undefined
  let loads = 0
  let pending:
    | { promise: Promise<HostedCardToken>; settle(result: HostedCardToken | CardFormError): void }
    | undefined
  const listeners = new Set<(status: HostedCardFormStatus) => void>()
  const set = (next: HostedCardFormStatus) => {
    if (status === next) return
    status = next
    for (const listener of listeners) listener(next)
  }

  const onMessage = (event: MessageEvent) => {
    if (event.origin !== origin || event.source !== iframe.contentWindow || event.source === null) return
    const message = parseMessageJson(event.data)
    if (!message) return
    const { method, data, info } = message
    const details = (typeof info === 'object' && info !== null ? info : {}) as Record<string, unknown>
    if (method === 'loaded') {
      set('loaded')
      layout.reveal(height)
      o.onLoad?.()
    } else if (method === 'heightChange') {
      const px = typeof data === 'string' && data.trim() !== '' ? Number(data) : data
      if (typeof px !== 'number' || !Number.isFinite(px) || px <= 0) return
      height = px
      layout.setHeight(px)
      o.onHeightChange?.(px)
    } else if (method === 'tokenize') pending?.settle(readToken(data))
    else if (
      method === 'inputError' &&
      FIELDS.includes(details.field as string) &&
      typeof details.message === 'string'
    )
      o.onInputError?.({ field: details.field as CardInputField, message: details.message })
    else if (method === 'inputValid' && FIELDS.includes(details.field as string))
      o.onInputValid?.({ field: details.field as CardInputField })
  }
  // A new document in the frame (a reload, a navigation, a move in the DOM) never answers what the old one
  // was asked: the pending tokenize fails at once instead of waiting out its timeout.
  // (The status is left alone: a new document often says `loaded` before its frame's load event fires.)
  const listen = toggledListener(win, 'message', onMessage)
  // Taken out of the page without destroy(), the form's document is gone: nothing pending will be answered,
  // and no listener is left on the window. A load says the frame is back, with a new document.
  const removal = watchRemoval(iframe, () => {
    listen(false)
    set('loading')
    pending?.settle(new CardFormError('reloaded'))
  })
  const onLoadEvent = () => {
    loads++
    if (loads > 1) pending?.settle(new CardFormError('reloaded'))
    if (status === 'destroyed') return
    listen(true)
    removal.watch()
  }

  listen(true)
  iframe.addEventListener('load', onLoadEvent)
  iframe.src = url
  container.appendChild(layout.wrapper)
  removal.watch()

  return {
    iframe,
    get status() {
      return status
    },
    tokenize() {
      if (pending) return pending.promise
      if (status === 'destroyed') return Promise.reject(new CardFormError('destroyed'))
      const target = iframe.contentWindow
      if (status !== 'loaded' || !target) return Promise.reject(new CardFormError('not-loaded'))
      let settle!: (result: HostedCardToken | CardFormError) => void
      const promise = new Promise<HostedCardToken>((resolve, reject) => {
        const timer = setTimeout(() => settle(new CardFormError('timeout')), o.tokenizeTimeoutMs ?? 30_000)
        settle = (result) => {
          clearTimeout(timer)
          pending = undefined
          if (result instanceof CardFormError) reject(result)
          else resolve(result)
        }
      })
      pending = { promise, settle }
      target.postMessage('tokenize', origin)
      return promise
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    destroy() {
      if (status === 'destroyed') return
      listen(false)
      removal.stop()
      iframe.removeEventListener('load', onLoadEvent)
      pending?.settle(new CardFormError('destroyed'))
      layout.destroy()
      set('destroyed')
      listeners.clear()
    },
  }
}
