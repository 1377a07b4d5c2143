// The pages the benchmarks load, from one HTTP server on 127.0.0.1 (ephemeral port). Two origins share it:
// `http://127.0.0.1:{port}` is the merchant site, `http://localhost:{port}` the checkout stand-in, so the
// checkout iframe is cross-origin (and cross-site: Chromium runs it in its own process) as in production.
// Page scripts are files in ./pages bundled with esbuild against the built packages; no page has an inline
// script.
import { createServer } from 'node:http'
import { createRequire } from 'node:module'
import { basename, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'esbuild'
import { root } from '../run.mjs'

const dist = (name) => join(root, 'packages', name, 'dist', 'index.js')
const pages = fileURLToPath(new URL('./pages/', import.meta.url))
const SCRIPTS = {
  standin: 'js',
  'bridge-portico': 'js',
  'bridge-floor': 'js',
  'nav-portico': 'js',
  'nav-floor': 'js',
  'nav-protected': 'js',
  rerender: 'jsx',
}

// Module pages, split at import() by each bundler as it ships a page; served as /js/{bundler}/{name}/{chunk}.js.
const MODULES = ['evm-portico', 'evm-kit', 'evm-floor', 'evm-floor-split']
const BUNDLERS = { vite: bundleWithVite, esbuild: bundleWithEsbuild }
// Every page takes the same copy of React as the React bindings.
const REACT = join(root, 'packages', 'react', 'node_modules')
// core's internal entry first: an alias also takes the subpaths of its name (`@portico/core/internal`
// would become `…/index.js/internal`), and the first that matches wins.
const PORTICO = {
  '@portico/core/internal': join(root, 'packages', 'core', 'dist', 'internal.js'),
  ...Object.fromEntries(['core', 'user', 'react', 'evm'].map((n) => [`@portico/${n}`, dist(n)])),
}

const esbuildOptions = {
  bundle: true,
  minify: true,
  target: 'es2022',
  jsx: 'automatic',
  write: false,
  logLevel: 'silent',
  define: { 'process.env.NODE_ENV': '"production"' },
  alias: PORTICO,
  nodePaths: [REACT],
}

/** esbuild with `--splitting`: shared code goes to chunks of its own, which the entry imports. */
async function bundleWithEsbuild(name) {
  const result = await build({
    ...esbuildOptions,
    entryPoints: [join(pages, `${name}.jsx`)],
    format: 'esm',
    splitting: true,
    outdir: join(pages, 'out'),
  })
  return result.outputFiles.map((file) => [basename(file.path, '.js'), file.text])
}

/**
 * A Vite production build (Rolldown): what the entry already has stays in it, and import() loads the rest.
 * Vite comes from the EVM example (a workspace package), so that the bench adds no dependency of its own.
 */
async function bundleWithVite(name) {
  const vite = createRequire(join(root, 'examples', 'evm', 'package.json')).resolve('vite')
  const { build: viteBuild } = await import(pathToFileURL(vite).href)
  const result = await viteBuild({
    configFile: false,
    logLevel: 'silent',
    root: pages,
    base: './',
    resolve: { alias: { ...PORTICO, react: join(REACT, 'react'), 'react-dom': join(REACT, 'react-dom') } },
    oxc: { jsx: { runtime: 'automatic' } },
    build: {
      write: false,
      rolldownOptions: {
        input: join(pages, `${name}.jsx`),
        output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
      },
    },
  })
  const { output } = Array.isArray(result) ? result[0] : result
  const chunks = output.filter((chunk) => chunk.type === 'chunk')
  // What Vite's own HTML build writes beside the entry (build.modulePreload, on by default): a
  // `<link rel="modulepreload">` for every chunk the entry imports statically, so that the browser fetches
  // them with the entry instead of after parsing it.
  const entry = chunks.find((chunk) => chunk.isEntry)
  preloads[`vite/${name}`] = (entry?.imports ?? []).map((file) => basename(file, '.js'))
  return chunks.map((chunk) => [basename(chunk.fileName, '.js'), chunk.code])
}

// The chunks each Vite page preloads, by `vite/<page>`.
const preloads = {}

/** Bundles every page script, minified as a merchant ships it, with React in its production build. */
async function bundleScripts() {
  const bundles = {}
  for (const [bundler, bundle] of Object.entries(BUNDLERS))
    for (const name of MODULES)
      for (const [file, code] of await bundle(name)) bundles[`${bundler}/${name}/${file}`] = code
  for (const [name, extension] of Object.entries(SCRIPTS)) {
    const result = await build({
      ...esbuildOptions,
      entryPoints: [join(pages, `${name}.${extension}`)],
      format: 'iife',
    })
    bundles[name] = result.outputFiles[0].text
  }
  return bundles
}

const attribute = (text) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)
const html = (body, script, type = '') =>
  `<!doctype html><html lang="en"><meta charset="utf-8"><title>Portico bench</title><link rel="icon" href="data:,"><body>${body}${script ? `<script${type} src="/js/${script}.js"></script>` : ''}</body></html>`
