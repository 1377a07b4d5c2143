import { prettyFormat } from '../../assets/card-rules.js'
import { TEST_CARDS } from '../card/test-cards'
import { escapeHtml } from '../server/http'
import { layout, type PageData } from './layout'
import type { PageSession } from './sessions'
import { formatTotal, totalOf } from './total'
import { walletPlan } from './wallet-plan'

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

/** The wallet part of a page: who pays, the request to send, and the button. */
export function walletSection(session: PageSession, verb: 'Pay' | 'Withdraw', hasChain: boolean): string {
  const plan = walletPlan(session, hasChain)
  const options = plan.methods
    .map((m) => `<option value="${m}"${m === plan.methods[0] ? ' selected' : ''}>${m}</option>`)
    .join('')
  const label = session.family === 'user' ? `${verb} with session key` : `${verb} with wallet`
  return `<section class="card" data-testid="wallet-section">
<h2>${session.family === 'user' ? 'Session key' : 'Wallet'}</h2>
<p data-testid="wallet-address">${escapeHtml(plan.who)}</p>
<p class="hint">${escapeHtml(plan.how)}</p>
<label>Request <select data-testid="wallet-method">${options}</select></label>
<button type="button" data-testid="${verb === 'Pay' ? 'pay-wallet' : 'withdraw-wallet'}"${
    plan.problem ? ' disabled' : ''
  }>${label}</button>
${plan.problem ? `<p class="error" data-testid="wallet-problem">${escapeHtml(plan.problem)}</p>` : ''}
</section>`
}

/** The card part of a page: number, expiry and CVV with their validation message, 3-D Secure, test cards. */
export function cardSection(): string {
  const cards = TEST_CARDS.map(
    (c) => `<tr><td><code>${prettyFormat(c.number)}</code></td><td>${escapeHtml(c.label)}</td></tr>`,
  ).join('\n')
  return `<section class="card" data-testid="card-section">
<h2>Card</h2>
<form data-testid="card-form" novalidate>
<label>Card number <input data-testid="card-number" name="number" inputmode="numeric" autocomplete="cc-number" placeholder="0000 0000 0000 0000"></label>
<div class="row">
<label>Expiry <input data-testid="card-expiry" name="expiry" autocomplete="cc-exp" placeholder="MM/YY" value="12/34"></label>
<label>CVV <input data-testid="card-cvv" name="cvv" inputmode="numeric" autocomplete="cc-csc" placeholder="CVV" value="123"></label>
</div>
<p data-testid="card-field-error" id="card-field-error" class="error" role="alert" hidden></p>
<button type="submit" data-testid="pay-card">Pay by card</button>
</form>
<section data-testid="three-ds" class="three-ds" aria-labelledby="three-ds-title" hidden>
<h3 id="three-ds-title">3-D Secure challenge</h3>
<p>Your bank asks you to confirm this payment.</p>
<button type="button" data-testid="three-ds-approve">Approve</button>
<button type="button" data-testid="three-ds-fail">Fail</button>
</section>
<details data-testid="test-cards"><summary>Test cards</summary>
<table>
${cards}
</table>
<p>Any other valid card number succeeds. Expiry: any future MM/YY. CVV: 3 digits (4 for American Express).</p>
</details>
</section>`
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
