import type { LedgerEntry } from '../ledger/ledger'
import { formatTotal } from '../query/total'
import { escapeHtml } from '../server/http'
import type { PageSession } from '../sessions/sessions'
import { layout } from '../shell/layout'

/** A history page: the purchases or withdrawals made for this merchant during this emulator run. */
export function historyPage(session: PageSession, entries: readonly LedgerEntry[]): string {
  const what = session.kind === 'purchase-history' ? 'Purchases' : 'Withdrawals'
  const rows = entries
    .map(
      (e) => `<tr data-testid="history-row" data-payment-id="${escapeHtml(e.paymentId)}">
<td>${escapeHtml(e.createdAt)}</td><td>${escapeHtml(e.blockchain)}</td><td>${escapeHtml(e.method)}</td>
<td>${escapeHtml(formatTotal(e.total))}</td><td><code>${escapeHtml(e.hash ?? '')}</code></td>
<td><code>${escapeHtml(e.paymentId)}</code></td></tr>`,
    )
    .join('\n')
  const data = {
    kind: session.kind,
    sessionId: session.id,
    entries: entries.map((e) => e.paymentId),
    ...(session.query.useHeightChange === undefined ? {} : { heightChangeId: session.query.useHeightChange }),
  }
  return layout(
    `${what} · ${session.merchantId}`,
    data,
    `<section class="card" data-testid="history">
<h1 data-testid="history-title">${what} · ${escapeHtml(session.merchantId)}</h1>
${
  entries.length
    ? `<table data-testid="history-table">
<thead><tr><th>When</th><th>Blockchain</th><th>Method</th><th>Total</th><th>Hash</th><th>Payment id</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`
    : `<p data-testid="history-empty">No ${what.toLowerCase()} yet in this emulator run.</p>`
}
</section>`,
  )
}
