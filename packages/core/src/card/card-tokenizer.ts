import { type CardFieldPart, CardValidationError, CardVendorError } from '../errors/card-errors'
import type { PorticoError } from '../errors/portico-error'
import { brandOfCardType, type CardToken } from './card-field-types'
import type { VendorEventData, VendorIframe } from './card-vendor'

/** How long after its start a tokenization takes the newest validation verdict rather than the first. */
const VERDICT_WINDOW_MS = 200

/** The token side of one vendor field: the cached token, the tokenization running and the calls queued. */
export interface CardTokenizer {
  /** The cached token, the tokenization already running for the same card, or a new one. */
  get(): Promise<CardToken>
  /** The customer may change the card (a focus, a change, a reset): the cached token is not its. */
  invalidate(): void
  /** Feeds the vendor's `validate` event to the running tokenization (none running: an edit). */
  validate(data: VendorEventData): void
  /** Feeds the vendor's `tokenize` event to the running tokenization. */
  tokenize(data: VendorEventData): void
  /** Rejects the running tokenization with `error`; false when none was running. */
  fail(error: PorticoError): boolean
  /** The vendor field is gone: rejects every call, now and later, with `error`. */
  close(error: PorticoError): void
}

// The tokenization waiting on the vendor: a pair of listeners that lives only until it settles. The vendor
// cannot remove a listener, so its single permanent listener per event feeds these instead.
interface Running {
  validate(data: VendorEventData): void
  tokenize(data: VendorEventData): void
  fail(error: PorticoError): void
}

/** Which parts a `validate` event says are invalid, for a field whose main input is `main`. */
export function invalidParts(main: CardFieldPart, { isValid, isCvvValid }: VendorEventData): CardFieldPart[] {
  // In CVV-only mode the CVV is all the customer typed: any verdict of invalid is about it.
  if (main === 'cvv')
    return isValid === false || isCvvValid === false || (isValid ?? isCvvValid) === undefined ? ['cvv'] : []
  const parts: CardFieldPart[] = isValid === true ? [] : ['card']
  if (isCvvValid === false) parts.push('cvv')
  return parts
}

/** What a tokenizer needs besides the vendor field. */
export interface CardTokenizerOptions {
  /** The field's main input: the card number, or the CVV of a saved card. */
  main: CardFieldPart
  /** How long a tokenization may wait for the vendor. @default 30000 */
  timeoutMs?: number | undefined
  /**
   * Whether the customer is out of the inputs. While an input has focus its value can change without any
   * event (the vendor raises `change` only on blur, and nothing for the CVV), so no token is kept then.
   */
  settled(): boolean
}

/**
 * The tokenizer of `vendor`. A token is kept only when no input had focus from the tokenization's start to
 * its answer; a focus drops it. One tokenization runs at a time: the vendor's events name no request, so a
 * second one would get the first one's answer. A tokenization the vendor does not answer within
 * `timeoutMs` fails, so a silent vendor frame never leaves the customer's payment hanging.
 */
export function createCardTokenizer(
  vendor: VendorIframe,
  { main, timeoutMs = 30_000, settled }: CardTokenizerOptions,
): CardTokenizer {
  let running: Running | undefined
  let cached: CardToken | undefined
  let closed: PorticoError | undefined
  // Bumped by every possible edit; a tokenization keeps its token only when no edit came while it ran.
  let edits = 0
  // The last tokenization asked for, until it settles: the next one waits for it.
  let tail: Promise<void> | undefined
  let latest: { edits: number; promise: Promise<CardToken> } | undefined

  const run = () =>
    new Promise<CardToken>((resolve, reject) => {
      if (closed) return reject(closed)
      const at = edits
      const timer = setTimeout(
        () => settle(new CardVendorError(`no answer from the card vendor within ${timeoutMs} ms`)),
        timeoutMs,
      )
      // The events name no request, so the vendor's verdict on this tokenize command is told from key-up
      // verdicts by time and order: within VERDICT_WINDOW_MS of the start, verdicts sent before the command
      // may still arrive, so the newest one stands (a token overrules it); one that follows an edit made
      // during the call is about the edit and counts only when none came before it. The window's verdict
      // is decided when it closes; after it, an invalid verdict fails the call at once.
      let beforeEdit: CardFieldPart[] | undefined
      let afterEdit: CardFieldPart[] | undefined
      let windowOpen = true
      const verdictWindow = setTimeout(() => {
        windowOpen = false
        const verdict = beforeEdit ?? afterEdit
        if (verdict?.length) settle(new CardValidationError(verdict))
      }, VERDICT_WINDOW_MS)
      const settle = (error: PorticoError | undefined, result?: CardToken) => {
        clearTimeout(timer)
        clearTimeout(verdictWindow)
        if (running === call) running = undefined
        if (error) reject(error)
        else resolve(result as CardToken)
      }
      const call: Running = {
        validate(data) {
          const parts = invalidParts(main, data)
          if (!windowOpen) {
            if (parts.length) settle(new CardValidationError(parts))
          } else if (at === edits) beforeEdit = parts
          else afterEdit ??= parts
        },
        tokenize(data) {
          const { token, cardType } = data
          if (typeof token !== 'string' || !token)
            return settle(new CardVendorError('the answer carried no token'))
          // The vendor's whole answer (HMAC, reference number, 3-D Secure data…), with the brand added.
          const result: CardToken = { ...data, token, brand: brandOfCardType(cardType) }
          if (at === edits && settled() && !closed) cached = result
          settle(undefined, result)
        },
        fail: settle,
      }
      running = call
      try {
        vendor.tokenize()
      } catch (cause) {
        settle(new CardVendorError('tokenize failed', { cause }))
      }
    })

  return {
    get() {
      if (closed) return Promise.reject(closed)
      if (cached) return Promise.resolve(cached)
      // Calls that come together share a tokenization, unless the customer is typing between them.
      if (latest?.edits === edits && settled()) return latest.promise
      // With nothing running the command goes out now, so a vendor error right after it finds its call.
      const promise = tail ? tail.then(run) : run()
      const entry = { edits, promise }
      const finish = () => {
        if (latest === entry) latest = undefined
        if (tail === after) tail = undefined
      }
      const after = promise.then(finish, finish)
      latest = entry
      tail = after
      return promise
    },
    invalidate() {
      edits++
      cached = undefined
    },
    validate(data) {
      // A validation outside a tokenization comes from a key-up or a blur: the customer is editing.
      if (running) running.validate(data)
      else this.invalidate()
    },
    tokenize(data) {
      running?.tokenize(data)
    },
    fail(error) {
      const call = running
      call?.fail(error)
      return call !== undefined
    },
    close(error) {
      closed = error
      cached = undefined
      running?.fail(error)
    },
  }
}
