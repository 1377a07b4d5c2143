import type { StellarNetwork } from '../chains/stellar-network'
import { STELLAR_RPC_PATH, stellarRpcRoutes } from '../chains/stellar-rpc/route'
import { type IntentApiContext, intentApiRoutes } from '../intents/api-routes'
import { fraudScriptRoutes } from '../protection/fraud-scripts'
import { answerPreflight } from '../server/cors'
import { dispatch, type Handler, sendJson } from '../server/http'
import { type FrontendErrors, telemetryRoutes } from '../telemetry/telemetry-routes'
import { type VendorContext, vendorRoutes } from '../vendor/routes'
import { type ProviderContext, providerRoutes } from './provider-routes'

/** What the API origin needs. */
export interface ApiContext extends ProviderContext, VendorContext, IntentApiContext {
  stellarNetwork: StellarNetwork
  frontendErrors: FrontendErrors
}

/**
 * The API origin: provider endpoints, front-end error reports and the payment intent API (with CORS), the
 * card vendor stand-in, and `/health`.
 */
export function apiHandler(ctx: ApiContext): Handler {
  const routes = [
    ...providerRoutes(ctx),
    ...vendorRoutes(ctx),
    ...intentApiRoutes(ctx),
    ...fraudScriptRoutes(),
    ...stellarRpcRoutes(ctx.stellarNetwork),
    ...telemetryRoutes(ctx.frontendErrors),
  ]
  return (req, res, url) => {
    if (url.pathname === '/health') return sendJson(res, 200, { ok: true, service: 'portico-emulator api' })
    const cors =
      url.pathname === '/api/tokenize/iframe/config' ||
      url.pathname.startsWith('/merchant/view/') ||
      url.pathname === '/api/telemetry/frontend-error' ||
      url.pathname.startsWith('/emulator/payment-intents') ||
      url.pathname === STELLAR_RPC_PATH
    if (req.method === 'OPTIONS' && cors) return answerPreflight(req, res)
    return dispatch(routes, req, res, url)
  }
}
