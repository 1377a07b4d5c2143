// Builds the example merchant sites (examples/<name>) and serves them from one HTTP server on 127.0.0.1,
// each under its own path (/solana/, /evm/, …). Used by `npm run demo` and by the browser tests.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, statSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import { extname, join, normalize, sep } from 'node:path'
import { newest, root } from './run.mjs'
import { loadStrictPolicy } from './strict-policy.mjs'

/** The example sites, by directory name under examples/. */
export const EXAMPLES = ['solana', 'evm', 'stellar', 'custom-chain', 'vanilla', 'next', 'vue', 'elements']

/**
 * What the emulator needs to serve every example: the custom-chain example's `acme` checkouts are served as
 * wallet-less (`user`) pages, since the emulator cannot build Acme transactions (pay them by card).
 */
export const EXAMPLE_EMULATOR_OPTIONS = Object.freeze({ blockchains: Object.freeze({ acme: 'user' }) })

/** The packages the examples bundle: a newer build of one of them makes the examples stale. */
const BUNDLED_PACKAGES = ['core', 'react', 'vue', 'elements', 'solana', 'evm', 'user', 'stellar', 'emulator']

const exampleDir = (name) => join(root, 'examples', name)

/** Whether examples/<name>/dist is older than anything it is built from. */
export function isStale(name) {
  const built = join(exampleDir(name), 'dist', 'index.html')
  if (!existsSync(built)) return true
  const sources = [
    ...[
      'index.html',
      'vite.config.ts',
      'next.config.mjs',
      'tsconfig.json',
      'package.json',
      'src',
      'public',
    ].map((p) => join(exampleDir(name), p)),
    join(root, 'examples', 'shared'),
    ...BUNDLED_PACKAGES.map((p) => join(root, 'packages', p, 'dist')),
  ]
  return Math.max(...sources.map(newest)) > statSync(built).mtimeMs
}

// The Next.js site is built by `next build` (a static export into its dist/, type check included); the
// others by Vite.
const BUILDERS = { next: ['next', ['build']] }

function build(name) {
  const cwd = exampleDir(name)
  const [tool, args] = BUILDERS[name] ?? ['vite', ['build', '--logLevel', 'error']]
  return new Promise((resolve, reject) => {
    const child = spawn(join(cwd, 'node_modules', '.bin', tool), args, {
      cwd,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, NO_COLOR: '1', NEXT_TELEMETRY_DISABLED: '1' },
    })
    // next build prints its progress (and its type errors) on stdout: shown only when the build fails.
    const output = []
    child.stdout.on('data', (chunk) => output.push(chunk))
    child.on('error', reject)
    child.on('exit', (code) => {
      if (code === 0) return resolve()
      process.stderr.write(Buffer.concat(output))
      reject(new Error(`${tool} build of examples/${name} exited with ${code}`))
    })
  })
}

/**
 * Builds every example (Vite, or Next.js for examples/next) into examples/<name>/dist, skipping those whose dist is newer than their
 * sources, examples/shared and the Portico packages they bundle. Resolves to the names it built.
 */
export async function buildExamples({ names = EXAMPLES, force = false, log = console.log } = {}) {
  const built = []
  // One at a time: the machines this runs on have two cores.
  for (const name of names) {
    if (!force && !isStale(name)) continue
    log(`building examples/${name}`)
    await build(name)
    built.push(name)
  }
  return built
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.map': 'application/json',
  '.wasm': 'application/wasm',
}

const TITLES = {
  solana: 'Solana: React, wallet-adapter and a burner wallet; a payment intent, purchase protection',
  evm: 'EVM: React, wagmi 3 and a Hardhat test account',
  'custom-chain': 'custom chain: a plugin for the made-up chain acme',
  vanilla: 'no framework: mountCheckout, a bank link, mountCardField and mountHostedCardForm',
  next: 'Next.js App Router: server components around the client checkout',
  vue: 'Vue 3 (Vite): PorticoPlugin, checkouts with emits, card forms through template refs',
  elements: 'custom elements: a plain HTML page with the one-file script',
}

