import { dispatch, type Handler, sendJson } from '../http'
import { fraudScriptRoutes } from '../protection/fraud-scripts'
import { type VendorContext, vendorRoutes } from '../vendor/routes'
import { answerPreflight } from './cors'
import { type ProviderContext, providerRoutes } from './provider-routes'

/** What the API origin needs. */
export interface ApiContext extends ProviderContext, VendorContext {}

/** The API origin: provider endpoints (with CORS), the card vendor stand-in, and `/health`. */
export function apiHandler(ctx: ApiContext): Handler {
  const routes = [...providerRoutes(ctx), ...vendorRoutes(ctx), ...fraudScriptRoutes()]
  return (req, res, url) => {
    if (url.pathname === '/health') return sendJson(res, 200, { ok: true, service: 'portico-emulator api' })
    const cors = url.pathname === '/api/tokenize/iframe/config' || url.pathname.startsWith('/merchant/view/')
    if (req.method === 'OPTIONS' && cors) return answerPreflight(req, res)
    return dispatch(routes, req, res, url)
  }
}
