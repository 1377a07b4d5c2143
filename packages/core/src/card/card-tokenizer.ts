import { type CardFieldPart, CardValidationError, CardVendorError } from '../errors/card-errors'
import type { PorticoError } from '../errors/portico-error'
import { brandOfCardType, type CardToken } from './card-field-types'
import type { VendorEventData, VendorIframe } from './card-vendor'

/** The token side of a card field: the cached token, the call in flight and the calls waiting on the vendor. */
export interface CardTokenizer {
  /** The cached token, the call already in flight, or one new tokenization. */
  get(vendor: VendorIframe): Promise<CardToken>
  /** The card or CVV changed: the cached token is no longer the card's. */
  edited(): void
  /** Feeds the vendor's `validate` event to the waiting calls. */
  validate(data: VendorEventData): void
  /** Feeds the vendor's `tokenize` event to the waiting calls. */
  tokenize(data: VendorEventData): void
  /** Rejects every waiting call with `error`; false when none was waiting. */
  fail(error: PorticoError): boolean
}

// One getToken() waiting on the vendor: a pair of listeners that lives only until the call settles. The
// vendor cannot remove a listener, so its single permanent listener per event feeds these instead.
interface TokenCall {
  validate(data: VendorEventData): void
  tokenize(data: VendorEventData): void
  fail(error: PorticoError): void
}

/**
 * A tokenizer for a field whose main input is `main` (the card number, or the CVV of a saved card). A call
 * the vendor does not answer within `timeoutMs` fails, so a silent vendor frame never leaves the
 * customer's payment hanging.
 */
export function createCardTokenizer(main: CardFieldPart, timeoutMs = 30_000): CardTokenizer {
  const calls = new Set<TokenCall>()
  let cached: CardToken | undefined
  let inFlight: Promise<CardToken> | undefined
  let edits = 0

  const start = (vendor: VendorIframe) =>
    new Promise<CardToken>((resolve, reject) => {
      const at = edits
      const timer = setTimeout(
        () => settle(new CardVendorError(`no answer from the card vendor within ${timeoutMs} ms`)),
        timeoutMs,
      )
      const settle = (error: PorticoError | undefined, result?: CardToken) => {
        clearTimeout(timer)
        calls.delete(call)
        if (error) reject(error)
        else resolve(result as CardToken)
      }
      const call: TokenCall = {
        validate({ isValid, isCvvValid }) {
          const fields: CardFieldPart[] = isValid ? [] : [main]
          if (isCvvValid === false && main !== 'cvv') fields.push('cvv')
          if (fields.length) settle(new CardValidationError(fields))
        },
        tokenize({ token, firstSix, lastFour, cardType }) {
          if (typeof token !== 'string' || !token)
            return settle(new CardVendorError('the answer carried no token'))
          const result: CardToken = { token, firstSix, lastFour, cardType, brand: brandOfCardType(cardType) }
          // A change while the vendor was tokenizing means this token is for the old card: do not keep it.
          if (at === edits) cached = result
          settle(undefined, result)
        },
        fail: settle,
      }
      calls.add(call)
      try {
        vendor.tokenize()
      } catch (cause) {
        settle(new CardVendorError('tokenize failed', { cause }))
      }
    })

  return {
    get(vendor) {
      if (cached) return Promise.resolve(cached)
      inFlight ??= start(vendor).finally(() => {
        inFlight = undefined
      })
      return inFlight
    },
    edited() {
      edits++
      cached = undefined
    },
    validate(data) {
      for (const call of [...calls]) call.validate(data)
    },
    tokenize(data) {
      for (const call of [...calls]) call.tokenize(data)
    },
    fail(error) {
      const waiting = [...calls]
      for (const call of waiting) call.fail(error)
      return waiting.length > 0
    },
  }
}
