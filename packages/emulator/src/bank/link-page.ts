import { formatTotal } from '../query/total'
import { escapeHtml } from '../server/http'
import type { PageSession } from '../sessions/sessions'
import { layout } from '../shell/layout'
import type { BankRedirect } from './bank-redirects'
import { TEST_BANKS } from './test-banks'

/**
 * The bank link page (`/{blockchain}/checkout-link/{merchantId}`): the test banks to link, and Cancel. It
 * makes no wallet requests.
 */
export function bankLinkPage(session: PageSession): string {
  const banks = TEST_BANKS.map(
    (bank) =>
      `<button type="button" data-testid="bank-${escapeHtml(bank.id)}" data-bank="${escapeHtml(bank.id)}">${escapeHtml(
        bank.name,
      )}<br><small>${escapeHtml(
        bank.outcome === 'linked'
          ? bank.accounts.map((a) => `${a.name} •••• ${a.mask}`).join(', ')
          : `fails: ${bank.failure ?? ''}`,
      )}</small></button>`,
  ).join('\n')
  return layout(
    `Link a bank · ${session.merchantId}`,
    {
      kind: 'bank-link',
      sessionId: session.id,
      merchantId: session.merchantId,
      bankLinkOnly: session.query.bankLinkOnly === true,
      query: session.query,
      ...(session.query.useHeightChange === undefined
        ? {}
        : { heightChangeId: session.query.useHeightChange }),
    },
    `<section class="card" data-testid="bank-link">
<h1 data-testid="bank-link-title">Link your bank · ${escapeHtml(session.merchantId)}</h1>
<p class="hint">Choose a test bank. Its accounts are linked at once; each gets a token for ACH checkouts.</p>
<div class="banks" data-testid="bank-list">
${banks}
</div>
<p><button type="button" class="secondary" data-testid="bank-link-cancel">Cancel</button></p>
</section>
<section class="card" data-testid="bank-link-confirmation" tabindex="-1" hidden></section>`,
    'bank-link.js',
  )
}

/** The bank's own page a "Pay with bank" redirect opens: approve or cancel the payment. */
export function bankAuthorizePage(redirect: BankRedirect): string {
  return layout(
    'Your bank · authorize a payment',
    { kind: 'bank-authorize', redirectId: redirect.id, status: redirect.status },
    `<section class="card" data-testid="bank-authorize">
<h1>Portico Test Bank</h1>
<p>Pay <strong data-testid="bank-authorize-total">${escapeHtml(formatTotal(redirect.total))}</strong> to
<strong>${escapeHtml(redirect.session.merchantId)}</strong> from your checking account?</p>
<button type="button" data-testid="bank-authorize-approve"${redirect.status === 'pending' ? '' : ' disabled'}>Approve</button>
<button type="button" class="secondary" data-testid="bank-authorize-cancel"${redirect.status === 'pending' ? '' : ' disabled'}>Cancel</button>
</section>
<section class="card" data-testid="bank-authorize-result" tabindex="-1"${redirect.status === 'pending' ? ' hidden' : ''}>${
      redirect.status === 'pending' ? '' : `This payment was already ${redirect.status}.`
    }</section>`,
    'bank-authorize.js',
  )
}
