import { cardSection } from '../card/card-section'
import { formatTotal, totalOf } from '../query/total'
import { escapeHtml } from '../server/http'
import type { PageSession } from '../sessions/sessions'
import { layout, type PageData } from '../shell/layout'
import { walletSection } from '../wallet/wallet-section'

function paramsTable(session: PageSession): string {
  const rows = Object.entries(session.query)
    .map(
      ([name, value]) =>
        `<tr data-param="${escapeHtml(name)}"><th>${escapeHtml(name)}</th><td><code>${escapeHtml(
          typeof value === 'string' ? value : JSON.stringify(value),
        )}</code></td></tr>`,
    )
    .join('\n')
  return `<details data-testid="order-params"><summary>Checkout parameters</summary>
<table>
${rows || '<tr><td>none</td></tr>'}
</table>
</details>`
}

function pageData(session: PageSession): PageData {
  const data: PageData = {
    kind: session.kind,
    sessionId: session.id,
    blockchain: session.blockchain,
    family: session.family,
    merchantId: session.merchantId,
    query: session.query,
  }
  if (session.query.useHeightChange !== undefined) data.heightChangeId = session.query.useHeightChange
  return data
}

function bankSection(): string {
  return `<section class="card" data-testid="bank-section">
<h2>Bank account (ACH)</h2>
<label>Linked account token <input data-testid="ach-token" name="achToken" autocomplete="off" placeholder="from a bank link"></label>
<button type="button" data-testid="pay-ach">Pay with linked account</button>
<p class="hint">Or pay from your bank’s own page, opened by the host page in a new tab:</p>
<button type="button" data-testid="pay-bank">Pay with bank</button>
<button type="button" data-testid="bank-site" class="secondary">Bank’s website (external link)</button>
</section>`
}

function allows(session: PageSession, ...methods: string[]): boolean {
  const allowed = session.query.allowedPaymentMethods
  return !allowed || methods.some((m) => allowed.includes(m))
}

/** Where the "Bank's website" button redirects: an https page of a reserved domain, never reached. */
export const BANK_SITE_URL = 'https://bank.example/portico-emulator/pay'

/** The purchase page: the order, wallet, card and bank payment. */
export function purchasePage(session: PageSession, hasChain: boolean): string {
  const total = totalOf(session.query)
  const sections = [
    session.family === 'user' || allows(session, 'crypto', 'usdc')
      ? walletSection(session, 'Pay', hasChain)
      : '',
    allows(session, 'card') && total ? cardSection() : '',
    allows(session, 'ach') && total && 'cents' in total ? bankSection() : '',
  ]
  return layout(
    `Pay ${session.merchantId}`,
    { ...pageData(session), total: total ?? null, bankSiteUrl: BANK_SITE_URL },
    `<section class="card" data-testid="order">
<h1 data-testid="order-title">Checkout · ${escapeHtml(session.merchantId)}</h1>
<dl>
<dt>Total</dt><dd data-testid="order-total">${escapeHtml(formatTotal(total))}</dd>
<dt>Blockchain</dt><dd data-testid="order-blockchain">${escapeHtml(session.blockchain)}</dd>
</dl>
${paramsTable(session)}
</section>
${sections.join('\n')}
<section class="card" data-testid="result" hidden></section>`,
  )
}

/** The withdraw page: an amount and the wallet request that authorises it. */
export function withdrawPage(session: PageSession, hasChain: boolean): string {
  const total = totalOf(session.query)
  const dollars =
    total && 'cents' in total
      ? (total.cents / 100).toFixed(2)
      : session.query.amount !== undefined && session.query.token === undefined
        ? Number(session.query.amount).toFixed(2)
        : '10.00'
  return layout(
    `Withdraw · ${session.merchantId}`,
    pageData(session),
    `<section class="card" data-testid="order">
<h1 data-testid="order-title">Withdraw · ${escapeHtml(session.merchantId)}</h1>
<dl><dt>Blockchain</dt><dd data-testid="order-blockchain">${escapeHtml(session.blockchain)}</dd></dl>
<label>Amount (USD) <input data-testid="withdraw-amount" name="amount" inputmode="decimal" value="${dollars}"></label>
${paramsTable(session)}
</section>
${walletSection(session, 'Withdraw', hasChain)}
<section class="card" data-testid="result" hidden></section>`,
  )
}
