// The card vendor stand-in's field page: one input (card number, or CVV). It runs only when every page of
// its ancestor chain is one of the origins its signed configuration names, and it talks to its parent's
// vendor script by postMessage to that exact origin. The card number frame and the CVV frame of one field
// share a BroadcastChannel on the vendor origin, so the CVV never passes through the merchant page.
// Events follow the vendor's documentation: `change` only on blur and only when the value changed since
// focus (none for the separate CVV input), `validate` on validate / tokenize and on blur / key-up only when
// the configuration asks, `notice` at load and a minute before `expired`.
import { digitsOf, prettyFormat } from './card-rules.js'
import { cvvFits, foreignAncestor, lifetimeSeconds, vendorBrandOf, vendorCardValid } from './vendor-rules.js'

const page = JSON.parse(document.getElementById('portico-field').textContent)
const input = document.getElementById('field')
const config = page.config ?? {}
const allowed = page.origins ?? []
const ancestors = ancestorOrigins()
const parentOrigin = ancestors[0]
const foreign = foreignAncestor(ancestors, allowed)
const cvvOnly = page.frame === 'pan' && config.cvvOnly === true
const holdsCvv = page.frame === 'cvv' || cvvOnly
const channel = new BroadcastChannel(`portico-card-${page.channel}`)
let lastCardType
let cvvAsks = 0
let valueAtFocus
let expired = false
let clockStarted = false

// Nearest first: the parent, its parent, … the top page. Without location.ancestorOrigins (Firefox) only
// the parent is known, from the referrer.
function ancestorOrigins() {
  if (window.parent === window) return []
  if (window.location.ancestorOrigins) return [...window.location.ancestorOrigins]
  try {
    return document.referrer ? [new URL(document.referrer).origin] : []
  } catch {
    return []
  }
}

// Events go to the parent only when the whole chain is allowed; an error may also go to an allowed parent
// framed by a page that is not (it tells that parent why nothing else will come).
function send(event, data) {
  if (foreign) return
  window.parent.postMessage(JSON.stringify({ channel: page.channel, event, data }), parentOrigin)
}
function sendError(error, detail) {
  if (page.frame !== 'pan' || !allowed.includes(parentOrigin)) return
  const data = detail ? { error, detail } : { error }
  window.parent.postMessage(JSON.stringify({ channel: page.channel, event: 'error', data }), parentOrigin)
}

function refuse(text) {
  input.disabled = true
  input.placeholder = ''
  const problem = document.getElementById('problem') ?? document.body.appendChild(document.createElement('p'))
  problem.id = 'problem'
  problem.setAttribute('role', 'alert')
  problem.textContent = text
}

function css(text) {
  return typeof text === 'string' ? text.replace(/[{}<]/g, '') : ''
}

function applyStyles() {
  const all = config.styles ?? {}
  const own = holdsCvv && !cvvOnly ? (all.cvv ?? all) : all
  const sheet = new CSSStyleSheet()
  const font = config.font ? `font-family: ${css(config.font)};` : ''
  sheet.replaceSync(
    `#field { ${font} ${css(own.base)} }
     #field:focus { ${css(own.focus)} }
     #field.invalid { ${css(own.error)} }
     #field::placeholder { ${css(own.placeholder)} }`,
  )
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
}

function digits() {
  return digitsOf(input.value).replace(/\D/g, '')
}

function cardType() {
  if (holdsCvv) return cvvOnly ? config.cardType : lastCardType
  return vendorBrandOf(digits())?.type
}

// The CVV frame's value, asked over the shared channel; empty when there is no CVV frame or it is silent.
function askCvv() {
  if (!config.cvv || cvvOnly) return Promise.resolve(undefined)
  const id = ++cvvAsks
  return new Promise((resolve) => {
    const timer = setTimeout(() => done(''), 2000)
    const listener = (event) => event.data?.type === 'cvv' && event.data.id === id && done(event.data.value)
    function done(value) {
      clearTimeout(timer)
      channel.removeEventListener('message', listener)
      resolve(value)
    }
    channel.addEventListener('message', listener)
    channel.postMessage({ type: 'cvv?', id })
  })
}

