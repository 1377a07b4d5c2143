import {
  type MountCheckoutOptions,
  mountCardField,
  mountCheckout,
  mountHostedCardForm,
  mountPaymentButton,
  type PaymentButtonMethod,
  type PaymentButtonOptions,
} from '@portico/core'
import { user } from '@portico/user'
import { localConfig } from '@portico-examples/shared/local-config'
import { errorLine, expiryText, outcomeLine, tokenText } from '@portico-examples/shared/outcome'
import '@portico-examples/shared/page.css'

const $ = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`)!

const { env, hosts } = localConfig()
// In a real site the session key comes from your server, for the signed-in customer.
const sessionKey = 'demo-session-key'
$('wallet-address').textContent = sessionKey

const log = (line: string) => {
  $('outcome').textContent += `${$('outcome').textContent ? '\n' : ''}${line}`
}

// The options both checkouts share; `user()` serves the wallet-less blockchain `user`.
const options = (): MountCheckoutOptions<'user'> => ({
  env,
  hosts,
  merchantId: 'demo-merchant',
  plugins: [user()],
  blockchain: 'user',
  sessionKey,
  onSuccess: (info) => log(outcomeLine('success', info)),
  onAuthDeclined: (info) => log(outcomeLine('declined', info)),
})

const purchase = mountCheckout($('purchase'), { ...options(), kind: 'purchase', subtotal: { cents: 1999 } })
const withdraw = mountCheckout($('withdraw'), { ...options(), kind: 'withdraw' })

// update() takes the whole options again (new callbacks included); the iframe reloads only when the
// checkout URL changes, so this keeps a checkout in progress where it is.
$('rerender').addEventListener('click', () => {
  purchase.update({ ...options(), kind: 'purchase', subtotal: { cents: 1999 } })
  withdraw.update({ ...options(), kind: 'withdraw' })
})

const card = mountCardField(document.getElementById('card')!, { env, hosts, merchantId: 'demo-merchant' })
// The field can tokenize once it is ready; until then getToken() rejects with "Unable to get token".
card.on('ready', () => {
  $('card-token-button').removeAttribute('disabled')
})
card.on('error', (error) => {
  $('card-token').textContent = `error: ${error.message}`
})
$('card-token-button').addEventListener('click', async () => {
  $('card-token').textContent = await tokenText(card.getToken())
})

// The checkout's hosted card form: number, expiry and CVV typed inside the checkout's origin (no vendor
// script on this page). It shows one error at a time; the page shows it inline under the form.
let shownField = ''
const hostedCard = mountHostedCardForm(document.getElementById('hosted-card')!, {
  env,
  hosts,
  merchantId: 'demo-merchant',
  variant: 'card', // or 'card-number' (no CVV), or 'cvv' with a saved card's `token`
  onLoad: () => $('hosted-card-token-button').removeAttribute('disabled'),
  onInputError: ({ field, message }) => {
    shownField = field
    $('hosted-card-message').textContent = message
  },
  onInputValid: ({ field }) => {
    if (field === shownField) $('hosted-card-message').textContent = ''
  },
})
$('hosted-card-token-button').addEventListener('click', async () => {
  // `{ token, expMonth, expYear }`, or a CardFormError whose message is the form's own words.
  $('hosted-card-token').textContent = await expiryText(hostedCard.tokenize())
})

// Bank link: the customer links a test bank without leaving the page; each token pays as an ACH account.
// A cancel or a failure leaves the page usable (link again).
mountCheckout($('bank-link'), {
  env,
  hosts,
  merchantId: 'demo-merchant',
  kind: 'bank-link',
  blockchain: 'user', // the URL segment only: a bank link needs no plugin
  sessionKey,
  onAccountLinked: ({ tokens = [] }) => {
    $('bank-link-status').textContent = 'linked'
    $('bank-link-tokens').textContent = tokens.join(' ')
    log(`linked ${JSON.stringify({ tokens })}`)
    showAchPurchase()
  },
  onAccountNotLinked: ({ reason }) => {
    $('bank-link-status').textContent = `not linked (${reason})`
    log(`not-linked ${JSON.stringify({ reason })}`)
  },
})
// Once an account is linked, a purchase to pay with it ("Pay with linked account" in the checkout).
function showAchPurchase() {
  if (!$('ach-purchase').hidden) return // already shown: another link adds tokens, not a checkout
  $('ach-purchase').hidden = false
  mountCheckout($('ach-purchase'), { ...options(), kind: 'purchase', subtotal: { cents: 4200 } })
}

// One-tap wallet buttons. PayPal and Venmo open their approval sheet over the #wallet-overlay element and
// need to know who pays (an email here). update() with a new subtotal sends it to the button: no reload.
const buttonOptions = (method: PaymentButtonMethod, cents: number): PaymentButtonOptions => ({
  env,
  hosts,
  merchantId: 'demo-merchant',
  blockchain: 'user',
  method,
  color: method === 'google-pay' || method === 'paypal' ? 'white' : 'black',
  subtotal: { cents },
  // Only PayPal and Venmo take these (an email given to the others goes into their URL: a change reloads).
  ...((method === 'paypal' || method === 'venmo') && {
    overlayId: 'wallet-overlay',
    email: ($('button-email') as HTMLInputElement).value,
  }),
  onSuccess: (info) => log(outcomeLine('success', info)),
  onApprove: (info) => log(outcomeLine('success', info)),
  onError: (error) => log(errorLine(error)),
})
const METHODS: PaymentButtonMethod[] = ['apple-pay', 'google-pay', 'paypal', 'venmo']
let cents = 1999
const buttons = new Map(
  METHODS.map((method) => [method, mountPaymentButton($(`button-${method}`), buttonOptions(method, cents))]),
)
const updateButtons = () => {
  for (const [method, button] of buttons) button.update(buttonOptions(method, cents))
}
$('button-amount').addEventListener('input', (event) => {
  // While the customer types something that is no amount, the buttons keep the last one.
  const next = Math.round(Number((event.target as HTMLInputElement).value) * 100)
  if (next > 0) cents = next
  updateButtons()
})
$('button-email').addEventListener('input', updateButtons)
