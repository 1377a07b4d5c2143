import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import type { ServerResponse } from 'node:http'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { HttpError, send } from './http'

// Page scripts and styles are real files in the package's assets/ folder, read at run time. The folder sits
// at the package's root, beside src/ and dist/; this module is two folders below it in the sources (tests)
// but one in the build (bundled into dist/), so the root is found as the nearest folder up with a
// package.json rather than by a fixed relative URL. Paths, not URL objects: a test environment with a DOM
// (happy-dom) has a URL class of its own that node:fs does not take.
const ASSETS = join(packageRoot(dirname(fileURLToPath(import.meta.url))), 'assets')

function packageRoot(folder: string): string {
  if (existsSync(join(folder, 'package.json'))) return folder
  const parent = dirname(folder)
  if (parent === folder) throw new Error(`no package.json above ${import.meta.url}`)
  return packageRoot(parent)
}

const TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  html: 'text/html; charset=utf-8',
}

const cache = new Map<string, string>()

/** The text of an asset file, e.g. `card-vendor/iframe-v3.js`; read once per run. */
export async function readAsset(name: string): Promise<string> {
  const cached = cache.get(name)
  if (cached !== undefined) return cached
  const text = await readFile(join(ASSETS, name), 'utf8')
  cache.set(name, text)
  return text
}

/** Sends an asset from an allow-list of names (never a path taken from the URL). */
export async function sendAsset(
  res: ServerResponse,
  name: string,
  allowed: readonly string[],
  headers: Record<string, string> = {},
): Promise<void> {
  if (!allowed.includes(name)) throw new HttpError(404, 'not found')
  const type = TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream'
  send(res, 200, await readAsset(name), type, headers)
}
