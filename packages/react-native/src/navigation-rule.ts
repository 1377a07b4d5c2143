import { httpOrigin, schemeOf } from './url-origin'

/** What Portico does with a URL the checkout's WebView is about to show. */
export type NavigationVerdict = 'inside' | 'outside' | 'refused'

/** What a navigation is checked against. */
export interface NavigationContext {
  /** The checkout's origin: the only one that loads in the WebView. */
  origin: string
  /** The app's return link: a URL with its scheme and authority leaves through `onOpenExternal` too. */
  appReturnUrl?: string | undefined
}

// The scheme and authority of a link (`myapp://done`), to recognise the app's own return link.
const base = (url: string) => /^[a-z][a-z\d+.-]*:(\/\/[^/\\?#]*)?/i.exec(url)?.[0].toLowerCase()

/**
 * `inside` for a URL on the checkout's origin (and `about:blank`, which can post nothing as the checkout),
 * `outside` for any other http(s) URL or the app's return link (handed to `onOpenExternal`), `refused`
 * for everything else (`intent:`, `javascript:`, `file:`, `data:`, malformed).
 */
export function navigationVerdict(url: string, context: NavigationContext): NavigationVerdict {
  if (url === 'about:blank') return 'inside'
  const origin = httpOrigin(url)
  if (origin !== undefined) return origin === context.origin ? 'inside' : 'outside'
  const app = context.appReturnUrl
  const scheme = schemeOf(url)
  if (app && scheme && scheme !== 'http' && scheme !== 'https' && base(url) === base(app)) return 'outside'
  return 'refused'
}
