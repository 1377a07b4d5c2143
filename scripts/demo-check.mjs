// `npm run demo -- --check`: drives the example sites in headless Chromium the way a person would (pay with
// the test wallets, pay by card, tokenize a card) and reports each outcome. Every wait is bounded.
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { launchChromium } from './chromium.mjs'

const STEP_TIMEOUT_MS = 60_000

const COMPONENTS = {
  'apple-pay': 'ApplePayButton',
  'google-pay': 'GooglePayButton',
  paypal: 'PayPalButton',
  venmo: 'VenmoButton',
}

/** What is checked on each example page, in order. */
export const CHECKS = [
  ['solana', 'purchase on solana, test wallet (sendTransaction)', (p) => payWithWallet(p, 'purchase')],
  ['solana', 'withdraw on solana, test wallet (signTransaction)', (p) => payWithWallet(p, 'withdraw')],
  ['solana', 'purchase on solana, @solana/kit signer (sendTransaction)', (p) => payWithKitSigner(p)],
  ['solana', 'card tokenization, 4242 4242 4242 4242', (p) => tokenize(p)],
  ['solana', 'payment intent created through the emulator API, paid by the test wallet', (p) => payIntent(p)],
  ['solana', 'protected purchase (<PurchaseProtection />), paid by the test wallet', (p) => payProtected(p)],
  ['evm', 'purchase on eth, wagmi test account (sendTransaction)', (p) => payWithWallet(p, 'purchase')],
  ['evm', 'withdraw on eth, wagmi test account (EIP-712 permit)', (p) => payWithWallet(p, 'withdraw')],
  ['evm', 'card tokenization, 5555 5555 5555 4444', (p) => tokenize(p, '5555555555554444')],
  ...buttonChecks('evm', (method) => `<${COMPONENTS[method]}>`),
  ['stellar', 'purchase on stellar, test wallet (signTransaction)', (p) => payWithWallet(p, 'purchase')],
  ['stellar', 'withdraw on stellar, test wallet (signMessage)', (p) => payWithWallet(p, 'withdraw')],
  ['vanilla', 'purchase on user, session key (no framework)', (p) => payWithWallet(p, 'purchase')],
  ['vanilla', 'withdraw on user, session key (no framework)', (p) => payWithWallet(p, 'withdraw')],
  ['vanilla', 'card tokenization with mountCardField', (p) => tokenize(p)],
  [
    'vanilla',
    'hosted card form: an inline error, then 4242 4242 4242 4242 with its expiry',
    (p) => hostedToken(p),
  ],
  ['vanilla', 'bank link: cancel, then link the Portico Test Bank', (p) => linkBank(p)],
  ['vanilla', 'ACH purchase paid with the linked account', (p) => payWithLinkedAccount(p)],
  ...buttonChecks('vanilla', () => 'mountPaymentButton'),
  ['next', 'purchase on user, session key (Next.js App Router)', (p) => payWithWallet(p, 'purchase')],
  ['next', 'card tokenization, 4242 4242 4242 4242 (Next.js)', (p) => tokenize(p)],
  ['vue', 'purchase on user, session key (Vue 3, <Purchase @success>)', (p) => payWithWallet(p, 'purchase')],
  ['vue', 'withdraw on user, session key (Vue 3)', (p) => payWithWallet(p, 'withdraw')],
  ['vue', 'card tokenization through the <CardForm> template ref', (p) => tokenize(p)],
  [
    'vue',
    '<HostedCardForm> (Vue): an inline error, then 4242 4242 4242 4242 with its expiry',
    (p) => hostedToken(p),
  ],
  [
    'elements',
    'purchase on user, <portico-checkout> from the script file',
    (p) => payWithWallet(p, 'purchase'),
  ],
  ['elements', 'withdraw on user, <portico-checkout kind="withdraw">', (p) => payWithWallet(p, 'withdraw')],
  [
    'elements',
    '<portico-hosted-card-form>: an inline error, then 4242 4242 4242 4242 with its expiry',
    (p) => hostedToken(p),
  ],
  ['custom-chain', 'purchase on acme, paid by card 4242 4242 4242 4242', (p) => payByCard(p)],
  [
    'custom-chain',
    'card tokenization, 3782 822463 10005 (CVV 1234)',
    (p) => tokenize(p, '378282246310005', '1234'),
  ],
  [
    'custom-chain',
    '<HostedCardForm>: an inline error, then 4242 4242 4242 4242 with its expiry',
    (p) => hostedToken(p),
  ],
]

