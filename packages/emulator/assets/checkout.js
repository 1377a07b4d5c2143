// The emulator's checkout page script (purchase, withdraw, history, payment intent and error pages). It speaks
// the hosted checkout's side of the wire contract through page.js: `loaded`, `heightChange:{id}`, wallet
// requests built and verified by the emulator server, `inputError` / `inputValid` from the card inputs,
// `redirect` for the bank step, and the outcome (`success` / `authDeclined`).
import { watchCardInputs } from './card-inputs.js'
import { $, api, applyTheme, embedded, fromParent, page, post, ready, watchHeight } from './page.js'

// Payment intents pay through their own endpoints (same paths under another base), which pay each intent once.
const base = page.emulatorBase ?? '/emulator'

// One request at a time: the host answers in arrival order, so the next reply belongs to the pending one.
let pending
window.addEventListener('message', (event) => {
  if (!fromParent(event) || typeof event.data !== 'string' || !pending) return
  const resolve = pending
  pending = undefined
  resolve(event.data)
})

function ask(method, data) {
  if (!embedded) return Promise.reject(new Error('This checkout is not embedded: there is no wallet to ask.'))
  return new Promise((resolve) => {
    pending = resolve
    post(method, data)
  })
}

function status(text) {
  const el = $('status')
  if (el) el.textContent = text
}

function showError(text) {
  const el = $('error')
  if (!el) return
  el.textContent = text
  el.hidden = !text
}

function busy(on) {
  for (const button of document.querySelectorAll('main button'))
    button.disabled = on || button.dataset.locked === 'true'
}

function succeed(info) {
  post('success', JSON.stringify(info), info)
  status('')
  const result = $('result')
  result.hidden = false
  result.replaceChildren()
  const title = document.createElement('h2')
  title.textContent = page.kind === 'withdraw' ? 'Withdrawal complete' : 'Payment complete'
  result.append(title, line('Payment id', info.paymentId, 'result-payment-id'))
  if (info.hash) result.append(line('Transaction', info.hash, 'result-hash'))
  for (const button of document.querySelectorAll('main button')) button.dataset.locked = 'true'
  busy(false)
  // The button that was pressed is locked now: the customer's focus goes to what happened instead (unless
  // the customer is elsewhere, as in the bank's tab).
  result.tabIndex = -1
  if (document.hasFocus()) result.focus()
}

function line(label, value, testId) {
  const p = document.createElement('p')
  const code = document.createElement('code')
  code.dataset.testid = testId
  code.textContent = value
  p.append(`${label}: `, code)
  return p
}

function decline(info) {
  post('authDeclined', JSON.stringify(info), info)
  status('')
  showError(`${info.title}: ${info.message} ${info.action}`)
}

/** Runs one payment step with the buttons disabled; its error is shown, never thrown. */
function step(run) {
  return async (event) => {
    event?.preventDefault()
    const from = document.activeElement
    showError('')
    busy(true)
    try {
      await run(event)
    } catch (error) {
      status('')
      showError(error.message)
    } finally {
      busy(false)
      // A step that hid what had focus (the 3-D Secure challenge) gives it back where the customer started.
      if (document.hasFocus() && document.activeElement === document.body && !from?.disabled) from?.focus()
    }
  }
}

function outcome(result) {
  if (result.status === 'success') succeed(result.info)
  else decline(result.info)
}

const payWithWallet = step(async () => {
  const body = { method: $('wallet-method')?.value }
  const amount = $('withdraw-amount')
  if (amount) body.amountCents = Math.round(Number(amount.value) * 100)
  status('Preparing the request…')
  const request = await api(`${base}/sessions/${page.sessionId}/requests`, body)
  status(`Waiting for the wallet (${request.method})…`)
  const reply = await ask(request.method, request.data)
  if (reply === 'ERROR' || reply.startsWith('ERROR ')) {
    status('')
    showError(`The wallet did not complete ${request.method}: ${reply.slice(6) || 'no reason given'}`)
    return
  }
  status('Checking the reply…')
  const result = await api(`${base}/requests/${request.id}/verify`, { reply })
  if (!result.ok) {
    status('')
    showError(result.error)
    return
  }
  const { ok, ...info } = result
  succeed(info)
})

