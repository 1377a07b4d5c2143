// The page's own script: the elements' defaults (env, merchant, plugins, and the emulator's origins when
// the page URL gives them: ?checkout=<origin>&api=<origin>), and what the page does with their events.
const params = new URLSearchParams(window.location.search)
const origin = (name) => {
  const value = params.get(name)
  return value && /^https?:\/\//.test(value) ? value : undefined
}
const checkout = origin('checkout')
const api = origin('api')
Portico.configure({
  env: 'local',
  merchantId: 'demo-merchant',
  plugins: [Portico.user()],
  hosts: checkout || api ? { checkout, api } : undefined,
})

const $ = (id) => document.querySelector(`[data-testid="${id}"]`)
const log = (line) => {
  $('outcome').textContent += `${$('outcome').textContent ? '\n' : ''}${line}`
}

// The same lines as the other examples: `success {json}` or `declined {json}`.
for (const element of document.querySelectorAll('portico-checkout, portico-payment-button')) {
  element.addEventListener('success', (event) => log(`success ${JSON.stringify(event.detail ?? null)}`))
  element.addEventListener('auth-declined', (event) =>
    log(`declined ${JSON.stringify(event.detail ?? null)}`),
  )
}

// A new amount is posted to the button, never reloaded.
$('button-cents').addEventListener('input', (event) => {
  const cents = Number(event.target.value)
  if (Number.isInteger(cents) && cents > 0) $('button-google-pay').setAttribute('cents', String(cents))
})

const form = document.querySelector('portico-hosted-card-form')
form.addEventListener('load', () => $('hosted-card-token-button').removeAttribute('disabled'))
form.addEventListener('input-error', (event) => {
  $('hosted-card-message').textContent = event.detail.message
})
form.addEventListener('input-valid', () => {
  $('hosted-card-message').textContent = ''
})
$('hosted-card-token-button').addEventListener('click', () =>
  form.tokenize().then(
    ({ token, expMonth, expYear }) => {
      $('hosted-card-token').textContent = `${token} expires ${expMonth}/${expYear}`
    },
    (error) => {
      $('hosted-card-token').textContent = `error: ${error.message}`
    },
  ),
)
