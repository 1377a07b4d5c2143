// The emulator's start-up, as a merchant's test suite pays it: how long a fresh Node process takes from its
// first import of `@portico/emulator` to an emulator ready to serve, with no chain, each chain and both
// (median of five cold processes), and, with both chains, until its first EVM wallet request is built
// (what a start defers, the first payment pays), and the CPU time the process used until ready (all its
// threads: the figure that other processes on a busy machine move least). It measures and prints; it
// asserts no time.
// `node scripts/bench/emulator-start.mjs [--runs N] [--dist DIR]… [--chains none,solana,evm,both]` after
// `npm run build`; with several `--dist` (emulator builds to compare), their processes alternate, so a busy
// machine slows each alike.
import { execFileSync } from 'node:child_process'
import { loadavg } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { root } from '../run.mjs'
import { median } from './stats.mjs'

/** The chain choices, by the name `--chains` takes: [label, the `chains` option]. */
const CHAINS = {
  none: ['no chains', false],
  solana: ['Solana', { solana: true }],
  evm: ['EVM (Hardhat)', { evm: true }],
  both: ['both chains', true],
}

// One start in a fresh Node process, timed from before the emulator's import: what each test file pays.
// With `firstRequest`, also until an EVM purchase page has its wallet's transaction built (a real request
// to the node through the client that a start leaves to load meanwhile).
function coldStart(dist, chains, firstRequest) {
  const script = `
    const started = performance.now()
    const { startEmulator } = await import(${JSON.stringify(pathToFileURL(join(dist, 'index.js')).href)})
    const emulator = await startEmulator({ checkoutPort: 0, apiPort: 0, chains: ${JSON.stringify(chains)} })
    const ready = performance.now() - started
    const used = process.cpuUsage()
    let first = ''
    if (${firstRequest}) {
      const page = await (await fetch(emulator.checkoutOrigin + '/eth/purchase-v2/bench?cents=150&pubkey=0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).text()
      const { sessionId } = JSON.parse(/id="portico-page">(.*?)<\\/script>/s.exec(page)?.[1] ?? '{}')
      const reply = await fetch(emulator.checkoutOrigin + '/emulator/sessions/' + sessionId + '/requests', {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"method":"sendTransaction"}',
      })
      const request = await reply.json()
      if (!request.id) throw new Error('no wallet request: ' + JSON.stringify(request))
      first = performance.now() - started
    }
    await emulator.close()
    console.log(ready, first, (used.user + used.system) / 1000)`
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: join(root, 'packages/emulator'),
    encoding: 'utf8',
  })
  const [ready, first, cpu] = out.trim().split('\n').pop().split(' ').map(Number)
  return { ready, first, cpu }
}

/**
 * Times `runs` cold starts of each emulator build in `dists` (alternating) for every chain choice, and
 * prints the medians with the load average before and after.
 */
export function benchEmulatorStart({
  runs = 5,
  dists = [join(root, 'packages/emulator/dist')],
  chains = Object.keys(CHAINS),
} = {}) {
  const load = () => loadavg()[0].toFixed(2)
  console.log(`emulator start: ${runs} cold processes each (median, ms); load average ${load()}`)
  const named = dists.map((dist) => [dists.length > 1 ? ` ${dist.replace(root, '')}` : '', dist])
  for (const choice of chains) {
    if (!Object.hasOwn(CHAINS, choice)) throw new Error(`--chains takes ${Object.keys(CHAINS).join(', ')}`)
    const [label, option] = CHAINS[choice]
    const both = option === true
    const times = new Map(named.map(([name]) => [name, { ready: [], first: [], cpu: [] }]))
    for (let run = 0; run < runs; run++)
      for (const [name, dist] of named) {
        const t = coldStart(dist, option, both)
        times.get(name).ready.push(t.ready)
        times.get(name).cpu.push(t.cpu)
        if (both) times.get(name).first.push(t.first)
      }
    for (const [name, { ready, first, cpu }] of times) {
      const runsOf = (values) => values.map((t) => t.toFixed(0)).join(', ')
      console.log(
        `  ready, ${label.padEnd(14)}${name} ${median(ready).toFixed(0).padStart(6)} ms   (runs: ${runsOf(ready)})`,
      )
      console.log(
        `  CPU until ready, ${label.padEnd(14)}${name} ${median(cpu).toFixed(0).padStart(6)} ms   (runs: ${runsOf(cpu)})`,
      )
      if (both)
        console.log(
          `  first EVM wallet request, both chains${name} ${median(first).toFixed(0).padStart(6)} ms   (runs: ${runsOf(first)})`,
        )
    }
  }
  console.log(`load average after: ${load()}`)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '5' },
      dist: { type: 'string', multiple: true },
      chains: { type: 'string' },
    },
  })
  const dists = values.dist?.map((dist) => resolve(dist))
  const chains = values.chains?.split(',')
  benchEmulatorStart({
    runs: Number(values.runs),
    ...(dists ? { dists } : {}),
    ...(chains ? { chains } : {}),
  })
}
