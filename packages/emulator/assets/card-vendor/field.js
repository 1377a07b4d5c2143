// The card vendor stand-in's field page: one input (card number, or CVV). It runs only when the page that
// embeds it is one of the origins its signed configuration names, and it talks to that page's vendor script
// by postMessage to that exact origin. The card number frame and the CVV frame of one field share a
// BroadcastChannel on the vendor origin, so the CVV never passes through the merchant page.
import { brandOf, cardNumberValid, cvvValid, digitsOf, prettyFormat } from './card-rules.js'

const page = JSON.parse(document.getElementById('portico-field').textContent)
const input = document.getElementById('field')
const config = page.config ?? {}
const parentOrigin = embeddingOrigin()
const trusted = Boolean(parentOrigin && (page.origins ?? []).includes(parentOrigin))
const cvvOnly = page.frame === 'pan' && config.cvvOnly === true
const holdsCvv = page.frame === 'cvv' || cvvOnly
const channel = new BroadcastChannel(`portico-card-${page.channel}`)
let lastCardType
let cvvAsks = 0

function embeddingOrigin() {
  if (window.parent === window) return undefined
  const ancestors = window.location.ancestorOrigins
  if (ancestors && ancestors.length > 0) return ancestors[0]
  try {
    return document.referrer ? new URL(document.referrer).origin : undefined
  } catch {
    return undefined
  }
}

function send(event, data) {
  if (!trusted) return
  window.parent.postMessage(JSON.stringify({ channel: page.channel, event, data }), parentOrigin)
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
  const own = holdsCvv ? (all.cvv ?? all) : all
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
  return brandOf(digits())?.type
}

function cvvLengthOk(value, type) {
  return new RegExp(`^\\d{${type === 'americanExpress' ? 4 : 3}}$`).test(value)
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

async function validation() {
  if (cvvOnly) {
    const ok = cvvLengthOk(input.value, config.cardType)
    return { isValid: ok, isCvvValid: ok, cardType: config.cardType, validator: ok ? null : 'format' }
  }
  const number = digits()
  const isValid = cardNumberValid(number)
  const result = {
    isValid,
    validator: number ? (isValid ? null : 'format') : 'required',
    cardType: cardType(),
  }
  if (isValid) Object.assign(result, { firstSix: number.slice(0, 6), lastFour: number.slice(-4) })
  const cvv = await askCvv()
  if (cvv !== undefined) {
    result.isCvvValid = isValid ? cvvValid(cvv, number) : cvvLengthOk(cvv, cardType())
    result.cvvValidator = cvv ? (result.isCvvValid ? null : 'format') : 'required'
    result.cvv = cvv
  }
  return result
}

async function validate() {
  const result = await validation()
  input.classList.toggle('invalid', !result.isValid)
  const { cvv: _cvv, ...event } = result
  send('validate', event)
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
    if (!response.ok) send('error', { error: answer.error ?? `tokenize failed (${response.status})` })
    else send('tokenize', answer)
  } catch (error) {
    send('error', { error: `tokenize failed: ${error.message}` })
  }
}

function onInput() {
  if (holdsCvv) {
    input.value = input.value.replace(/\D/g, '').slice(0, 4)
    const type = cardType()
    const data = { isCvvValid: cvvLengthOk(input.value, type), cardType: type }
    send(cvvOnly ? 'change' : 'cvvChange', cvvOnly ? { ...data, isValid: data.isCvvValid } : data)
    return
  }
  const number = digits().slice(0, 19)
  input.value = config.enablePrettyFormat ? prettyFormat(number) : number
  const type = brandOf(number)?.type
  if (type !== lastCardType) {
    lastCardType = type
    channel.postMessage({ type: 'cardType', cardType: type })
    send('cardTypeChange', { possibleCardType: type ?? 'unknown' })
  }
  send('change', { isValid: cardNumberValid(number), cardType: type })
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
  if (message?.channel !== page.channel) return
  if (message.command === 'tokenize') tokenize()
  else if (message.command === 'validate') validate()
  else if (message.command === 'focus') input.focus()
  else if (message.command === 'blur') input.blur()
  else if (message.command === 'cvvFocus') channel.postMessage({ type: 'focus' })
  else if (message.command === 'reset') {
    input.value = ''
    input.classList.remove('invalid')
    channel.postMessage({ type: 'reset' })
  }
}

function onChannel(event) {
  const message = event.data ?? {}
  if (page.frame !== 'cvv') return
  if (message.type === 'cvv?') channel.postMessage({ type: 'cvv', id: message.id, value: input.value })
  else if (message.type === 'cardType') lastCardType = message.cardType
  else if (message.type === 'focus') input.focus()
  else if (message.type === 'reset') input.value = ''
}

function start() {
  if (page.error) {
    send('error', { error: page.error })
    refuse(page.error)
    return
  }
  if (!trusted) {
    refuse(
      `This card field may only be embedded by ${(page.origins ?? []).join(', ') || 'its configured origins'}.`,
    )
    return
  }
  applyStyles()
  input.setAttribute('inputmode', 'numeric')
  input.setAttribute('autocomplete', holdsCvv ? 'cc-csc' : 'cc-number')
  input.setAttribute('aria-label', holdsCvv ? 'CVV' : 'Card number')
  input.maxLength = holdsCvv ? 4 : 23
  input.placeholder = (page.frame === 'cvv' ? config.cvvPlaceholder : config.placeholder) ?? ''
  input.addEventListener('input', onInput)
  const prefix = page.frame === 'cvv' ? 'cvv' : ''
  input.addEventListener('focus', () => send(prefix ? 'cvvFocus' : 'focus', {}))
  input.addEventListener('blur', () => send(prefix ? 'cvvBlur' : 'blur', {}))
  window.addEventListener('message', onCommand)
  channel.addEventListener('message', onChannel)
  // Like the real vendor, a field outlives its signed configuration only as a dead input.
  if (page.frame === 'pan' && page.expiresInMs > 0)
    setTimeout(() => {
      input.disabled = true
      send('expired', {})
    }, page.expiresInMs)
  send('ready', {})
}

start()