/** One payment with each wallet button of `example` (mounted `how`), each at an amount typed after it loaded. */
function buttonChecks(example, how) {
  const amounts = { 'apple-pay': '12.34', 'google-pay': '23.45', paypal: '34.56', venmo: '45.67' }
  return Object.entries(amounts).map(([method, dollars]) => [
    example,
    `${method} button at $${dollars} (${how(method)}): approve the sheet`,
    (p) => payWithButton(p, method, dollars),
  ])
}

// Polls `probe` until it returns a value other than undefined, or fails after STEP_TIMEOUT_MS.
async function until(what, probe) {
  const deadline = Date.now() + STEP_TIMEOUT_MS
  while (Date.now() < deadline) {
    const value = await probe()
    if (value !== undefined) return value
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`timed out after ${STEP_TIMEOUT_MS / 1000} s waiting for ${what}`)
}

const outcomeLines = async (page) =>
  ((await page.getByTestId('outcome').textContent()) ?? '').split('\n').filter(Boolean)

// The checkout frame of `section` once it shows the page its iframe points at. Frames are matched by URL:
// a checkout that reloads (when the wallet connects) can leave a frame locator waiting on the old document.
function checkoutFrame(page, section) {
  return until(`the ${section} checkout`, async () => {
    const src = await page
      .getByTestId(section)
      .locator('iframe')
      .getAttribute('src', { timeout: 1000 })
      .catch(() => null)
    return page.frames().find((frame) => frame.url() === src)
  })
}

// Clicks `button` in the checkout of `section`, then waits for the page's outcome log to get a line (the
// host's onSuccess / onAuthDeclined) or the checkout to show an error.
async function act(page, section, click) {
  const before = (await outcomeLines(page)).length
  const checkout = await checkoutFrame(page, section)
  // Clicked once the checkout has loaded (its box no longer busy) and its frame has stopped moving.
  const box = page.getByTestId(section)
  await until(`the ${section} checkout to load`, async () =>
    (await box.locator('[aria-busy="true"]').count()) ? undefined : true,
  )
  await steady(box.locator('iframe').first())
  await click(checkout)
  const line = await until('the outcome', async () => {
    const lines = await outcomeLines(page)
    if (lines.length > before) return lines[before]
    const error = checkout.getByTestId('error')
    if (await error.isVisible()) return `error ${await error.textContent()}`
    return undefined
  })
  const ok = line.startsWith('success ')
  return {
    ok,
    detail: line,
    paymentId: ok ? JSON.parse(line.slice('success '.length))?.paymentId : undefined,
  }
}

async function payWithWallet(page, section) {
  await until('the wallet', async () => {
    const text = (await page.getByTestId('wallet-address').textContent()) ?? ''
    return text && !text.includes('…') ? text : undefined
  })
  const button = section === 'purchase' ? 'pay-wallet' : 'withdraw-wallet'
  return act(page, section, (checkout) => checkout.getByTestId(button).click({ timeout: STEP_TIMEOUT_MS }))
}

// The Solana example's kit section: its signer's address shows once the key is made, then it pays.
async function payWithKitSigner(page) {
  await until('the kit signer', async () => {
    const text = (await page.getByTestId('kit-address').textContent()) ?? ''
    return text && !text.includes('…') ? text : undefined
  })
  return act(page, 'kit-purchase', (checkout) =>
    checkout.getByTestId('pay-wallet').click({ timeout: STEP_TIMEOUT_MS }),
  )
}

async function payByCard(page) {
  return act(page, 'purchase', async (checkout) => {
    await checkout.getByTestId('card-number').fill('4242 4242 4242 4242', { timeout: STEP_TIMEOUT_MS })
    await checkout.getByTestId('pay-card').click()
  })
}

// Types the amount into the page (the buttons get it by message, without reloading), opens the button's
// sheet, waits until it shows that amount and approves. The emulator must record the payment with the
// button's wallet as its method and that amount.
async function payWithButton(page, method, dollars) {
  await page.getByTestId('button-amount').fill(dollars)
  const result = await act(page, `button-${method}`, async (button) => {
    await button.getByTestId('wallet-button').click({ timeout: STEP_TIMEOUT_MS })
    await until(`$${dollars} on the ${method} sheet`, async () =>
      (await button.getByTestId('sheet-amount').textContent()) === `$${dollars}` ? true : undefined,
    )
    await button.getByTestId('sheet-approve').click()
  })
  const cents = Math.round(Number(dollars) * 100)
  return { ...result, ledger: { label: `${method} button, $${dollars}`, method, cents } }
}

