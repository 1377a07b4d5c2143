// Browser tests drive Debian's Chromium. Install it when missing and we are root; otherwise fail loudly with
// the command to run, so a browser suite is never skipped silently.
import { existsSync } from 'node:fs'
import { run } from './run.mjs'

export const CHROMIUM = process.env.PORTICO_CHROMIUM ?? '/usr/bin/chromium'

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return true
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing at ${CHROMIUM}. Install it with: sudo apt-get install -y chromium`)
    return false
  }
  console.log('\n== install Chromium (apt-get)')
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  return (
    run('apt-get', ['update', '-qq'], { env }) &&
    run('apt-get', ['install', '-y', '-qq', 'chromium'], { env }) &&
    existsSync(CHROMIUM)
  )
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(ensureChromium() ? 0 : 1)
