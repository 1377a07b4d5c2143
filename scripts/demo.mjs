// `npm run demo`: installs what is missing, builds, starts the local chains, the checkout emulator and the
// example merchant sites, prints where they are, and stops everything on Ctrl-C.
// `npm run demo -- --check`: the same, then drives every example in headless Chromium and exits 0 only if
// every payment and card tokenization succeeded.
import { createServer } from 'node:net'
import { parseArgs } from 'node:util'
import { buildPackages, stalePackages } from './builds.mjs'
import { ensureChromium } from './ensure-chromium.mjs'
import { buildExamples, EXAMPLE_EMULATOR_OPTIONS, serveExamples } from './examples.mjs'
import { ensureInstalled } from './run.mjs'

const PORTS = { checkout: 3000, api: 5000, solana: 8899, solanaWs: 8900, evm: 8545, examples: 4173 }
const USAGE = `Usage: npm run demo [-- --check]

  (no option)  start the chains, the emulator and the example sites; Ctrl-C stops them
  --check      the same, headless: pay and tokenize in each example with Chromium, then stop
  -h, --help   show this help

Ports: checkout ${PORTS.checkout}, API ${PORTS.api}, Solana RPC ${PORTS.solana} (+${PORTS.solanaWs}), Hardhat ${PORTS.evm}, examples ${PORTS.examples}.`

const { values } = parseArgs({
  options: { check: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
})
if (values.help) {
  console.log(USAGE)
  process.exit(0)
}
const started = Date.now()
// Each step says what it does and, when the next begins, how long it took: a new user sees where time goes.
let current
const step = (text) => {
  endStep()
  current = { text, at: Date.now() }
  console.log(`\n== ${text}`)
}
const endStep = () => {
  if (current) console.log(`   (${current.text}: ${((Date.now() - current.at) / 1000).toFixed(1)} s)`)
  current = undefined
}

/** Whether a TCP port on 127.0.0.1 is free, by listening on it for a moment. */
function portFree(port) {
  return new Promise((resolve) => {
    const probe = createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
  })
}

const stops = []
let stopping
/** Stops what this script started, newest first; safe to call more than once. */
function stopAll() {
  stopping ??= (async () => {
    for (const stop of stops.reverse()) await stop().catch((error) => console.error(error))
  })()
  return stopping
}
const exit = async (code) => {
  // A stop that hangs must not keep the demo alive: give it 20 s.
  await Promise.race([stopAll(), new Promise((resolve) => setTimeout(resolve, 20_000).unref())])
  process.exit(code)
}
// `on`, not `once`: a second Ctrl-C while stopping must not kill the demo before its chains are stopped.
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    if (!stopping) console.log('\nstopping…')
    exit(0)
  })

async function main() {
  step('install')
  if (!ensureInstalled()) return 1
  // Only what changed since the last build (a fresh clone has none: everything).
  const stale = stalePackages()
  step(stale.length ? `build packages (${stale.join(', ')} changed)` : 'packages are built')
  if (!(await buildPackages(stale))) return 1
  step('build example sites (vite)')
  const built = await buildExamples({ log: (line) => console.log(`  ${line}`) })
  if (!built.length) console.log('  up to date')
  if (values.check) {
    step('Chromium for the check')
    if (!ensureChromium()) return 1
  }

  const taken = []
  for (const [name, port] of Object.entries(PORTS))
    if (!(await portFree(port))) taken.push(`${port} (${name})`)
  if (taken.length) {
    console.error(
      `\n${taken.length > 1 ? 'Ports' : 'Port'} ${taken.join(', ')} already in use on 127.0.0.1: stop what listens there (an earlier demo, the emulator, another dev server) and run the demo again.`,
    )
    return 1
  }

  step('start the local chains (Solana, Hardhat) and the checkout emulator')
  const { startEmulator, TEST_CARDS } = await import('../packages/emulator/dist/index.js')
  // Each stop is registered before its start resolves, so Ctrl-C during startup stops it too.
  const starting = startEmulator({
    checkoutPort: PORTS.checkout,
    apiPort: PORTS.api,
    chains: true,
    solanaRpcPort: PORTS.solana,
    evmRpcPort: PORTS.evm,
    ...EXAMPLE_EMULATOR_OPTIONS,
  })
  stops.push(() =>
    starting.then(
      (emulator) => emulator.close(),
      () => {},
    ),
  )
  const emulator = await starting
  step('serve the example sites')
  const serving = serveExamples({ port: PORTS.examples })
  stops.push(() =>
    serving.then(
      (site) => site.close(),
      () => {},
    ),
  )
  const site = await serving
  endStep()
  printGuide(emulator, site, TEST_CARDS)

  if (!values.check) {
    console.log('\nCtrl-C stops everything.')
    return new Promise(() => {}) // runs until a signal
  }
  step('check: pay and tokenize in every example (headless Chromium)')
  // Every wait in the check is bounded; this bounds the whole of it too.
  setTimeout(() => {
    console.error('\ndemo check: gave up after 5 minutes')
    exit(1)
  }, 300_000).unref()
  const { runChecks } = await import('./demo-check.mjs')
  const result = await runChecks({ urls: site.urls })
  let { passed, failed } = result
  // Every payment a page reported must be one the emulator recorded (and no other).
  const recorded = emulator.payments().map((p) => p.paymentId)
  const same =
    recorded.length === result.paymentIds.length && result.paymentIds.every((id) => recorded.includes(id))
  if (same) passed++
  else failed++
  console.log(
    `  ${same ? '✓' : '✗'} the emulator recorded the ${recorded.length} payments the pages reported (${result.paymentIds.length})`,
  )
  // What the emulator recorded for the payments the checks expect something of: each button payment under
  // its wallet at the amount typed after it loaded, the ACH payment, the intent (once, under its id) and the
  // protected purchase with the device and session ids the page showed.
  for (const { paymentId, label, cents, ...fields } of result.ledger) {
    const entries = emulator.payments().filter((p) => p.paymentId === paymentId)
    const entry = entries[0]
    const wrong = Object.entries({ ...fields, ...(cents === undefined ? {} : { cents }) }).filter(
      ([name, want]) => (name === 'cents' ? entry?.total?.cents : entry?.[name]) !== want,
    )
    const ok = entries.length === 1 && wrong.length === 0
    if (ok) passed++
    else failed++
    const why = entries.length === 1 ? wrong.map(([name]) => name).join(', ') : `${entries.length} entries`
    console.log(`  ${ok ? '✓' : '✗'} the emulator recorded ${label}${ok ? '' : ` (not: ${why})`}`)
  }
  endStep()
  console.log(`\ndemo check took ${((Date.now() - started) / 1000).toFixed(0)} s in all`)
  console.log(`${passed} passed, ${failed} failed`)
  return failed === 0 && passed > 0 ? 0 : 1
}

