// React Native's URL class implements neither `origin` nor `protocol` nor `host`, and
// react-native-webview's own whitelist compares a prefix of the URL. The origin is read here instead, by
// the rules a browser uses for http(s) URLs: the authority ends at `/`, `\`, `?` or `#`, and any user info
// before its last `@` is not the host.
const HTTP = /^(https?):\/\/([^/\\?#]*)/i
// A control character, a space or DEL: a browser would strip or refuse it; Portico reads no origin then.
const blank = (c: string) => c.charCodeAt(0) <= 0x20 || c.charCodeAt(0) === 0x7f
const DEFAULT_PORT: Record<string, string> = { http: '80', https: '443' }

/**
 * The origin (`scheme://host[:port]`, lower case, default port dropped) of an `http:` or `https:` URL, or
 * `undefined` for any other scheme and for anything that is not plainly such a URL (control characters or
 * spaces anywhere, an empty host or a port that is not digits). Never throws.
 */
export function httpOrigin(url: unknown): string | undefined {
  if (typeof url !== 'string' || [...url].some(blank)) return undefined
  const match = HTTP.exec(url)
  if (!match) return undefined
  const scheme = (match[1] as string).toLowerCase()
  const authority = match[2] as string
  const hostPort = authority.slice(authority.lastIndexOf('@') + 1).toLowerCase()
  // A host (an [IPv6] literal or a name without `:`), then an optional port of digits (empty: the default).
  const parts = /^(\[[^\]]*\]|[^:]+)(?::(\d*))?$/.exec(hostPort)
  if (!parts) return undefined
  const host = parts[1] as string
  const digits = parts[2] ? String(Number(parts[2])) : ''
  if (Number(digits) > 65_535) return undefined
  return `${scheme}://${host}${digits && digits !== DEFAULT_PORT[scheme] ? `:${digits}` : ''}`
}

/** The scheme of `url` in lower case (`myapp`, `intent`, `javascript`…), or `undefined` when it has none. */
export function schemeOf(url: string): string | undefined {
  return /^([a-z][a-z\d+.-]*):/i.exec(url)?.[1]?.toLowerCase()
}
