import { sendAsset } from '../server/assets'
import type { Route } from '../server/http'

const DEVICE = 'fraud/device-sdk.js'
const SESSION = 'fraud/session-bundle.js'

/**
 * The fraud signal stand-ins on the API origin, where `env: 'local'` looks for them:
 * `GET /fraud/device/sdk.js` (the device fingerprint SDK, `nSureSDK`) and
 * `GET /fraud/session/{prod|sandbox}/bundle.js` (the session script, `Verisoul`).
 */
export function fraudScriptRoutes(): Route[] {
  return [
    {
      method: 'GET',
      path: /^\/fraud\/device\/sdk\.js$/,
      handle: (_req, res) => sendAsset(res, DEVICE, [DEVICE]),
    },
    {
      method: 'GET',
      path: /^\/fraud\/session\/(?:prod|sandbox)\/bundle\.js$/,
      handle: (_req, res) => sendAsset(res, SESSION, [SESSION]),
    },
  ]
}