const moduleHtml = (bundler, name) =>
  html(
    `${(preloads[`${bundler}/${name}`] ?? []).map((file) => `<link rel="modulepreload" href="/js/${bundler}/${name}/${file}.js">`).join('')}<div id="root"></div>`,
    `${bundler}/${name}/${name}`,
    ' type="module"',
  )

// Merchant pages by path. The floor pages hold only what a merchant would write by hand.
const PAGES = {
  '/bridge/portico': () => html('<div id="checkout"></div>', 'bridge-portico'),
  '/bridge/floor': () => html('<div id="checkout"></div>', 'bridge-floor'),
  '/nav/portico': () => html('<div id="checkout"></div>', 'nav-portico'),
  '/nav/protected': () => html('<div id="checkout"></div>', 'nav-protected'),
  '/nav/floor': (url) =>
    html(
      `<iframe src="${attribute(url.searchParams.get('src') ?? '')}" title="withdraw" allow="payment; camera; clipboard-write" style="width:100%;border:0"></iframe>`,
    ),
  '/nav/floor-script': () => html('<div id="checkout"></div>', 'nav-floor'),
  ...Object.fromEntries(
    Object.keys(BUNDLERS).flatMap((bundler) =>
      MODULES.map((name) => [`/nav/${bundler}/${name}`, () => moduleHtml(bundler, name)]),
    ),
  ),
  '/rerender/portico': () => html('<div id="root"></div>', 'rerender'),
  '/rerender/floor': () => html('<div id="root"></div>', 'rerender'),
}

/**
 * Bundles the page scripts and serves them. Resolves to `{ merchant, checkout, documents(), close() }`:
 * `documents()` counts the checkout documents served so far (each is one iframe navigation).
 */
export async function startSite() {
  const bundles = await bundleScripts()
  let documents = 0
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://${request.headers.host}`)
    const send = (status, type, body) => {
      response.writeHead(status, { 'content-type': `${type}; charset=utf-8`, 'cache-control': 'no-store' })
      response.end(body)
    }
    const script = url.pathname.match(/^\/js\/([\w-]+(?:\/[\w-]+){0,2})\.js$/)?.[1]
    if (script && bundles[script]) return send(200, 'text/javascript', bundles[script])
    if (url.hostname === 'localhost') {
      documents++
      return send(200, 'text/html', html('<p>checkout stand-in</p>', 'standin'))
    }
    const page = PAGES[url.pathname]
    return page ? send(200, 'text/html', page(url)) : send(404, 'text/plain', 'not found')
  })
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', resolve)
  })
  const { port } = server.address()
  return {
    merchant: `http://127.0.0.1:${port}`,
    checkout: `http://localhost:${port}`,
    documents: () => documents,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
