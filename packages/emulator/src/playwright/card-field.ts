import type { Locator, Page } from 'playwright-core'
import { DEFAULT_TIMEOUT_MS, typedTimeouts, until } from './until'

/** The inputs of a card field (`mountCardField`, `<CardForm>`), each in a frame of the card vendor's origin. */
export interface CardFieldInputs {
  /** The card number input, in the frame titled "Card number" (none in `cvv-only` mode). */
  number: Locator
  /** The CVV input, in the frame titled "CVV". */
  cvv: Locator
}

/** Options of `fillCardField`. */
export interface FillCardFieldOptions {
  /** A test card number, spaces allowed. @default '4242 4242 4242 4242' */
  number?: string
  /** @default '123' (use 4 digits for American Express) */
  cvv?: string
  /** The field's mode, as mounted: which inputs there are to fill. @default 'card-and-cvv' */
  mode?: 'card-and-cvv' | 'card-only' | 'cvv-only'
  /** @default 30000 */
  timeout?: number
}

/**
 * How long after the vendor's load event Portico's card field counts as ready (and `getToken()` works):
 * the delay the hosted checkout's kit keeps, which Portico's field keeps too.
 */
const FIELD_READY_DELAY_MS = 350

/**
 * The card field's inputs in `scope` (the page, or a locator around one field when the page has several),
 * found by the titles of their frames, "Card number" and "CVV", and their test ids.
 */
export function cardFieldInputs(scope: Page | Locator): CardFieldInputs {
  return {
    number: scope.frameLocator('iframe[title="Card number"]').getByTestId('card-vendor-pan'),
    // In cvv-only mode the one frame is titled CVV and its input is the vendor's main one.
    cvv: scope.frameLocator('iframe[title="CVV"]').locator('[data-testid^="card-vendor-"]'),
  }
}

/**
 * Types a card into the card field, as a customer would (waiting for its frames to load), and returns once
 * the field is ready to tokenize: your page's `getToken()` right after it gives the token. The token of a
 * test card is `{first six}…{last four}` of it.
 */
export function fillCardField(scope: Page | Locator, options: FillCardFieldOptions = {}): Promise<void> {
  const {
    number = '4242 4242 4242 4242',
    cvv = '123',
    mode = 'card-and-cvv',
    timeout = DEFAULT_TIMEOUT_MS,
  } = options
  const inputs = cardFieldInputs(scope)
  // The frame the vendor script commands (titled CVV in cvv-only mode): it marks when the host heard `load`.
  const main = scope.frameLocator(`iframe[title="${mode === 'cvv-only' ? 'CVV' : 'Card number'}"]`)
  const started = Date.now()
  return typedTimeouts('card field', async () => {
    if (mode !== 'cvv-only') await inputs.number.fill(number, { timeout })
    if (mode !== 'card-only') await inputs.cvv.fill(cvv, { timeout })
    await until('ready card field', Math.max(0, timeout - (Date.now() - started)), async (seen) => {
      const since = await main.locator('html').evaluate(
        (html) => {
          const at = html.dataset.loadedAt
          return at === undefined ? -1 : performance.now() - Number(at)
        },
        undefined,
        { timeout },
      )
      seen(since < 0 ? 'the vendor script has not loaded' : `loaded ${Math.round(since)} ms ago`)
      return since >= FIELD_READY_DELAY_MS ? true : undefined
    })
  })
}
