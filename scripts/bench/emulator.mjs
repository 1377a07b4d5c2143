// 20 wallet purchases at once on each chain, as a merchant's suite makes them: each from its own checkout
// page (opened over HTTP as a browser would, then the page's own calls: ask for the wallet request, send
// the wallet's reply), with real transactions on the emulator's chains. It prints the time they took and
// fails (exit code 1) unless each was recorded exactly once; it asserts no time. The start-up is
// scripts/bench/emulator-start.mjs. `node scripts/bench/emulator.mjs` after `npm run build`; 127.0.0.1 only.
import { createRequire } from 'node:module'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { root } from '../run.mjs'

const dist = join(root, 'packages/emulator/dist/index.js')
const PURCHASES = 20
// The wallets' packages, as the emulator's package resolves them (they are its dev dependencies).
const resolve = createRequire(join(root, 'packages/emulator/package.json')).resolve
const load = (name) => import(pathToFileURL(resolve(name)).href)

const post = async (url, body) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return response.json()
}

async function openSession(emulator, path) {
  const html = await (await fetch(emulator.checkoutOrigin + path)).text()
  return JSON.parse(/id="portico-page">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}').sessionId
}

// One purchase from its own page: the page asks for the wallet's request, the wallet sends it, the page
// sends the reply for checking. Resolves to the payment id, or throws the checkout's words.
async function purchase(emulator, { blockchain, pubkey, send }, merchantId) {
  const session = await openSession(
    emulator,
    `/${blockchain}/purchase-v2/${merchantId}?cents=150&pubkey=${pubkey}`,
  )
  const request = await post(`${emulator.checkoutOrigin}/emulator/sessions/${session}/requests`, {
    method: 'sendTransaction',
  })
  if (!request.id) throw new Error(`no request: ${request.error}`)
  const verdict = await post(`${emulator.checkoutOrigin}/emulator/requests/${request.id}/verify`, {
    reply: await send(request.data),
  })
  if (!verdict.ok) throw new Error(`refused: ${verdict.error}`)
  return verdict.paymentId
}

async function solanaWallet(emulator) {
  const { Connection, Keypair, VersionedTransaction } = await load('@solana/web3.js')
  // bs58 is CommonJS compiled from ESM: its API is the default export's default.
  const { default: module } = await load('bs58')
  const bs58 = module.decode ? module : module.default
  const connection = new Connection(emulator.solanaRpcUrl, 'confirmed')
  const keypair = Keypair.generate()
  return {
    blockchain: 'solana',
    pubkey: keypair.publicKey.toBase58(),
    async send(data) {
      const tx = VersionedTransaction.deserialize(bs58.decode(data))
      tx.sign([keypair])
      return connection.sendRawTransaction(tx.serialize())
    },
  }
}

async function evmWallet(emulator) {
  const { createWalletClient, http } = await load('viem')
  const { generatePrivateKey, privateKeyToAccount } = await load('viem/accounts')
  const account = privateKeyToAccount(generatePrivateKey())
  const client = createWalletClient({ account, transport: http(emulator.evmRpcUrl) })
  return {
    blockchain: 'eth',
    pubkey: account.address,
    async send(data) {
      const tx = JSON.parse(Buffer.from(data, 'base64').toString('utf8'))
      return client.sendTransaction({
        chain: null,
        to: tx.to,
        value: BigInt(tx.value),
        gas: BigInt(tx.gasLimit),
        maxFeePerGas: BigInt(tx.maxFeePerGas),
        maxPriorityFeePerGas: BigInt(tx.maxPriorityFeePerGas),
      })
    },
  }
}

async function concurrentPurchases(emulator, family, makeWallet) {
  const wallets = await Promise.all(Array.from({ length: PURCHASES }, () => makeWallet(emulator)))
  const started = performance.now()
  const results = await Promise.allSettled(
    wallets.map((w, i) => purchase(emulator, w, `bench-${family}-${i}`)),
  )
  const seconds = (performance.now() - started) / 1000
  const paid = results.filter((r) => r.status === 'fulfilled').map((r) => r.value)
  const failures = results.filter((r) => r.status === 'rejected').map((r) => r.reason.message)
  // Exactly once: every payment id the pages got is in the ledger once, and the ledger holds no other.
  const recorded = emulator.payments().filter((p) => p.merchantId.startsWith(`bench-${family}-`))
  const ids = recorded.map((p) => p.paymentId)
  const once = paid.length === PURCHASES && ids.length === PURCHASES && new Set(ids).size === PURCHASES
  return { seconds, paid: paid.length, recorded: recorded.length, once, failures }
}

/** Runs the purchases on one emulator with both chains; resolves whether each was recorded exactly once. */
export async function benchPurchases() {
  const { startEmulator } = await import(pathToFileURL(dist).href)
  console.log(`${PURCHASES} concurrent wallet purchases per chain; load average ${loadavg()[0].toFixed(2)}`)
  const emulator = await startEmulator({ checkoutPort: 0, apiPort: 0, chains: true })
  let once = true
  try {
    for (const [family, makeWallet] of [
      ['solana', solanaWallet],
      ['evm', evmWallet],
    ]) {
      const r = await concurrentPurchases(emulator, family, makeWallet)
      once &&= r.once
      console.log(
        `  ${PURCHASES} concurrent ${family} purchases: ${r.seconds.toFixed(2)} s, ${r.paid} paid, ` +
          `${r.recorded} recorded, exactly once: ${r.once ? 'yes' : 'NO'}`,
      )
      for (const failure of new Set(r.failures)) console.log(`    failed: ${failure}`)
    }
  } finally {
    await emulator.close()
  }
  console.log(`load average after: ${loadavg()[0].toFixed(2)}`)
  return once
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  process.exitCode = (await benchPurchases()) ? 0 : 1
