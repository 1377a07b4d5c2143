import { InvalidOptionError } from '../errors/checkout-errors'
import { type BankLinkUrlOptions, buildBankLinkUrl } from './bank-link-url'

/** Options of `buildStandaloneBankLinkUrl`: the bank-link page's, without the embed's height handling. */
export interface StandaloneBankLinkUrlOptions extends Omit<BankLinkUrlOptions, 'heightChangeId'> {
  /**
   * Where the page sends the customer when linking ends (an absolute `http(s):` URL of yours), with
   * `bankLinkStatus=linked|canceled|failed` added to its query.
   */
  callbackUrl: string
}

/** How a standalone bank link ended, as `readBankLinkStatus` reads it from the callback URL. */
export type BankLinkStatus = 'linked' | 'canceled' | 'failed'

const STATUSES: readonly string[] = ['linked', 'canceled', 'failed'] satisfies BankLinkStatus[]

function callbackOf(value: unknown): string {
  let url: URL | undefined
  try {
    url = new URL(String(value))
  } catch {}
  if (typeof value !== 'string' || (url?.protocol !== 'https:' && url?.protocol !== 'http:'))
    throw new InvalidOptionError('callbackUrl', 'give an absolute http(s) URL of your site')
  return value
}

/**
 * The URL of the bank-link page opened on its own (a new tab, a redirect, an app's browser) rather than
 * embedded: when linking ends, the page sends the customer to `callbackUrl` with `bankLinkStatus` added.
 * No token rides that redirect: read the linked accounts from your server. Same order and parameters as
 * `buildBankLinkUrl`, without `bankLinkOnly` and height handling, with `callbackUrl` last.
 */
export function buildStandaloneBankLinkUrl(options: StandaloneBankLinkUrlOptions): string {
  const callbackUrl = callbackOf(options.callbackUrl)
  const { heightChangeId: _h, ...rest } = options as BankLinkUrlOptions
  const embedded = buildBankLinkUrl(rest)
  // The embed's flag makes the page emit instead of redirect: the standalone page must not have it.
  const url = embedded.replace(/([?&])bankLinkOnly=true(&|$)/, (_m, before: string, after: string) =>
    after ? before : '',
  )
  return `${url}${url.includes('?') ? '&' : '?'}callbackUrl=${encodeURIComponent(callbackUrl)}`
}

/**
 * How a standalone bank link ended, read from the URL the customer came back to (`location.href`):
 * `'linked'`, `'canceled'` or `'failed'`, else `undefined`. Arriving proves nothing (anyone can open that
 * URL with any status): show a message with it, and read the customer's linked accounts from your server.
 * Throws InvalidOptionError for text that is not a URL.
 */
export function readBankLinkStatus(url: string | URL): BankLinkStatus | undefined {
  let parsed: URL
  try {
    parsed = new URL(String(url), 'http://localhost')
  } catch (cause) {
    throw new InvalidOptionError('url', 'give the URL the customer came back to', { cause })
  }
  const status = parsed.searchParams.get('bankLinkStatus')
  return status !== null && STATUSES.includes(status) ? (status as BankLinkStatus) : undefined
}
