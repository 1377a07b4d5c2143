import type { PaymentButtonMethod } from '@portico/core'
import type { CheckoutQuery } from '../query/query'
import { formatTotal, totalOf } from '../query/total'
import { escapeHtml } from '../server/http'
import type { PageSession } from '../sessions/sessions'
import { jsonForHtml } from '../shell/layout'

/** Each button's name, as its page and its errors say it. */
export const BUTTON_NAMES: Readonly<Record<PaymentButtonMethod, string>> = {
  'apple-pay': 'Apple Pay',
  'google-pay': 'Google Pay',
  paypal: 'PayPal',
  venmo: 'Venmo',
}

/** Why the checkout would not open a button page with this query (empty when it would). */
export function buttonProblems(query: CheckoutQuery): string[] {
  const problems: string[] = []
  if (query.color === undefined) problems.push('a payment button needs color (white or black)')
  if (!totalOf(query)) problems.push('a payment button needs cents (with currency) or token with amount')
  if (query.transaction !== undefined) problems.push('a payment button takes no transaction')
  return problems
}

/**
 * A payment button page (`/form/{blockchain}/{method}/{merchantId}`): the wallet's button at its real size
 * in the asked colour, filling the frame's width, and the simulated payment sheet it opens (approve, cancel,
 * fail). Apple Pay and Google Pay show the sheet under the button; PayPal and Venmo show it in an approval
 * overlay that fills the frame, which the host has by then laid over its own overlay element.
 */
export function paymentButtonPage(session: PageSession & { kind: PaymentButtonMethod }): string {
  const { kind, query } = session
  const name = BUTTON_NAMES[kind]
  const total = totalOf(query)
  const wallet = kind === 'paypal' || kind === 'venmo'
  const data = {
    kind,
    name,
    sessionId: session.id,
    merchantId: session.merchantId,
    color: query.color,
    total,
    ...(query.useHeightChange === undefined ? {} : { heightChangeId: query.useHeightChange }),
  }
  // In the overlay the sheet is modal (it covers the frame, and its script keeps focus in it).
  const sheet = `<section data-testid="payment-sheet" class="sheet" role="dialog" aria-label="${name} payment"${
    wallet ? ' aria-modal="true"' : ''
  } hidden>
<h1>${name} · test sheet</h1>
<p>Pay <strong data-testid="sheet-amount">${escapeHtml(formatTotal(total))}</strong> to <strong>${escapeHtml(session.merchantId)}</strong></p>
<p class="hint" data-testid="sheet-payer">${wallet ? '' : 'Test card •••• 4242'}</p>
<div class="actions">
<button type="button" data-testid="sheet-approve">Pay</button>
<button type="button" class="secondary" data-testid="sheet-cancel">Cancel</button>
<button type="button" class="secondary" data-testid="sheet-fail">Fail</button>
</div>
</section>`
  // The button is sent disabled and enabled by the script once it listens (a click before would be lost).
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${name}</title>
<link rel="stylesheet" href="/assets/payment-button.css">
<script type="application/json" id="portico-page">${jsonForHtml(data)}</script>
<script type="module" src="/assets/payment-button.js"></script>
</head>
<body data-testid="checkout-${kind}" class="${kind} color-${escapeHtml(query.color ?? 'black')}">
<div class="slot" data-testid="button-slot"><button type="button" class="wallet-button" data-testid="wallet-button" disabled>${name}</button></div>
<p data-testid="button-message" class="message" role="status" tabindex="-1" hidden></p>
${wallet ? `<div data-testid="approval-overlay" class="overlay" hidden>\n${sheet}\n</div>` : sheet}
</body>
</html>
`
}
