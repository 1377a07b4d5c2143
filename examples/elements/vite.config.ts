import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { defineConfig, type Plugin } from 'vite'

// The page is plain HTML with classic scripts: Vite only copies it, public/shop.js and the package's
// one-file script, as a merchant would serve them.
const require = createRequire(import.meta.url)
const scriptFile: Plugin = {
  name: 'portico-elements-script',
  generateBundle() {
    const manifest = require.resolve('@portico/elements/package.json')
    const source = readFileSync(join(dirname(manifest), 'dist/portico-elements.global.js'), 'utf8')
    this.emitFile({ type: 'asset', fileName: 'portico-elements.js', source })
  },
}

// `base: './'` lets the built site be served from any path (the demo serves it under /elements/).
export default defineConfig({ base: './', plugins: [scriptFile] })