function indexPage(names) {
  const items = names.map((n) => `<li><a href="/${n}/">${TITLES[n] ?? n}</a></li>`).join('')
  return `<!doctype html><meta charset="utf-8"><title>Portico examples</title><style>body { font-family: system-ui, sans-serif; max-width: 720px; margin: 40px auto }</style><body><h1>Portico examples</h1><ul>${items}</ul><p>Test payments only, against the local Portico emulator.</p>`
}

// Resolves a request path inside <dir>/<name>/dist; undefined for anything outside it.
function fileFor(dir, name, rest) {
  const dist = join(dir, name, 'dist')
  let path
  try {
    path = decodeURIComponent(rest)
  } catch {
    return undefined // malformed %-escapes
  }
  const file = normalize(join(dist, path || 'index.html'))
  return file.startsWith(dist + sep) ? file : undefined
}

async function answer(request, response, { names, dir, strictPolicy }) {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1')
  const send = (status, type, body) => {
    if (type !== TYPES['.html']) {
      response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' })
      return response.end(body)
    }
    // Every page is served as a merchant's payment page should be: under a strict nonce-based policy, with
    // a new nonce on each of its own scripts (a server stamping its pages as Next.js does for each request).
    const nonce = randomBytes(16).toString('base64')
    response.writeHead(status, {
      'content-type': type,
      'cache-control': 'no-store',
      'content-security-policy': strictPolicy(nonce, url.searchParams),
    })
    response.end(
      String(body).replace(
        /<(script|style)\b|<link\b(?=[^>]*\bas="script")/g,
        (tag) => `${tag} nonce="${nonce}"`,
      ),
    )
  }
  if (url.pathname === '/') return send(200, TYPES['.html'], indexPage(names))
  const [, name, ...parts] = url.pathname.split('/')
  if (!name || !names.includes(name)) return send(404, 'text/plain', 'not found')
  if (parts.length === 0) {
    // /solana → /solana/ (keeping the query) so that the site's relative asset URLs resolve.
    response.writeHead(301, { location: `/${name}/${url.search}` })
    return response.end()
  }
  const file = fileFor(dir, name, parts.join('/'))
  if (!file) return send(404, 'text/plain', 'not found')
  try {
    return send(200, TYPES[extname(file)] ?? 'application/octet-stream', await readFile(file))
  } catch {
    const index = join(dir, name, 'dist', 'index.html')
    if (!existsSync(index)) return send(404, 'text/plain', `examples/${name} is not built`)
    // A path without an extension is a page of the site: answer its index.html.
    if (extname(file)) return send(404, 'text/plain', 'not found')
    return send(200, TYPES['.html'], await readFile(index))
  }
}

/**
 * Serves the built examples from one HTTP server on 127.0.0.1 (port 0 picks a free one), each under
 * `/<name>/`. Resolves to `{ origin, urls: { solana, evm, 'custom-chain', vanilla, next }, close() }`.
 */
export async function serveExamples({ port = 0, names = EXAMPLES, dir = join(root, 'examples') } = {}) {
  const strictPolicy = await loadStrictPolicy()
  const server = createServer((request, response) => {
    answer(request, response, { names, dir, strictPolicy }).catch((error) => {
      response.writeHead(500, { 'content-type': 'text/plain' })
      response.end(String(error))
    })
  })
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject)
      resolve()
    })
  })
  const origin = `http://127.0.0.1:${server.address().port}`
  let closed
  return {
    origin,
    urls: Object.fromEntries(names.map((name) => [name, `${origin}/${name}/`])),
    close() {
      closed ??= new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
      return closed
    },
  }
}

/**
 * The query that points an example page at a running emulator and its chains (when they are not on the
 * default ports): `?checkout=…&api=…&solanaRpc=…&evmRpc=…`. Pass the handle `startEmulator` resolves to.
 */
export function emulatorQuery(emulator) {
  const params = new URLSearchParams({ checkout: emulator.checkoutOrigin, api: emulator.apiOrigin })
  if (emulator.solanaRpcUrl) params.set('solanaRpc', emulator.solanaRpcUrl)
  if (emulator.evmRpcUrl) params.set('evmRpc', emulator.evmRpcUrl)
  return `?${params}`
}