function pretty(number) {
  const groups = number.length === 15 ? [4, 6, 5] : [4, 4, 4, 4, 3]
  const parts = []
  for (let at = 0, i = 0; at < number.length; at += groups[i++]) parts.push(number.slice(at, at + groups[i]))
  return parts.join(' ')
}

function printGuide(emulator, site, testCards) {
  console.log(`
Portico demo (test payments only)

  ${site.urls.solana.padEnd(36)} Solana: wallet-adapter with an in-browser burner wallet, intents, protection
  ${site.urls.evm.padEnd(36)} EVM: wagmi 3 with a Hardhat test account (blockchain eth), wallet buttons
  ${site.urls.stellar.padEnd(36)} Stellar: a test wallet over a key signs the payment (no ledger)
  ${site.urls['custom-chain'].padEnd(36)} custom chain: your own plugin for a made-up chain "acme"
  ${site.urls.vanilla.padEnd(36)} no framework: checkouts, bank link, card forms, wallet buttons (user)
  ${site.urls.next.padEnd(36)} Next.js App Router: server components around the client checkout

  emulator: checkout ${emulator.checkoutOrigin}, API ${emulator.apiOrigin}
  chains:   Solana ${emulator.solanaRpcUrl}, Hardhat ${emulator.evmRpcUrl} (chain id ${emulator.evmChainId})

Try this
  - In a checkout, "Pay with wallet" (or "Pay with session key"): the example's wallet answers the
    checkout's request on the local chain and the page logs "success {…}" under Outcomes.
  - "Pay by card" in a checkout, or "Get card token" in a card form, with a test card
    (any future expiry; CVV 123, 1234 for American Express):`)
  for (const card of testCards) console.log(`      ${pretty(card.number).padEnd(20)} ${card.label}`)
  console.log(`  - The checkout's Request menu picks sendTransaction, signTransaction or signMessage.
  - "Re-render" gives the checkouts new inline props: a checkout in progress does not reload.
  - Withdraw: the Solana wallet signs a transfer; the EVM wallet signs an EIP-712 permit; the Stellar
    wallet signs the request as a message.
  - acme: the emulator has no Acme chain, so it serves acme checkouts wallet-less: pay them by card.
  - Hosted card form (no-framework page): type a card, see the form's errors inline, "Tokenize" gives the
    token and its expiry. Bank link: Cancel, or link a test bank; its token pays "Pay with linked account"
    in the checkout that appears.
  - Solana page: "Create a $25.00 intent", then pay it with the wallet. The protected purchase shows the
    device and session ids purchase protection found; the emulator's ledger records them with the payment.
  - Wallet buttons (EVM and no-framework pages): change the amount, press a button, then Pay, Cancel or
    Fail in its test sheet. PayPal and Venmo open theirs over the whole window.`)
}

main().then(
  (code) => exit(code),
  async (error) => {
    console.error(`\ndemo failed: ${error instanceof Error ? error.message : String(error)}`)
    await exit(1)
  },
)
