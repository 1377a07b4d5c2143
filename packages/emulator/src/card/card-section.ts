import { prettyFormat } from '../../assets/card-rules.js'
import { escapeHtml } from '../server/http'
import { TEST_CARDS } from './test-cards'

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
