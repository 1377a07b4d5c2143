import { originProblem } from '../../assets/vendor-rules.js'
import { sendAsset } from '../server/assets'
import { readJson } from '../server/body'
import { HttpError, type Route, send, sendJson } from '../server/http'
import { FIELD_CSP, type FieldPageData, fieldPage } from './field-page'
import type { VendorKeys } from './signing'
import { threeDSecureVersions, type Vault } from './vault'

/** What the card vendor stand-in needs. */
export interface VendorContext {
  keys: VendorKeys
  vault: Vault
  /** The API origin it is served from (set once the server listens). */
  apiOrigin: string
}

const FIELD_ASSETS = ['field.js', 'field.css']
const RULES = ['card-rules.js', 'vendor-rules.js']

function readConfig(text: string | null): Record<string, unknown> | undefined {
  if (!text) return undefined
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'))
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined
  } catch {
    return undefined
  }
}

function fieldData(ctx: VendorContext, url: URL): { status: number; data: FieldPageData } {
  const frame = url.searchParams.get('frame') === 'cvv' ? 'cvv' : 'pan'
  const channel = url.searchParams.get('channel') ?? ''
  const config = readConfig(url.searchParams.get('config'))
  const problem = !/^[\w-]{8,64}$/.test(channel) ? 'missing channel' : ctx.keys.problem(config)
  // `origin` lists every origin of the ancestor chain, comma-separated.
  const origins = typeof config?.origin === 'string' ? config.origin.split(',').map((o) => o.trim()) : []
  if (problem) return { status: 403, data: { frame, channel, origins, error: problem } }
  const insecure = origins.map(originProblem).find(Boolean)
  if (insecure)
    return { status: 403, data: { frame, channel, origins, error: 'Invalid origin', detail: insecure } }
  return { status: 200, data: { frame, channel, origins, config } }
}

/** The card vendor stand-in on the API origin: its script, its field page, and tokenization. */
export function vendorRoutes(ctx: VendorContext): Route[] {
  return [
    {
      method: 'GET',
      path: /^\/card-vendor\/iframe-v3(?:\.min)?\.js$/,
      handle: (_req, res) => sendAsset(res, 'card-vendor/iframe-v3.js', ['card-vendor/iframe-v3.js']),
    },
    {
      method: 'GET',
      path: /^\/card-vendor\/field$/,
      handle: (_req, res, _params, url) => {
        const { status, data } = fieldData(ctx, url)
        send(res, status, fieldPage(data), 'text/html; charset=utf-8', {
          'Content-Security-Policy': FIELD_CSP,
        })
      },
    },
    {
      method: 'GET',
      path: /^\/card-vendor\/(field\.js|field\.css)$/,
      handle: (_req, res, [name = '']) =>
        sendAsset(
          res,
          `card-vendor/${name}`,
          FIELD_ASSETS.map((n) => `card-vendor/${n}`),
        ),
    },
    {
      method: 'GET',
      path: /^\/card-vendor\/((?:card|vendor)-rules\.js)$/,
      handle: (_req, res, [name = '']) => sendAsset(res, name, RULES),
    },
    {
      method: 'POST',
      path: /^\/card-vendor\/tokenize$/,
      handle: async (req, res) => {
        // Only the field page (same origin) tokenizes; a merchant page cannot call this directly.
        if (req.headers.origin !== undefined && req.headers.origin !== ctx.apiOrigin)
          throw new HttpError(403, 'tokenize is called by the card field only')
        const body = await readJson(req)
        const problem = ctx.keys.problem(body.config)
        if (problem) throw new HttpError(403, problem)
        const config = body.config as Record<string, unknown>
        const text = (v: unknown) => (typeof v === 'string' ? v : '')
        const result =
          config.cvvOnly === true
            ? ctx.vault.tokenizeCvv(text(config.token), text(body.cvv), text(config.cardType))
            : ctx.vault.tokenize(text(body.pan), body.cvv === undefined ? undefined : text(body.cvv))
        if ('error' in result) return sendJson(res, 422, result)
        sendJson(res, 200, config.use3DS === true ? { ...result, ...threeDSecureVersions() } : result)
      },
    },
  ]
}