const text = async (page, testId) => (await page.getByTestId(testId).textContent()) ?? ''

// Types an invalid number into the page's hosted card form (the page shows the form's error inline), then a
// good card; the token must come back with the typed expiry.
async function hostedToken(page) {
  const form = await checkoutFrame(page, 'hosted-card-form')
  const number = form.getByTestId('card-number')
  await number.pressSequentially('4242424242424241', { timeout: STEP_TIMEOUT_MS })
  const shown = await until(
    'the inline error',
    async () => (await text(page, 'hosted-card-message')) || undefined,
  )
  await number.fill('')
  await number.pressSequentially('4242424242424242')
  await until('the inline error to clear', async () =>
    (await text(page, 'hosted-card-message')) ? undefined : true,
  )
  await form.getByTestId('card-expiry').pressSequentially('1234')
  await form.getByTestId('card-cvv').pressSequentially('123')
  await clickWhenSteady(page.getByTestId('hosted-card-token-button'))
  const token = await until(
    'the hosted card token',
    async () => (await text(page, 'hosted-card-token')) || undefined,
  )
  return { ok: /^424242\w+4242 expires 12\/2034$/.test(token), detail: `inline "${shown}", then ${token}` }
}

// Cancels the bank link (the page says so and stays usable), then links the test bank: its tokens show.
async function linkBank(page) {
  const link = await checkoutFrame(page, 'bank-link')
  await link.getByTestId('bank-link-cancel').click({ timeout: STEP_TIMEOUT_MS })
  const canceled = await until('the cancel', async () => {
    const status = await text(page, 'bank-link-status')
    return status.includes('canceled') ? status : undefined
  })
  await link.getByTestId('bank-portico-test-bank').click()
  const tokens = await until('the tokens', async () => (await text(page, 'bank-link-tokens')) || undefined)
  return { ok: /^bank_[0-9a-f]{24}$/.test(tokens), detail: `${canceled}, then linked: ${tokens}` }
}

// Pays the purchase the page shows after a link with the linked account's token (an ACH payment).
async function payWithLinkedAccount(page) {
  const [token] = (await text(page, 'bank-link-tokens')).split(' ')
  const result = await act(page, 'ach-purchase', async (checkout) => {
    await checkout.getByTestId('ach-token').fill(token ?? '', { timeout: STEP_TIMEOUT_MS })
    await checkout.getByTestId('pay-ach').click()
  })
  return { ...result, ledger: { label: 'ACH payment, $42.00', method: 'ach', cents: 4200 } }
}

// Creates an intent for the connected wallet through the emulator's API and pays it from that wallet.
async function payIntent(page) {
  await until('the wallet', async () =>
    (await text(page, 'wallet-address')).includes('…') ? undefined : true,
  )
  await page.getByTestId('create-intent').click()
  const intentId = await until('the intent', async () => {
    const id = await text(page, 'payment-intent-id')
    return id.startsWith('pi_') ? id : undefined
  })
  const result = await act(page, 'payment-intent', (checkout) =>
    checkout.getByTestId('pay-wallet').click({ timeout: STEP_TIMEOUT_MS }),
  )
  const paid = JSON.parse(result.detail.slice(result.detail.indexOf(' ') + 1))
  return {
    ...result,
    ok: result.ok && paid?.paymentIntentId === intentId,
    ledger: { label: `intent ${intentId}`, intentId, method: 'wallet', cents: 2500 },
  }
}

// Waits for the page's purchase protection to know both signals, opens the protected checkout and pays it:
// the emulator must have recorded the payment with exactly those ids.
async function payProtected(page) {
  const signal = (testId, prefix) =>
    until(testId, async () => {
      const id = await text(page, testId)
      return id.startsWith(prefix) ? id : undefined
    })
  const deviceId = await signal('protection-device-id', 'emulator-device-')
  const protectionSessionId = await signal('protection-session-id', 'emulator-session-')
  await page.getByTestId('open-protected').click()
  const result = await act(page, 'protected-purchase', (checkout) =>
    checkout.getByTestId('pay-wallet').click({ timeout: STEP_TIMEOUT_MS }),
  )
  const label = `protected purchase with device ${deviceId} and session ${protectionSessionId}`
  return { ...result, ledger: { label, deviceId, protectionSessionId } }
}

