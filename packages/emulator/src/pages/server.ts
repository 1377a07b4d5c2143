import type { IncomingMessage } from 'node:http'
import { sendAsset } from '../server/assets'
import { dispatch, type Handler, HttpError, type Route, sendJson } from '../server/http'
import { type PagesContext, servePage } from './serve-page'

/** What the checkout origin needs from the emulator. */
export interface CheckoutContext extends PagesContext {
  /** Set once the server listens. */
  checkoutOrigin: string
}

const PAGE_ASSETS = [
  'checkout.js',
  'checkout.css',
  'card-rules.js',
  'page.js',
  'field-validation.js',
  'card-inputs.js',
  'bank-link.js',
  'bank-authorize.js',
  'card-form.js',
  'card-form.css',
  'payment-button.js',
  'payment-button.css',
]

/** Refuses emulator calls made by another origin's page (the page script calls its own origin). */
export function assertSameOrigin(req: IncomingMessage, origin: string): void {
  const from = req.headers.origin
  if (from !== undefined && from !== origin) throw new HttpError(403, `calls from ${from} are not accepted`)
}

/** The checkout origin: pages, their assets, the page script's `/emulator/*` calls and `/health`. */
export function checkoutHandler(ctx: CheckoutContext, routes: readonly Route[] = []): Handler {
  return async (req, res, url) => {
    if (url.pathname === '/health')
      return sendJson(res, 200, { ok: true, service: 'portico-emulator checkout' })
    const reading = req.method === 'GET' || req.method === 'HEAD'
    if (url.pathname.startsWith('/assets/') && reading)
      return sendAsset(res, url.pathname.slice('/assets/'.length), PAGE_ASSETS)
    if (url.pathname.startsWith('/emulator/')) {
      assertSameOrigin(req, ctx.checkoutOrigin)
      return dispatch(routes, req, res, url)
    }
    if (!reading) throw new HttpError(405, 'method not allowed', { Allow: 'GET, HEAD' })
    servePage(ctx, req, res, url)
  }
}
