import { escapeHtml } from '../server/http'
import type { PageSession } from '../sessions/sessions'
import { walletPlan } from './wallet-plan'

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
