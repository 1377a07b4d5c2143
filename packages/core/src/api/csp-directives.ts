import { InvalidOptionError } from '../errors/checkout-errors'
import { fraudDeviceScriptUrl, fraudSessionScriptUrl } from '../protection/protection-hosts'
import { apiOrigin, cardVendorScriptUrl, checkoutOrigin, type Env, type Hosts } from './hosts'

/** What a page embeds, for `cspDirectives`. */
export type CspFeature = 'checkout' | 'card-field' | 'hosted-card-form' | 'payment-buttons' | 'protection'

/** Sources per directive, e.g. `{ 'frame-src': ['https://example.com'] }`. */
export type CspDirectives = Record<string, string[]>

/** Options of `cspDirectives`. */
export interface CspOptions {
  /** The environment the page uses, as given to the surfaces. */
  env: Env
  /** The hosts given to the surfaces, if any. */
  hosts?: Hosts | undefined
  /** The checkout's base URL, if the surfaces are given one (a proxy of yours). */
  baseUrl?: string | undefined
  /** What the page embeds. @default every feature */
  features?: readonly CspFeature[] | undefined
}

const FEATURES: readonly CspFeature[] = [
  'checkout',
  'card-field',
  'hosted-card-form',
  'payment-buttons',
  'protection',
]

// A source is an origin, or a script's exact URL (origin and path: a host source with a path matches that
// file only). `;` and `,` separate directives and policies, `*` and `'` mean more than themselves in a
// source: a path carries them percent-encoded. `url` is read here, so a host that is no URL is one error.
function source(url: () => string, path: boolean): string {
  let parsed: URL
  try {
    parsed = new URL(url())
  } catch (error) {
    throw new InvalidOptionError('hosts', 'a host that is not a URL', { cause: error })
  }
  if (!path) return parsed.origin
  return (
    parsed.origin +
    parsed.pathname.replace(/[;,*']/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
  )
}

/**
 * The sources each directive of the page's Content-Security-Policy must allow for `features` in `env`
 * (with `hosts` and `baseUrl` as given to the surfaces): origins, and the exact URLs of the scripts
 * Portico loads; never a wildcard. Portico needs no `'unsafe-inline'`, `'unsafe-eval'`, `img-src` or
 * `style-src` source: it inserts no inline script, no style element and no image. Merge the result with
 * your own policy through `cspHeader`. Throws InvalidOptionError for an unknown feature or a host that is
 * not a URL.
 */
export function cspDirectives({ env, hosts, baseUrl, features = FEATURES }: CspOptions): CspDirectives {
  const directives: CspDirectives = {}
  const add = (directive: string, value: string) => {
    const sources = directives[directive] ?? []
    if (!sources.includes(value)) directives[directive] = [...sources, value]
  }
  for (const feature of features) {
    if (!FEATURES.includes(feature)) throw new InvalidOptionError('features', `unknown feature ${feature}`)
    if (feature === 'card-field') {
      // The vendor's script makes its input frames on its own origin; the page asks the API for its config.
      const vendor = () => cardVendorScriptUrl(env, hosts)
      add('script-src', source(vendor, true))
      add('frame-src', source(vendor, false))
      add(
        'connect-src',
        source(() => apiOrigin(env, hosts), false),
      )
    } else if (feature === 'protection') {
      // The fraud signal scripts, and the API's merchant lookup for the device signal's partner id.
      add(
        'script-src',
        source(() => fraudDeviceScriptUrl(env, hosts), true),
      )
      add(
        'script-src',
        source(() => fraudSessionScriptUrl(env, hosts), true),
      )
      add(
        'connect-src',
        source(() => apiOrigin(env, hosts), false),
      )
    } else {
      // The checkout, the payment buttons and the hosted card form are pages of the checkout's origin.
      add(
        'frame-src',
        source(() => baseUrl ?? checkoutOrigin(env, hosts), false),
      )
    }
  }
  return directives
}

/**
 * A Content-Security-Policy header value from one or more directive sets (`cspDirectives(…)` and your
 * own), merged: a directive named in several sets gets the sources of all of them once, in order (a policy
 * that names a directive twice would ignore the second), and `'none'` gives way to sources another set
 * adds. Directives without sources are left out.
 */
export function cspHeader(...sets: CspDirectives[]): string {
  const merged = new Map<string, string[]>()
  for (const set of sets)
    for (const [directive, sources] of Object.entries(set)) {
      const all = merged.get(directive) ?? []
      for (const s of sources) if (!all.includes(s)) all.push(s)
      merged.set(directive, all)
    }
  return [...merged]
    .filter(([, sources]) => sources.length > 0)
    .map(([directive, sources]) => {
      // `'none'` beside other sources would be ignored with a warning: the sources are what is meant.
      const meant = sources.length > 1 ? sources.filter((s) => s !== "'none'") : sources
      return `${directive} ${meant.join(' ')}`
    })
    .join('; ')
}
