import { readJson } from '../server/body'
import { corsHeaders } from '../server/cors'
import { HttpError, type Route, sendJson } from '../server/http'
import type { VendorKeys } from '../vendor/signing'

/** What the provider API endpoints need. */
export interface ProviderContext {
  keys: VendorKeys
  /** Fraud partner id per merchant; others get the default. */
  merchants: Readonly<Record<string, { nSurePartnerId?: string }>>
}

/** The fraud partner id a merchant gets when the emulator was not told one. */
export const DEFAULT_NSURE_PARTNER_ID = 'portico-emulator-partner'

function origins(value: unknown): string[] {
  if (!Array.isArray(value) || value.length === 0 || !value.every((o) => typeof o === 'string'))
    throw new HttpError(400, 'origins must be a non-empty list of origins')
  for (const origin of value) {
    let parsed: URL
    try {
      parsed = new URL(origin)
    } catch {
      throw new HttpError(400, `${origin} is not an origin`)
    }
    if (parsed.origin !== origin)
      throw new HttpError(400, `${origin} is not an origin (scheme://host[:port])`)
  }
  return value
}

/**
 * `POST /api/tokenize/iframe/config` and `GET /merchant/view/{id}`. The config is signed for the requesting
 * page's origin, which must be one of `origins` (a server-side caller, without Origin, gets all of them).
 */
export function providerRoutes(ctx: ProviderContext): Route[] {
  return [
    {
      method: 'POST',
      path: /^\/api\/tokenize\/iframe\/config$/,
      handle: async (req, res) => {
        const cors = corsHeaders(req)
        try {
          const body = await readJson(req)
          const allowed = origins(body.origins)
          const from = req.headers.origin
          if (from !== undefined && !allowed.includes(from))
            throw new HttpError(403, `origin ${from} is not in origins`)
          if (typeof body.merchantId !== 'string' && typeof body.checkoutJwt !== 'string')
            throw new HttpError(400, 'give merchantId or checkoutJwt')
          if (body.token !== undefined && (typeof body.token !== 'string' || !body.token))
            throw new HttpError(400, 'token must be text')
          const token = body.token as string | undefined
          const signed = ctx.keys.sign(from ?? allowed.join(','), token)
          sendJson(res, 200, { ...signed, pci: true, use3DS: false }, cors)
        } catch (error) {
          if (!(error instanceof HttpError)) throw error
          sendJson(res, error.status, { error: error.message }, cors)
        }
      },
    },
    {
      method: 'GET',
      path: /^\/merchant\/view\/([^/]+)$/,
      handle: (req, res, [merchantId = '']) => {
        const nSurePartnerId = ctx.merchants[merchantId]?.nSurePartnerId ?? DEFAULT_NSURE_PARTNER_ID
        sendJson(
          res,
          200,
          { merchantId, name: merchantId, nSureSettings: { nSurePartnerId } },
          corsHeaders(req),
        )
      },
    },
  ]
}
