// The emulator's checkout page script. It speaks the hosted checkout's side of the wire contract: JSON string
// messages `{ method, data, info? }` to the embedding page only (never '*'), replies accepted only from
// window.parent at that origin, `heightChange:{id}` from a ResizeObserver, `loaded`, and the outcome
// (`success` / `authDeclined`). Wallet requests are built and their replies verified by the emulator server.
import { brandOf, digitsOf, prettyFormat } from './card-rules.js'

const page = JSON.parse(document.getElementById('portico-page').textContent)
const parentOrigin = embeddingOrigin()
const $ = (id) => document.querySelector(`[data-testid="${id}"]`)

/** The embedding page's origin: Chromium's ancestorOrigins, else the referrer; none when not embedded. */
function embeddingOrigin() {
  if (window.parent === window) return undefined
  const ancestors = window.location.ancestorOrigins
  if (ancestors && ancestors.length > 0) return ancestors[0] === 'null' ? undefined : ancestors[0]
  try {
    return document.referrer ? new URL(document.referrer).origin : undefined
  } catch {
    return undefined
  }
}

function post(method, data, info) {
  if (!parentOrigin) return
  const message = info === undefined ? { method, data } : { method, data, info }
  window.parent.postMessage(JSON.stringify(message), parentOrigin)
}

// One request at a time: the host answers in arrival order, so the next reply belongs to the pending one.
let pending
window.addEventListener('message', (event) => {
  if (event.source !== window.parent || event.origin !== parentOrigin) return
  if (typeof event.data !== 'string' || !pending) return
  const resolve = pending
  pending = undefined
  resolve(event.data)
})

function ask(method, data) {
  if (!parentOrigin)
    return Promise.reject(new Error('This checkout is not embedded: there is no wallet to ask.'))
  return new Promise((resolve) => {
    pending = resolve
    post(method, data)
  })
}

async function api(path, body) {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  const json = await response.json().catch(() => ({}))
  if (!response.ok) throw new Error(json.error || `The emulator answered ${response.status}`)
  return json
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

async function payWithWallet() {
  showError('')
  busy(true)
  try {
    const body = { method: $('wallet-method')?.value }
    const amount = $('withdraw-amount')
    if (amount) body.amountCents = Math.round(Number(amount.value) * 100)
    status('Preparing the request…')
    const request = await api(`/emulator/sessions/${page.sessionId}/requests`, body)
    status(`Waiting for the wallet (${request.method})…`)
    const reply = await ask(request.method, request.data)
    if (reply === 'ERROR' || reply.startsWith('ERROR ')) {
      status('')
      showError(`The wallet did not complete ${request.method}: ${reply.slice(6) || 'no reason given'}`)
      return
    }
    status('Checking the reply…')
    const result = await api(`/emulator/requests/${request.id}/verify`, { reply })
    if (!result.ok) {
      status('')
      showError(result.error)
      return
    }
    succeed({ paymentId: result.paymentId, ...(result.hash ? { hash: result.hash } : {}) })
  } catch (error) {
    status('')
    showError(error.message)
  } finally {
    busy(false)
  }
}

async function payByCard(event) {
  event.preventDefault()
  showError('')
  busy(true)
  try {
    const form = event.target
    status('Authorising the card…')
    let outcome = await api(`/emulator/sessions/${page.sessionId}/card`, {
      number: form.number.value,
      expiry: form.expiry.value,
      cvv: form.cvv.value,
    })
    if (outcome.status === 'challenge') outcome = await challenge(outcome.challengeId)
    if (outcome.status === 'success') succeed(outcome.info)
    else decline(outcome.info)
  } catch (error) {
    status('')
    showError(error.message)
  } finally {
    busy(false)
  }
}

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
      api(`/emulator/card/challenges/${challengeId}`, { approve }).then(resolve, reject)
    }
    $('three-ds-approve').addEventListener('click', answer(true), { signal: listening.signal })
    $('three-ds-fail').addEventListener('click', answer(false), { signal: listening.signal })
    $('three-ds-approve').disabled = false
    $('three-ds-fail').disabled = false
  })
}

function formatCardNumber(event) {
  const input = event.target
  const digits = digitsOf(input.value).replace(/\D/g, '').slice(0, 19)
  input.value = prettyFormat(digits)
  const brand = brandOf(digits)
  input.dataset.brand = brand ? brand.code : ''
}

function applyTheme(theme = {}, color) {
  const root = document.documentElement.style
  const vars = {
    '--primary': theme.primary ?? color,
    '--background': theme.background,
    '--surface': theme.backgroundAccent,
    '--text': theme.textColor,
    '--muted': theme.textColorAccent,
    '--cta': theme.ctaColor ?? theme.primary ?? color,
    '--font': theme.font,
    '--button-radius': { sharp: '0', rounded: '8px', pill: '999px' }[theme.style],
  }
  for (const [name, value] of Object.entries(vars)) if (value) root.setProperty(name, value)
}

function watchHeight() {
  if (page.heightChangeId === undefined) return
  let last = -1
  const observer = new ResizeObserver(() => {
    const height = Math.ceil(document.documentElement.getBoundingClientRect().height)
    if (height === last) return
    last = height
    post(`heightChange:${page.heightChangeId}`, String(height))
  })
  observer.observe(document.documentElement)
}

applyTheme(page.query?.theme, page.query?.color)
$('pay-wallet')?.addEventListener('click', payWithWallet)
$('withdraw-wallet')?.addEventListener('click', payWithWallet)
$('card-form')?.addEventListener('submit', payByCard)
$('card-number')?.addEventListener('input', formatCardNumber)
for (const button of document.querySelectorAll('main button[disabled]')) button.dataset.locked = 'true'
if (!parentOrigin && page.kind !== 'error') status('Not embedded: wallet requests need a host page.')
watchHeight()
post('loaded', '')
