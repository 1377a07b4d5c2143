// Small helpers shared by the repository scripts: run a command, make sure dependencies are installed.
import { spawnSync } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

export const root = fileURLToPath(new URL('..', import.meta.url))

/** Runs a command in the repository root with inherited output; returns whether it succeeded. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options })
  return result.status === 0
}

/** pnpm through npx: corepack cannot verify signatures on this kind of machine. */
export function pnpm(args, options) {
  return run('npx', ['-y', 'pnpm@10', ...args], options)
}

/** Installs the workspace when node_modules is missing or older than the lockfile. */
export function ensureInstalled() {
  const marker = `${root}/node_modules/.modules.yaml`
  const lock = `${root}/pnpm-lock.yaml`
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return true
  console.log('\n== install (pnpm, frozen lockfile)')
  return pnpm(['install', '--frozen-lockfile'])
}
