import type { LinkedAccountType } from '../catalogs/catalogs'
import { isObject } from '../platform/is-object'
import type { RequestMethod } from '../plugins/plugin'
import { parseMessageJson } from './message-json'

export { MAX_MESSAGE_LENGTH } from './message-json'

/**
 * What the checkout reports with `success` and `authDeclined`: usually an object (e.g. `{ paymentId }`),
 * but whatever JSON value the checkout sent is passed on as it is.
 */
export type CheckoutInfo = Record<string, unknown> | unknown[] | string | number | boolean | null

/** The card inputs of the checkout that report validation events. */
export type CardInputField = 'card-number' | 'expiration' | 'cvv'

/** A card input started showing an error (`inputError`), or changed its message. */
export interface InputErrorInfo {
  field: CardInputField | (string & {})
  /** The text the checkout shows under the input. */
  message: string
}

/** A card input that was showing an error stopped showing it (`inputValid`). */
export interface InputValidInfo {
  field: CardInputField | (string & {})
}

/** An account was linked (`accountLinked`); a bank link carries its tokens, each usable as an ACH `token`. */
export interface AccountLinkedInfo {
  type: LinkedAccountType | (string & {})
  tokens?: string[]
}

/** A linking session ended without an account (`accountNotLinked`). */
export interface AccountNotLinkedInfo {
  type: LinkedAccountType | (string & {})
  /** `canceled` when the customer backed out, `failed` when the account could not be linked. */
  reason: 'canceled' | 'failed' | (string & {})
}

/**
 * An inbound message of any surface (checkout, payment button, hosted card form), parsed and checked.
 * `unknown` is any other method, kept in `name`.
 */
export type CheckoutMessage =
  | { method: RequestMethod; data: string }
  | { method: 'heightChange'; data: string; height: number }
  | { method: 'success' | 'authDeclined' | 'getToken'; data: string; info: CheckoutInfo | undefined }
  /** The hosted card form's answer to `tokenize`: `ERROR …` text, or the token as JSON text or an object. */
  | { method: 'tokenize'; data: string; value: unknown }
  | { method: 'inputError'; data: string; info: InputErrorInfo }
  | { method: 'inputValid'; data: string; info: InputValidInfo }
  | { method: 'accountLinked'; data: string; info: AccountLinkedInfo }
  | { method: 'accountNotLinked'; data: string; info: AccountNotLinkedInfo }
  /** The checkout asks the page to open `data` (a URL) in a new tab. */
  | { method: 'redirect'; data: string }
  /** A button's overlay opens or closes (any state but `open` closes it). */
  | { method: 'overlay'; data: string; state: 'open' | 'close' }
  | { method: 'loaded'; data: string }
  | { method: 'unknown'; data: string; name: string }

// The methods whose `data` is the whole message (a request's payload, a redirect's URL).
const PLAIN = ['signMessage', 'signTransaction', 'sendTransaction', 'redirect']
const HEIGHT = /^\d{1,7}(\.\d+)?$/

const isText = (v: unknown): v is string => typeof v === 'string' && v !== ''

// The info of each info-carrying method, checked against its shape; `null` refuses the message.
const INFO: Record<string, (info: unknown) => boolean> = {
  inputError: (i) => isObject(i) && isText(i.field) && typeof i.message === 'string',
  inputValid: (i) => isObject(i) && isText(i.field),
  accountLinked: (i) =>
    isObject(i) &&
    isText(i.type) &&
    (i.tokens === undefined || (Array.isArray(i.tokens) && i.tokens.every((t) => typeof t === 'string'))),
  accountNotLinked: (i) => isObject(i) && isText(i.type) && isText(i.reason),
}

/** A height in px from a digit string or a JSON number: finite, not negative, under 10^7. */
function heightOf(data: unknown): number | undefined {
  if (typeof data === 'string') return HEIGHT.test(data) ? +data : undefined
  return typeof data === 'number' && Number.isFinite(data) && data >= 0 && data < 1e7 ? data : undefined
}

/**
 * Parses the `data` of a window `message` event from any surface's frame. Never throws: `null` for anything
 * that is not one: non-string, over MAX_MESSAGE_LENGTH, bad JSON, no string `method`, no `data` key (but
 * for `loaded`, or with `dataOptional`), a prototype-pollution key anywhere; a request, `redirect` or `overlay` whose `data` is not a string; an
 * `inputError`, `inputValid`, `accountLinked` or `accountNotLinked` whose `info` lacks its fields; a
 * `heightChange` not tagged `heightChange:{heightChangeId}` (untagged when no id is given) or whose data is
 * not a height (digits or a JSON number, under 10^7). `success`, `authDeclined` and `getToken` pass on any JSON `info`, `tokenize` any JSON `data`.
 */
export function parseFrameMessage(
  data: unknown,
  heightChangeId?: string,
  dataOptional = false,
): CheckoutMessage | null {
  try {
    const message = parseMessageJson(data)
    if (!message) return null
    const { method, data: raw, info } = message
    if (typeof method !== 'string') return null
    const text = typeof raw === 'string' ? raw : ''
    // `loaded` is read by its method alone, as the checkout's own kit reads it.
    if (method === 'loaded') return { method, data: text }
    // The checkout's own kit drops any other message without a `data` key: so does Portico, but for the
    // hosted card form and the payment buttons, whose own kit reads their messages without one.
    if (!dataOptional && !Object.hasOwn(message, 'data')) return null
    if (method.startsWith('heightChange')) {
      const height = heightOf(raw)
      const tag = `heightChange${heightChangeId === undefined ? '' : `:${heightChangeId}`}`
      return method === tag && height !== undefined
        ? { method: 'heightChange', data: String(raw), height }
        : null
    }
    if (method === 'success' || method === 'authDeclined' || method === 'getToken')
      return { method, data: text, info: info as CheckoutInfo | undefined }
    if (method === 'tokenize') return { method, data: text, value: raw }
    const shape = Object.hasOwn(INFO, method) ? INFO[method] : undefined
    if (shape) return shape(info) ? ({ method, data: text, info } as CheckoutMessage) : null
    // The rest read `data` itself: it must be text.
    if (typeof raw !== 'string') return null
    if (PLAIN.includes(method)) return { method, data: raw } as CheckoutMessage
    if (method === 'overlay') return { method, data: raw, state: raw === 'open' ? 'open' : 'close' }
    return { method: 'unknown', data: raw, name: method }
  } catch {
    return null
  }
}

/** @deprecated The same function under its older name: use `parseFrameMessage`, which reads every surface's. */
export const parseCheckoutMessage = parseFrameMessage