const verdict = (value, ok) => (value ? (ok ? null : 'format') : 'required')

async function validation() {
  if (cvvOnly) {
    // The field's data is the saved token, which is valid; only the CVV can be wrong.
    const ok = cvvFits(input.value, config.cardType)
    return {
      isValid: true,
      validator: null,
      isCvvValid: ok,
      cvvValidator: verdict(input.value, ok),
      cardType: cardType(),
    }
  }
  const number = digits()
  const isValid = vendorCardValid(number)
  const result = { isValid, validator: verdict(number, isValid), cardType: cardType() }
  const cvv = await askCvv()
  if (cvv !== undefined) {
    result.isCvvValid = cvvFits(cvv, cardType())
    result.cvvValidator = verdict(cvv, result.isCvvValid)
    result.cvv = cvv
  }
  return result
}

// Only the main frame validates (it holds the card number, and asks the CVV frame for the CVV).
async function validate() {
  const result = await validation()
  input.classList.toggle('invalid', !result.isValid)
  if (config.enableAriaRequired) input.setAttribute('aria-invalid', String(!result.isValid))
  const { cvv: _cvv, ...event } = result
  send('validate', event)
  channel.postMessage({ type: 'validated', isCvvValid: result.isCvvValid })
  return result
}

async function tokenize() {
  const result = await validate()
  if (!result.isValid || result.isCvvValid === false) return
  const body = cvvOnly
    ? { config, cvv: input.value }
    : { config, pan: digits(), ...(result.cvv === undefined ? {} : { cvv: result.cvv }) }
  try {
    const response = await fetch('/card-vendor/tokenize', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
    const answer = await response.json()
    if (!response.ok) return send('error', { error: answer.error ?? `tokenize failed (${response.status})` })
    send('tokenize', answer)
    // No device fingerprinting here: the stand-in reports it as not done, as the vendor does without a URL.
    if (config.use3DS) send('notice', { type: '3DS Device Fingerprinting', success: false })
  } catch (error) {
    send('error', { error: `tokenize failed: ${error.message}` })
  }
}

function onInput() {
  if (holdsCvv) {
    input.value = input.value.replace(/\D/g, '').slice(0, 4)
    return
  }
  const number = digits().slice(0, 19)
  const pretty = config.enablePrettyFormat && (config.inputType ?? 'text') === 'text'
  input.value = pretty ? prettyFormat(number, vendorBrandOf(number)) : number
  const type = vendorBrandOf(number)?.type
  if (type !== lastCardType) {
    lastCardType = type
    channel.postMessage({ type: 'cardType', cardType: type })
    if (config.pci) send('cardTypeChange', { possibleCardType: type ?? 'unknown' })
  }
}

function onKeyUp() {
  if (cvvOnly) return // key-up validation is not available in CVV-only mode
  if (page.frame === 'pan' && config.enableValidateOnKeyUp) validate()
  if (page.frame === 'cvv' && config.enableValidateOnCvvKeyUp) channel.postMessage({ type: 'validate' })
}

function onFocus() {
  valueAtFocus = input.value
  send(page.frame === 'cvv' ? 'cvvFocus' : 'focus', {})
}

function onBlur() {
  const changed = input.value !== valueAtFocus
  send(page.frame === 'cvv' ? 'cvvBlur' : 'blur', {})
  if (page.frame !== 'pan') return
  if (config.enableValidateOnBlur) validate()
  if (changed) send('change', {})
}

function command(name) {
  if (expired && (name === 'tokenize' || name === 'validate'))
    return send('error', { error: 'The iframe has expired' })
  if (name === 'tokenize') tokenize()
  else if (name === 'validate') validate()
  else if (name === 'loaded') {
    // When the host heard the vendor's load: the test kit's fillCardField waits from here for the host's
    // field to count as ready (a mark for tests; the vendor's own frames carry none).
    document.documentElement.dataset.loadedAt = String(performance.now())
    startClock()
  } else if (name === 'focus') input.focus()
  else if (name === 'blur') {
    input.blur()
    channel.postMessage({ type: 'blur' })
  } else if (name === 'cvvFocus') channel.postMessage({ type: 'focus' })
  else if (name === 'reset') {
    input.value = ''
    input.classList.remove('invalid')
    channel.postMessage({ type: 'reset' })
  }
}

function onCommand(event) {
  if (event.source !== window.parent || event.origin !== parentOrigin || typeof event.data !== 'string')
    return
  let message
  try {
    message = JSON.parse(event.data)
  } catch {
    return
  }
  if (message?.channel === page.channel && typeof message.command === 'string') command(message.command)
}

function onChannel(event) {
  const message = event.data ?? {}
  if (page.frame === 'pan') {
    if (message.type === 'validate') validate()
    return
  }
  if (message.type === 'cvv?') channel.postMessage({ type: 'cvv', id: message.id, value: input.value })
  else if (message.type === 'cardType') lastCardType = message.cardType
  else if (message.type === 'focus') input.focus()
  else if (message.type === 'blur') input.blur()
  else if (message.type === 'reset') input.value = ''
  else if (message.type === 'expired') die()
  else if (message.type === 'validated') {
    input.classList.toggle('invalid', message.isCvvValid === false)
    if (config.enableAriaRequired) input.setAttribute('aria-invalid', String(message.isCvvValid === false))
  }
}

function die() {
  expired = true
  input.disabled = true
  input.blur()
}

// The field lives `expiresInSeconds` after load: a notice with the expiry time now, another a minute before.
function startClock() {
  if (page.frame !== 'pan' || clockStarted) return
  clockStarted = true
  const seconds = lifetimeSeconds(config.expiresInSeconds)
  const expiration = new Date(Date.now() + seconds * 1000).toISOString().replace(/\D/g, '').slice(0, 14)
  send('notice', { type: 'expiration', expiration })
  setTimeout(() => send('notice', { type: 'expiration', expiration }), Math.max(0, seconds - 60) * 1000)
  setTimeout(() => {
    die()
    channel.postMessage({ type: 'expired' })
    send('expired', {})
  }, seconds * 1000)
}

function setUp() {
  applyStyles()
  const inputType = holdsCvv && !cvvOnly ? config.cvvInputType : config.inputType
  if (['number', 'tel', 'text'].includes(inputType)) input.type = inputType
  if (typeof config.inputMode === 'string') input.setAttribute('inputmode', config.inputMode)
  input.autocomplete = config.enableAutoComplete ? (holdsCvv ? 'cc-csc' : 'cc-number') : 'off'
  const label =
    page.frame === 'cvv'
      ? (config.customCvvDataLabel ?? 'CVV')
      : (config.customDataLabel ?? (cvvOnly ? 'CVV' : 'Data'))
  input.setAttribute('aria-label', label)
  if (config.enableAriaRequired) {
    input.setAttribute('aria-required', 'true')
    input.setAttribute('aria-invalid', 'true')
  }
  const title = page.frame === 'cvv' ? config.cvvTitle : config.title
  if (typeof title === 'string') document.title = title
  input.maxLength = holdsCvv ? 4 : Number.isInteger(config.inputMaxLength) ? config.inputMaxLength : 23
  input.placeholder = (page.frame === 'cvv' ? config.cvvPlaceholder : config.placeholder) ?? ''
}

function start() {
  if (page.error) {
    sendError(page.error, page.detail)
    refuse(page.error)
    return
  }
  if (foreign) {
    sendError('Invalid origin', `${foreign} is not one of the configured origins`)
    refuse(`This card field may only be embedded by ${allowed.join(', ') || 'its configured origins'}.`)
    return
  }
  if (config.use3DS && !config.threeDSMethodNotificationUrl) {
    sendError('Invalid Config Object', 'Missing threeDSMethodNotificationUrl property')
    refuse('Invalid Config Object')
    return
  }
  setUp()
  input.addEventListener('input', onInput)
  input.addEventListener('keyup', onKeyUp)
  input.addEventListener('focus', onFocus)
  input.addEventListener('blur', onBlur)
  window.addEventListener('message', onCommand)
  channel.addEventListener('message', onChannel)
  send('ready', {})
}

start()
