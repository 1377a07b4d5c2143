// A payment button page (`/form/{blockchain}/{apple-pay|google-pay|paypal|venmo}/{merchantId}`):
// the wallet's button and a simulated payment sheet. It posts `loaded` and `heightChange:{id}`, and hears
// from its embedding page only (its window, its origin): `updateSubtotal:{json}` (the sheet shows and pays
// the latest), and for PayPal / Venmo the `{kind}Identifier` (who pays; no sheet without one) and
// `{kind}OverlayOffset` (where the button sits inside the host's overlay element). Approve pays once through
// the emulator, then posts `getToken` (Apple Pay, Google Pay) or `success` (PayPal, Venmo) with
// `{ paymentId }`; Fail posts `error` with data `ERROR <reason>` and info `<reason>`, a string, as the hosted
// checkout sends it (a merchant on the provider's own kit gets that info in its `onError(message: string)`);
// Cancel posts nothing. PayPal and Venmo
// post `overlay` `open` when their sheet opens (the host lays the frame over its overlay element, and the
// approval overlay fills the frame) and `overlay` `close` when it is done, whatever the outcome.
import { $, api, fromParent, page, post, watchHeight } from './page.js'

const wallet = page.kind === 'paypal' || page.kind === 'venmo'
const sheet = $('payment-sheet')
const overlay = $('approval-overlay')
const slot = $('button-slot')
let subtotal = page.total
let identifier
let offset
let open = false
let paid = false
let paying = false

function formatTotal(total) {
  if ('token' in total) return `${total.amount} (base units) of ${total.token}`
  const currency = total.currency ?? 'USD'
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(total.cents / 100)
}

function payerText() {
  if (!wallet) return 'Test card •••• 4242'
  if (!identifier) return ''
  if (identifier.email) return `Paying as ${identifier.email}`
  if (identifier.phoneNumber)
    return `Paying as +${identifier.phoneNumber.countryCode} ${identifier.phoneNumber.nationalNumber}`
  return `Paying with a saved ${page.name} account`
}

function render() {
  $('sheet-amount').textContent = formatTotal(subtotal)
  $('sheet-payer').textContent = payerText()
}

function say(text, error = false) {
  const message = $('button-message')
  message.textContent = text
  message.hidden = !text
  message.classList.toggle('error', error)
}

// A subtotal as the kit sends it: whole cents (a currency or none), or a token and its amount. The server
// checks it again when the sheet is approved; anything else is ignored here.
function readSubtotal(text) {
  let value
  try {
    value = JSON.parse(text)
  } catch {
    return undefined
  }
  if (typeof value !== 'object' || value === null) return undefined
  if (Number.isInteger(value.cents) && value.cents >= 0)
    return typeof value.currency === 'string'
      ? { cents: value.cents, currency: value.currency }
      : { cents: value.cents }
  if (typeof value.token === 'string' && ['string', 'number'].includes(typeof value.amount))
    return { token: value.token, amount: String(value.amount) }
  return undefined
}

function readIdentifier(message) {
  const found = {}
  if (typeof message.email === 'string' && message.email) found.email = message.email
  const phone = message.phoneNumber
  if (phone && typeof phone.countryCode === 'string' && typeof phone.nationalNumber === 'string')
    found.phoneNumber = { countryCode: phone.countryCode, nationalNumber: phone.nationalNumber }
  if (typeof message.token === 'string' && message.token) found.token = message.token
  return Object.keys(found).length ? found : undefined
}

function readOffset(message) {
  const box = ['top', 'left', 'width', 'height'].map((name) => message[name])
  if (!box.every(Number.isFinite)) return undefined
  const [top, left, width, height] = box
  return { top, left, width, height }
}

// While the approval overlay is open the frame covers the host's overlay element: the button stays where
// the customer saw it, at its offset inside that element.
function place() {
  if (!offset) return
  Object.assign(slot.style, {
    position: 'fixed',
    top: `${offset.top}px`,
    left: `${offset.left}px`,
    width: `${offset.width}px`,
  })
}

