// The text the example pages show for what happened, in the shape their browser tests read.
import type { CardToken, CheckoutInfo, HostedCardToken, PorticoError } from '@portico/core'

/** One line of the outcome log: `success {json}` or `declined {json}`. */
export function outcomeLine(event: 'success' | 'declined', info: CheckoutInfo | undefined): string {
  return `${event} ${JSON.stringify(info ?? null)}`
}

/** One line of the outcome log for an error a component reported: `error {"code":…,"message":…}`. */
export function errorLine(error: PorticoError): string {
  return `error ${JSON.stringify({ code: error.code, message: error.message })}`
}

const failureText = (error: unknown) => `error: ${error instanceof Error ? error.message : String(error)}`

/** The card token for the page, or `error: <message>` when tokenization failed (e.g. an invalid card). */
export function tokenText(token: Promise<CardToken>): Promise<string> {
  return token.then((card) => card.token, failureText)
}

/** A hosted card form's token with its expiry (`<token> expires MM/YYYY`), or `error: <message>`. */
export function expiryText(token: Promise<HostedCardToken>): Promise<string> {
  return token.then(
    ({ token, expMonth, expYear }) => `${token} expires ${expMonth ?? '?'}/${expYear ?? '?'}`,
    failureText,
  )
}
