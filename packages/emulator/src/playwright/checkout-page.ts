import type { Frame } from 'playwright-core'
import { HelperError } from './helper-error'

/** What a helper reads of a checkout page before acting on it. */
export interface CheckoutPage {
  /** `purchase`, `withdraw`, … from `<body data-testid="checkout-{kind}">`. */
  kind: string
  /** The page's session on the emulator, the key of its `/emulator/sessions/{id}/…` calls. */
  sessionId: string
  /** The origin the page was served from. */
  origin: string
}

/**
 * Reads the kind and session of the emulator checkout page in `frame`, refusing a page that already shows a
 * result: it locks its buttons then, and a payment can no longer be made on it.
 */
export async function checkoutPage(frame: Frame): Promise<CheckoutPage> {
  const read = await frame
    .evaluate(() => {
      const data = document.getElementById('portico-page')?.textContent
      return { page: document.body?.dataset.testid ?? '', sessionId: data ? JSON.parse(data).sessionId : '' }
    })
    .catch(() => undefined)
  if (!read?.page.startsWith('checkout-'))
    throw new HelperError('EMULATOR_CHECKOUT_FAILED', `${frame.url()} is not an emulator checkout page`)
  if (await frame.getByTestId('result').isVisible())
    throw new HelperError('EMULATOR_CHECKOUT_FAILED', 'this checkout is already paid: open a new one')
  return {
    kind: read.page.slice('checkout-'.length),
    sessionId: String(read.sessionId),
    origin: new URL(frame.url()).origin,
  }
}

/** The text the checkout shows in its error line, or undefined while it shows none. */
export async function shownError(frame: Frame): Promise<string | undefined> {
  const error = frame.getByTestId('error')
  if (!(await error.isVisible())) return undefined
  const text = ((await error.textContent()) ?? '').trim()
  return text || undefined
}