window.addEventListener('message', (event) => {
  if (!fromParent(event) || typeof event.data !== 'string') return
  if (event.data.startsWith('updateSubtotal:')) {
    const next = readSubtotal(event.data.slice('updateSubtotal:'.length))
    if (next) subtotal = next
    return render()
  }
  if (!wallet) return
  let message
  try {
    message = JSON.parse(event.data)
  } catch {
    return
  }
  if (message?.method === `${page.kind}Identifier`) {
    identifier = readIdentifier(message)
    if (identifier) say('')
    render()
  } else if (message?.method === `${page.kind}OverlayOffset`) {
    offset = readOffset(message) ?? offset
    // Shown on the slot, so a test (or a person in devtools) sees where the host says the button sits.
    if (offset) slot.dataset.offset = JSON.stringify(offset)
  }
})

function openSheet() {
  if (open || paid) return
  if (wallet && !identifier)
    return say(
      `${page.name} needs to know who pays: the host page sends an email, a phone number or a saved account.`,
      true,
    )
  open = true
  say('')
  render()
  if (wallet) {
    post('overlay', 'open')
    place()
    overlay.hidden = false
  }
  sheet.hidden = false
  // The overlay covers the button and the message: out of reach (and of the accessibility tree) meanwhile.
  if (wallet) for (const behind of [slot, $('button-message')]) behind.inert = true
  $('sheet-approve').focus()
}

// Focus goes back to the button that opened the sheet; once paid the button is disabled, and the message
// saying so takes it instead.
function closeSheet() {
  if (!open) return
  open = false
  sheet.hidden = true
  if (wallet) {
    for (const behind of [slot, $('button-message')]) behind.inert = false
    overlay.hidden = true
    slot.removeAttribute('style')
    post('overlay', 'close')
  }
  $('wallet-button').focus()
}

// Escape closes the sheet as Cancel does; in the modal overlay Tab cycles through the sheet's buttons.
function onKey(event) {
  if (!open) return
  if (event.key === 'Escape') {
    event.preventDefault()
    cancel()
    return
  }
  if (event.key !== 'Tab' || !wallet) return
  const buttons = [...sheet.querySelectorAll('button:not(:disabled)')]
  const edge = event.shiftKey ? buttons[0] : buttons.at(-1)
  if (document.activeElement !== edge && buttons.includes(document.activeElement)) return
  event.preventDefault()
  ;(event.shiftKey ? buttons.at(-1) : buttons[0])?.focus()
}

function busy(on) {
  for (const button of sheet.querySelectorAll('button')) button.disabled = on
}

async function approve() {
  if (paying) return
  paying = true
  busy(true)
  try {
    const body = wallet ? { subtotal, identifier } : { subtotal }
    const { info } = await api(`/emulator/sessions/${page.sessionId}/button`, body)
    paid = true
    $('wallet-button').disabled = true
    closeSheet()
    say(`Paid ${formatTotal(subtotal)} · ${info.paymentId}`)
    $('button-message').focus()
    post(wallet ? 'success' : 'getToken', JSON.stringify(info), info)
  } catch (error) {
    closeSheet()
    say(error.message, true)
    post('error', `ERROR ${error.message}`, error.message)
  } finally {
    paying = false
    busy(false)
  }
}

function fail() {
  const reason = `${page.name} declined the payment (the test sheet's Fail)`
  closeSheet()
  say(reason, true)
  post('error', `ERROR ${reason}`, reason)
}

// As a real sheet: closing it says nothing, to the customer or to the host.
function cancel() {
  closeSheet()
  say('')
}

$('wallet-button').addEventListener('click', openSheet)
$('sheet-approve').addEventListener('click', approve)
$('sheet-fail').addEventListener('click', fail)
$('sheet-cancel').addEventListener('click', cancel)
document.addEventListener('keydown', onKey)
render()
$('wallet-button').disabled = false
if (page.heightChangeId !== undefined)
  watchHeight((height) => post(`heightChange:${page.heightChangeId}`, String(height)))
post('loaded', '')