const cardForm = $('card-form')
const cardInputs =
  cardForm &&
  watchCardInputs(
    { number: $('card-number'), expiry: $('card-expiry'), cvv: $('card-cvv') },
    {
      send: (method, info) => post(method, JSON.stringify(info), info),
      onShown: (shown) => {
        const el = $('card-field-error')
        el.textContent = shown?.message ?? ''
        el.hidden = !shown
      },
      message: $('card-field-error'),
    },
  )

const payByCard = step(async () => {
  if (cardInputs.touchAll()) return
  status('Authorising the card…')
  const { number, expiry, cvv } = cardInputs.values()
  let result = await api(`${base}/sessions/${page.sessionId}/card`, { number, expiry, cvv })
  if (result.status === 'challenge') result = await challenge(result.challengeId)
  outcome(result)
})

function challenge(challengeId) {
  const box = $('three-ds')
  box.hidden = false
  status('Your bank asks you to confirm this payment.')
  return new Promise((resolve, reject) => {
    // Both buttons listen until either is pressed: a later challenge must not fire this one's answer.
    const listening = new AbortController()
    const answer = (approve) => () => {
      listening.abort()
      box.hidden = true
      api(`${base}/card/challenges/${challengeId}`, { approve }).then(resolve, reject)
    }
    $('three-ds-approve').addEventListener('click', answer(true), { signal: listening.signal })
    $('three-ds-fail').addEventListener('click', answer(false), { signal: listening.signal })
    $('three-ds-approve').disabled = false
    $('three-ds-fail').disabled = false
    // The challenge is the next thing to do: a keyboard or screen reader user lands on it.
    $('three-ds-approve').focus()
  })
}

const payWithAccount = step(async () => {
  status('Debiting the bank account…')
  outcome(await api(`/emulator/sessions/${page.sessionId}/ach`, { token: $('ach-token').value.trim() }))
})

// The bank step leaves the checkout: the host page opens the bank's page (a `redirect`), and this page
// waits for the bank's answer.
const payWithBank = step(async () => {
  const { id, url } = await api(`/emulator/sessions/${page.sessionId}/bank-redirects`, {})
  post('redirect', url)
  status('Finish the payment in the bank’s tab…')
  // The customer may close the bank's tab without answering: stop waiting after ten minutes.
  for (const until = Date.now() + 600_000; Date.now() < until; ) {
    await new Promise((resolve) => setTimeout(resolve, 500))
    const response = await fetch(`/emulator/bank-redirects/${id}`)
    const state = await response.json()
    if (!response.ok) throw new Error(state.error || `The emulator answered ${response.status}`)
    if (state.status === 'pending') continue
    if (state.status === 'canceled') throw new Error('The bank payment was cancelled.')
    return succeed(state.info)
  }
  throw new Error('The bank did not answer: try again.')
})

const openBankSite = () => post('redirect', page.bankSiteUrl)

applyTheme(page.query?.theme)
$('pay-wallet')?.addEventListener('click', payWithWallet)
$('withdraw-wallet')?.addEventListener('click', payWithWallet)
cardForm?.addEventListener('submit', payByCard)
$('pay-ach')?.addEventListener('click', payWithAccount)
$('pay-bank')?.addEventListener('click', payWithBank)
$('bank-site')?.addEventListener('click', openBankSite)
for (const button of document.querySelectorAll('main button[disabled]')) button.dataset.locked = 'true'
if (!embedded && page.kind !== 'error') status('Not embedded: wallet requests need a host page.')
if (page.heightChangeId !== undefined)
  watchHeight((height) => post(`heightChange:${page.heightChangeId}`, String(height)))
ready()
post('loaded', '')
