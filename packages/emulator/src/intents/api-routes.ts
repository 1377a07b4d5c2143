import type { IncomingMessage, ServerResponse } from 'node:http'
import { PresentmentCurrencies } from '@portico/core'
import { type ChainFamily, familyOf } from '../chains/blockchains'
import { readJson } from '../server/body'
import { corsHeaders } from '../server/cors'
import { HttpError, type Route, sendJson } from '../server/http'
import type { PaymentIntentRecord, PaymentIntents } from './payment-intents'

/** What the payment intent API needs. */
export interface IntentApiContext {
  intents: PaymentIntents
  extraBlockchains: Readonly<Record<string, ChainFamily>>
  /** Set once the checkout server listens: intent pages are on it. */
  checkoutOrigin: string
}

const MAX_CENTS = 1e13

/** An intent as the API shows it, with the URL of its checkout page. */
function view(ctx: IntentApiContext, intent: PaymentIntentRecord) {
  return { ...intent, checkoutUrl: `${ctx.checkoutOrigin}/intents/checkout/${intent.id}` }
}

function fields(ctx: IntentApiContext, body: Record<string, unknown>) {
  const { merchantId, amount, currency = 'USD', blockchain = 'solana', pubkey } = body
  if (typeof merchantId !== 'string' || !/^[^/?#\s]{1,200}$/.test(merchantId))
    throw new HttpError(400, 'merchantId must be a merchant id (text without /, ? or #)')
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0 || amount > MAX_CENTS)
    throw new HttpError(400, 'amount must be a whole number of cents above 0')
  if (typeof currency !== 'string' || !Object.hasOwn(PresentmentCurrencies, currency))
    throw new HttpError(400, `currency must be one of ${Object.keys(PresentmentCurrencies).join(', ')}`)
  const family = typeof blockchain === 'string' ? familyOf(blockchain, ctx.extraBlockchains) : undefined
  if (!family || family === 'user')
    throw new HttpError(400, `blockchain ${String(blockchain)} cannot pay payment intents`)
  if (pubkey !== undefined && (typeof pubkey !== 'string' || !pubkey))
    throw new HttpError(400, 'pubkey must be the paying wallet address')
  return { merchantId, amount, currency, blockchain: blockchain as string, ...(pubkey ? { pubkey } : {}) }
}

/** Answers with CORS headers, errors included, so a merchant page may call the API as well as a server. */
function withCors(handle: (req: IncomingMessage, res: ServerResponse, id: string) => Promise<void> | void) {
  return async (req: IncomingMessage, res: ServerResponse, [id = '']: string[]) => {
    try {
      await handle(req, res, id)
    } catch (error) {
      if (!(error instanceof HttpError)) throw error
      sendJson(res, error.status, { error: error.message }, corsHeaders(req))
    }
  }
}

/**
 * The payment intent API of the API origin: `POST /emulator/payment-intents` `{ merchantId, amount, currency?,
 * blockchain?, pubkey? }` creates one (201), `GET /emulator/payment-intents/{id}` reads it back.
 */
export function intentApiRoutes(ctx: IntentApiContext): Route[] {
  return [
    {
      method: 'POST',
      path: /^\/emulator\/payment-intents$/,
      handle: withCors(async (req, res) => {
        const intent = ctx.intents.create(fields(ctx, await readJson(req)))
        sendJson(res, 201, view(ctx, intent), corsHeaders(req))
      }),
    },
    {
      method: 'GET',
      path: /^\/emulator\/payment-intents\/([^/]+)$/,
      handle: withCors((req, res, id) => {
        const intent = ctx.intents.get(id)
        if (!intent) throw new HttpError(404, 'unknown payment intent')
        sendJson(res, 200, view(ctx, intent), corsHeaders(req))
      }),
    },
  ]
}
