import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import type { ServerResponse } from 'node:http'
import { HttpError, send } from './http'

// Page scripts and styles are real files in the package's assets/ folder, read at run time. The folder sits
// at the package's root, beside src/ and dist/; this module is two folders below it in the sources (tests)
// but one in the build (bundled into dist/), so the root is found as the nearest folder up with a
// package.json rather than by a fixed relative URL.
const ASSETS = new URL('assets/', packageRoot(new URL('./', import.meta.url)))

function packageRoot(folder: URL): URL {
  if (existsSync(new URL('package.json', folder))) return folder
  const parent = new URL('../', folder)
  if (parent.href === folder.href) throw new Error(`no package.json above ${import.meta.url}`)
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
  const text = await readFile(new URL(name, ASSETS), 'utf8')
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
