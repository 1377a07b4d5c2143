// The test bank's page that a "Pay with bank" redirect opens in a new tab: the answer goes to the emulator,
// where the checkout that redirected is waiting for it.
import { $, api, page, ready } from './page.js'

async function answer(approve) {
  for (const button of document.querySelectorAll('main button')) button.disabled = true
  const result = $('bank-authorize-result')
  try {
    const state = await api(`/emulator/bank-redirects/${page.redirectId}`, { approve })
    result.textContent =
      state.status === 'paid'
        ? 'Payment approved. You can close this tab and return to the checkout.'
        : 'Payment cancelled. You can close this tab.'
  } catch (error) {
    result.textContent = error.message
  }
  result.hidden = false
  // Both buttons are disabled now: focus moves to the answer, which a screen reader then reads.
  result.focus()
}

$('bank-authorize-approve').addEventListener('click', () => answer(true))
$('bank-authorize-cancel').addEventListener('click', () => answer(false))
ready()
