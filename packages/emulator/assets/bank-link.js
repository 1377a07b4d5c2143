// The bank link page. Opened with bankLinkOnly=true, it "emits": `accountLinked`
// `{ type: 'bank', tokens }` when a bank is linked, `accountNotLinked` `{ type: 'bank', reason }` when the
// customer cancels or linking fails. After a link it stays blank for 500 ms before its own confirmation, so a
// host that unmounts on the event never shows it. Opened on its own (no bankLinkOnly) with a `callbackUrl`,
// it sends the customer there with only `bankLinkStatus=linked|canceled|failed` added (no token rides the
// redirect). It never sends wallet requests.
import { $, api, applyTheme, page, post, ready, watchHeight } from './page.js'

function emit(method, info) {
  if (page.bankLinkOnly) post(method, JSON.stringify(info), info)
}

// The completion rule of the hosted page: bankLinkOnly emits; otherwise a callback URL is where it goes.
function callBack(status) {
  const callbackUrl = page.query?.callbackUrl
  if (page.bankLinkOnly || !callbackUrl) return false
  const to = new URL(callbackUrl)
  to.searchParams.set('bankLinkStatus', status)
  location.assign(to.href)
  return true
}

function setStatus(text, error = false) {
  $('status').textContent = error ? '' : text
  $('error').textContent = error ? text : ''
  $('error').hidden = !error
}

function busy(on) {
  for (const button of document.querySelectorAll('main button')) button.disabled = on
}

function confirmation(accounts) {
  const box = $('bank-link-confirmation')
  const title = document.createElement('h2')
  title.textContent = 'Bank account linked'
  const list = document.createElement('ul')
  for (const account of accounts) {
    const item = document.createElement('li')
    item.dataset.testid = 'bank-link-account'
    item.textContent = `${account.bank} · ${account.name} •••• ${account.mask}`
    list.append(item)
  }
  box.replaceChildren(title, list)
  box.hidden = false
}

async function link(bankId) {
  const from = document.activeElement
  busy(true)
  setStatus('Linking…')
  try {
    const result = await api(`/emulator/bank-link/sessions/${page.sessionId}/link`, { bank: bankId })
    if (result.status !== 'linked') {
      if (callBack('failed')) return
      emit('accountNotLinked', { type: 'bank', reason: 'failed' })
      setStatus(`The account could not be linked: ${result.message}`, true)
      return
    }
    if (callBack('linked')) return
    emit('accountLinked', { type: 'bank', tokens: result.tokens })
    document.querySelector('main').hidden = true
    await new Promise((resolve) => setTimeout(resolve, 500))
    $('bank-link').hidden = true
    setStatus('')
    confirmation(result.accounts)
    document.querySelector('main').hidden = false
    // The bank list is gone: focus goes to what replaced it, so a screen reader reads the linked accounts.
    if (document.hasFocus()) $('bank-link-confirmation').focus()
  } catch (error) {
    setStatus(error.message, true)
  } finally {
    busy(false)
    // Disabling the pressed bank took its focus: a keyboard user stays where they were.
    if (document.hasFocus() && document.activeElement === document.body && from?.isConnected) from.focus()
  }
}

function cancel() {
  if (callBack('canceled')) return
  emit('accountNotLinked', { type: 'bank', reason: 'canceled' })
  setStatus('Linking was cancelled.')
}

applyTheme(page.query?.theme)
for (const button of document.querySelectorAll('[data-bank]'))
  button.addEventListener('click', () => link(button.dataset.bank))
$('bank-link-cancel').addEventListener('click', cancel)
if (page.heightChangeId !== undefined)
  watchHeight((height) => post(`heightChange:${page.heightChangeId}`, String(height)))
ready()
post('loaded', '')
