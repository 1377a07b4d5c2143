// The emulator installed without chains, as a merchant who tests card payments installs it: core and the
// emulator packed as they would be published (pnpm pack), then `npm install -D` of both tarballs into an
// empty project. Measures what lands in node_modules (budget below), then checks the install runs: an
// emulator without chains serves its pages, and asking for chains (or a chain of its own) fails with
// ChainPackageMissingError naming what to install: for all chains, every chain package in one error, and
// the CLI (which starts chains unless --no-chains) says so and points at --no-chains. Payments that need no
// chain (the session key, a card on an EVM blockchain such as monad) are paid there for real.
// Then the same project as a shop on `@solana/kit` alone: @portico/solana packed and added, it imports its
// test signer from `@portico/emulator/testing/solana-kit` (ESM and CommonJS), signs with it, and has none of
// @solana/web3.js, viem or the Stellar library installed.
// `node scripts/emulator-light.mjs`; part of the package checks of `npm test`.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { root } from './run.mjs'

const BUDGET_MB = 60

/** Bytes and packages under a node_modules folder (a package is a folder holding a package.json). */
function weigh(dir) {
  let bytes = 0
  let packages = 0
  const walk = (path) => {
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      const full = join(path, entry.name)
      if (entry.isSymbolicLink()) continue
      if (entry.isDirectory()) walk(full)
      else {
        bytes += statSync(full).size
        if (entry.name === 'package.json' && /node_modules\/(@[^/]+\/)?[^/@][^/]*$/.test(path)) packages++
      }
    }
  }
  walk(dir)
  return { bytes, packages }
}

const sh = (command, args, cwd) => {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')}: ${result.stderr || result.stdout}`)
  return result.stdout
}

// What a merchant's test runs without chains, inside the light install.
const PROBE = `
import { ChainPackageMissingError, startEmulator, startHardhat } from '@portico/emulator'
const emulator = await startEmulator({ checkoutPort: 0, apiPort: 0 })
try {
  for (const path of [
    '/form/v2/card-form?merchantId=shop',
    '/eth/purchase-v2/shop?cents=500&pubkey=0x0000000000000000000000000000000000000001',
    '/solana/purchase-v2/shop?cents=500',
    '/tempo/purchase-v2/shop?cents=500',
  ]) {
    const page = await fetch(emulator.checkoutOrigin + path)
    if (page.status !== 200) throw new Error(path + ' answered ' + page.status)
  }
  // Payments that need no chain pay without any chain package: the session key, and a card on monad.
  const post = async (path, body) => {
    const response = await fetch(emulator.checkoutOrigin + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    const json = await response.json()
    if (response.status !== 200) throw new Error(path + ' answered ' + response.status + ': ' + json.error)
    return json
  }
  const open = async (path) => {
    const html = await (await fetch(emulator.checkoutOrigin + path)).text()
    return JSON.parse(/id="portico-page">(.*?)<\\/script>/s.exec(html)?.[1] ?? '{}').sessionId
  }
  const user = await open('/user/purchase-v2/shop?cents=500&sessionKey=key-1')
  const request = await post('/emulator/sessions/' + user + '/requests', {})
  const paid = await post('/emulator/requests/' + request.id + '/verify', { reply: '' })
  if (!paid.ok) throw new Error('the session key payment failed: ' + paid.error)
  const monad = await open('/monad/purchase-v2/shop?cents=700')
  const card = await post('/emulator/sessions/' + monad + '/card', {
    number: '4242424242424242', expiry: '12/40', cvv: '123',
  })
  if (card.status !== 'success') throw new Error('the card payment on monad failed: ' + JSON.stringify(card))
  const methods = emulator.payments().map((p) => p.blockchain + ' ' + p.method).join(', ')
  if (methods !== 'user session-key, monad card') throw new Error('the ledger holds ' + methods)
  console.log('without chain packages: paid ' + methods)
} finally {
  await emulator.close()
}
for (const [what, start] of [
  ['startEmulator({ chains: true })', () => startEmulator({ checkoutPort: 0, apiPort: 0, chains: true })],
  ['startHardhat()', () => startHardhat()],
]) {
  const error = await start().then((e) => (e.close?.(), undefined), (e) => e)
  if (!(error instanceof ChainPackageMissingError) || !error.message.includes('npm install -D'))
    throw new Error(what + ' did not fail with ChainPackageMissingError: ' + error)
  console.log(what + ' -> ' + error.message)
}
const all = await startEmulator({ checkoutPort: 0, apiPort: 0, chains: true }).catch((e) => e)
for (const spec of ['@solana/web3.js@1', 'litesvm@0.8', 'hardhat@2', 'viem@2'])
  if (!all.packages?.includes(spec)) throw new Error('chains: true did not name ' + spec + ': ' + all)
`

