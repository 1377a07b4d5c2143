/**
 * Where the provider runs: `prod`, `local` (the emulator), `ngrok` (the provider's tunnel; `tunnel` is an alias
 * kept for older code), or a staging name such as `sandbox`.
 */
export type Env =
  | 'prod'
  | 'sandbox'
  | 'staging'
  | 'staging-live'
  | 'ngrok'
  | 'tunnel'
  | 'local'
  | (string & {})

/** Replaces the default hosts of an environment, e.g. to point at your own emulator ports. */
export interface Hosts {
  /** Origin of the hosted checkout, e.g. `http://localhost:3100`. */
  checkout?: string
  /** Origin of the provider API. */
  api?: string
  /** Origin of the provider's merchant and customer web app (`appOrigin`). */
  app?: string
  /** Full URL of the card vendor script. */
  cardVendorScript?: string
  /** Full URL of the device fingerprint script of purchase protection (the `nSureSDK` global). */
  fraudDeviceScript?: string
  /** Full URL of the session script of purchase protection (the `Verisoul` global). */
  fraudSessionScript?: string
}

const DOMAIN = 'coinflow.cash'
const VENDOR_SCRIPT = 'htp.tokenex.com/iframe/iframe-v3.min.js'
/** Path at which the emulator serves its card vendor stand-in on the API origin. */
export const LOCAL_CARD_VENDOR_PATH = '/card-vendor/iframe-v3.min.js'

function origin(url: string): string {
  return new URL(url).origin
}

// `tunnel` was Portico's first name for the provider's tunnel; the checkout and its API know it as `ngrok`.
const named = (env: Env): Env => (env === 'tunnel' ? 'ngrok' : env)

/** Origin of the hosted checkout for an environment. @default env 'prod' */
export function checkoutOrigin(env: Env = 'prod', hosts?: Hosts): string {
  if (hosts?.checkout) return origin(hosts.checkout)
  if (env === 'prod') return `https://${DOMAIN}`
  if (env === 'local') return 'http://localhost:3000'
  if (named(env) === 'ngrok') return 'https://coinflow.ngrok.app'
  return `https://${env}.${DOMAIN}`
}

/** Origin of the provider API for an environment. @default env 'prod' */
export function apiOrigin(env: Env = 'prod', hosts?: Hosts): string {
  if (hosts?.api) return origin(hosts.api)
  if (env === 'prod') return `https://api.${DOMAIN}`
  if (env === 'local') return 'http://localhost:5000'
  // The tunnel has no API host of its own: the generic rule gives `api-ngrok`.
  return `https://api-${named(env)}.${DOMAIN}`
}

/**
 * Origin of the provider's web app (the merchant dashboard and customer pages, apart from the checkout):
 * `https://app.coinflow.cash` for `prod`, `https://app-{env}.coinflow.cash` for a staging name,
 * `http://localhost:3003` for `local`, the tunnel's origin for `ngrok`; `hosts.app` replaces it.
 * @default env 'prod'
 */
export function appOrigin(env: Env = 'prod', hosts?: Hosts): string {
  if (hosts?.app) return origin(hosts.app)
  if (env === 'prod') return `https://app.${DOMAIN}`
  if (env === 'local') return 'http://localhost:3003'
  if (named(env) === 'ngrok') return 'https://coinflow.ngrok.app'
  return `https://app-${env}.${DOMAIN}`
}

/** URL of the card vendor script: production for `prod`, the emulator's for `local`, else the test variant. */
export function cardVendorScriptUrl(env: Env = 'prod', hosts?: Hosts): string {
  if (hosts?.cardVendorScript) return hosts.cardVendorScript
  if (env === 'local') return apiOrigin(env, hosts) + LOCAL_CARD_VENDOR_PATH
  return env === 'prod' ? `https://${VENDOR_SCRIPT}` : `https://test-${VENDOR_SCRIPT}`
}
