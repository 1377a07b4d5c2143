import { readFile } from 'node:fs/promises'
import type { ServerResponse } from 'node:http'
import { join } from 'node:path'
import { HttpError, send } from './http'
import { PACKAGE_ROOT } from './package-root'

// Page scripts and styles are real files in the package's assets/ folder, read at run time.
const ASSETS = join(PACKAGE_ROOT, 'assets')

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