// Waits, with `element` scrolled into view, until it has stopped moving. A cross-origin frame that comes
// into view resumes and may report a new height, which moves what is below it (a checkout's frame too): a
// click aimed before that lands on another element, and nothing happens.
async function steady(element) {
  await element.scrollIntoViewIfNeeded({ timeout: STEP_TIMEOUT_MS })
  let last = ''
  await until('it to stop moving', async () => {
    const box = JSON.stringify(await element.boundingBox())
    const still = box === last
    last = box
    return still ? true : undefined
  })
}

async function clickWhenSteady(button) {
  await steady(button)
  await button.click()
}

async function tokenize(page, number = '4242424242424242', cvv = '123') {
  const form = page.getByTestId('card-form')
  const options = { timeout: STEP_TIMEOUT_MS }
  await form.frameLocator('iframe').nth(0).getByTestId('card-vendor-pan').fill(number, options)
  await form.frameLocator('iframe').nth(1).getByTestId('card-vendor-cvv').fill(cvv, options)
  await clickWhenSteady(page.getByTestId('card-token-button'))
  const token = await until('the card token', async () => {
    const text = (await page.getByTestId('card-token').textContent()) ?? ''
    return text || undefined
  })
  return { ok: !token.startsWith('error'), detail: `token ${token}` }
}

/**
 * Runs CHECKS against the served examples (`urls` from serveExamples, `query` appended to each) and prints
 * one line per check. Resolves to `{ passed, failed, paymentIds, ledger }`: the ids the pages reported paid,
 * and for some payments what the emulator must have recorded (`{ paymentId, label, ...fields }`, `cents`
 * meaning the total's); the browser is always closed.
 */
export async function runChecks({ urls, query = '', log = console.log }) {
  const browser = await launchChromium()
  let passed = 0
  let failed = 0
  const paymentIds = []
  const ledger = []
  try {
    for (const example of [...new Set(CHECKS.map(([name]) => name))]) {
      // Tall enough for most of a page to be on screen: Chromium pauses cross-origin frames out of view.
      const page = await browser.newPage({ viewport: { width: 1280, height: 2000 } })
      page.setDefaultTimeout(STEP_TIMEOUT_MS)
      // The sites are served under a strict nonce policy (scripts/strict-policy.mjs): every refusal of it on
      // the page, from its first byte on, is counted, and any is a failed check.
      await page.addInitScript(() => {
        window.__violations = []
        document.addEventListener('securitypolicyviolation', (e) => {
          window.__violations.push(`${e.effectiveDirective} ${e.blockedURI || e.sourceFile}`)
        })
      })
      await page.goto(urls[example] + query)
      for (const [, what, check] of CHECKS.filter(([name]) => name === example)) {
        const started = Date.now()
        const result = await check(page).catch((error) => ({
          ok: false,
          detail: error.message.split('\n')[0],
        }))
        const seconds = ((Date.now() - started) / 1000).toFixed(1)
        if (result.ok) passed++
        else failed++
        if (result.paymentId) paymentIds.push(result.paymentId)
        if (result.paymentId && result.ledger) ledger.push({ paymentId: result.paymentId, ...result.ledger })
        log(`  ${result.ok ? '✓' : '✗'} ${example.padEnd(12)} ${what} (${seconds} s)\n      ${result.detail}`)
        if (!result.ok) {
          // What the page looked like when it failed, to see why.
          const path = join(tmpdir(), `portico-demo-check-${example}-${failed}.png`)
          await page.screenshot({ path, fullPage: true }).then(
            () => log(`      screenshot: ${path}`),
            () => {},
          )
        }
      }
      const violations = await page.evaluate(() => window.__violations)
      if (violations.length === 0) passed++
      else failed++
      log(
        `  ${violations.length === 0 ? '✓' : '✗'} ${example.padEnd(12)} strict Content-Security-Policy\n      ${
          violations.length === 0 ? 'no violation' : [...new Set(violations)].join(', ')
        }`,
      )
      await page.close()
    }
  } finally {
    await browser.close()
  }
  return { passed, failed, paymentIds, ledger }
}