// What a shop on `@solana/kit` alone runs: its test signer, with no other chain library there to lean on.
const KIT_PROBE = `
import { createRequire } from 'node:module'
import { solanaKitTestSigner } from '@portico/emulator/testing/solana-kit'
import { solana } from '@portico/solana'
for (const library of ['@solana/web3.js', 'viem', '@stellar/stellar-base']) {
  const found = await import(library).then(() => true, (e) => e.code !== 'ERR_MODULE_NOT_FOUND' && e)
  if (found) throw new Error(library + ' is installed, or failed otherwise: ' + found)
}
const signer = await solanaKitTestSigner()
const content = new TextEncoder().encode('kit-only shop')
const [signatures] = await signer.signMessages([{ content }])
const ok = await crypto.subtle.verify('Ed25519', signer.keyPair.publicKey, signatures[signer.address], content)
if (!ok) throw new Error('the kit test signer signed nothing verifiable')
if (solana().walletAddress(signer) !== signer.address) throw new Error('solana() did not read the signer')
const required = createRequire(import.meta.url)('@portico/emulator/testing/solana-kit')
if (typeof required.solanaKitTestSigner !== 'function') throw new Error('no CommonJS solanaKitTestSigner')
console.log('kit-only shop: solanaKitTestSigner ' + signer.address + ' signs; no web3.js, viem or Stellar library')
`

const dir = mkdtempSync(join(tmpdir(), 'portico-light-'))
let ok = false
try {
  const tarballs = ['core', 'emulator'].map((name) =>
    sh('npx', ['-y', 'pnpm@10', 'pack', '--pack-destination', dir], join(root, 'packages', name))
      .trim()
      .split('\n')
      .pop(),
  )
  const project = join(dir, 'project')
  sh('mkdir', ['-p', project])
  writeFileSync(join(project, 'package.json'), '{ "name": "light", "private": true, "type": "module" }\n')
  sh('npm', ['install', '-D', '--no-audit', '--no-fund', ...tarballs], project)
  const { bytes, packages } = weigh(join(project, 'node_modules'))
  const mb = bytes / 1e6
  console.log(`npm install -D @portico/emulator (no chains): ${mb.toFixed(1)} MB, ${packages} packages`)
  writeFileSync(join(project, 'probe.mjs'), PROBE)
  console.log(sh('node', ['probe.mjs'], project).trim())
  const cli = spawnSync('node_modules/.bin/portico-emulator', ['--checkout-port', '0', '--api-port', '0'], {
    cwd: project,
    encoding: 'utf8',
    // A CLI that found its chains would serve until stopped: this ends it, and the check below fails.
    timeout: 60_000,
  })
  if (cli.status !== 1 || !cli.stderr.includes('npm install -D') || !cli.stderr.includes('--no-chains'))
    throw new Error(`portico-emulator without chain packages: exit ${cli.status}, ${cli.stderr}${cli.stdout}`)
  console.log(`portico-emulator -> exit 1, ${cli.stderr.trim()}`)
  const solanaTarball = sh(
    'npx',
    ['-y', 'pnpm@10', 'pack', '--pack-destination', dir],
    join(root, 'packages', 'solana'),
  )
    .trim()
    .split('\n')
    .pop()
  sh('npm', ['install', '--no-audit', '--no-fund', solanaTarball], project)
  writeFileSync(join(project, 'kit-probe.mjs'), KIT_PROBE)
  console.log(sh('node', ['kit-probe.mjs'], project).trim())
  ok = mb <= BUDGET_MB
  if (!ok) console.error(`over the ${BUDGET_MB} MB budget`)
} catch (error) {
  console.error(error.message)
} finally {
  rmSync(dir, { recursive: true, force: true })
}
process.exit(ok ? 0 : 1)
