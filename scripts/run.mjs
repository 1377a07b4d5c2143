// Small helpers shared by the repository scripts: run a command, make sure dependencies are installed.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = fileURLToPath(new URL('..', import.meta.url))

/** Newest modification time under `path` (a file or a directory), skipping node_modules and dist below it. */
export function newest(path) {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let latest = stat.mtimeMs
  for (const entry of readdirSync(path)) {
    if (entry !== 'node_modules' && entry !== 'dist') latest = Math.max(latest, newest(join(path, entry)))
  }
  return latest
}

/** Runs a command in the repository root with inherited output; returns whether it succeeded. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options })
  return result.status === 0
}

/** `run` without waiting: resolves to whether the command succeeded (its output inherited). */
export function start(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options })
    child.on('error', () => resolve(false))
    child.on('close', (code) => resolve(code === 0))
  })
}

/**
 * Runs a command in the repository root with its output held back (so that commands side by side can each
 * print theirs whole); resolves to `{ ok, output }`.
 */
export function collect(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] })
    const output = []
    child.stdout.on('data', (chunk) => output.push(chunk))
    child.stderr.on('data', (chunk) => output.push(chunk))
    child.on('error', (error) => resolve({ ok: false, output: String(error) }))
    child.on('close', (code) => resolve({ ok: code === 0, output: Buffer.concat(output).toString() }))
  })
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
