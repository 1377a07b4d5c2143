import type {
  AccountLinkedInfo,
  AccountNotLinkedInfo,
  CheckoutMessage,
  InputErrorInfo,
  InputValidInfo,
} from './message'

/** What the page does with a checkout's redirect: `false` when you handled it yourself. */
// biome-ignore lint/suspicious/noConfusingVoidType: a callback that only looks (returns nothing) must type-check
export type RedirectHandler = (url: string) => boolean | void

/** The callbacks of the checkout's events besides requests, heights and the payment outcome. */
export interface CheckoutEventCallbacks {
  /** A card input shows an error, or its message changed. */
  onInputError?: ((info: InputErrorInfo) => void) | undefined
  /** A card input that was showing an error stopped showing it. */
  onInputValid?: ((info: InputValidInfo) => void) | undefined
  /** An account was linked; a bank link carries its tokens. */
  onAccountLinked?: ((info: AccountLinkedInfo) => void) | undefined
  /** A linking session ended without an account (`canceled` or `failed`). */
  onAccountNotLinked?: ((info: AccountNotLinkedInfo) => void) | undefined
  /** A button's overlay opens or closes. */
  onOverlay?: ((state: 'open' | 'close') => void) | undefined
  /**
   * The checkout asks to open `url`. Called first, for every redirect: return `false` when you handled it.
   * Otherwise an `https:` URL, or any URL of the checkout's own origin, opens in a new tab with
   * `noopener,noreferrer`; anything else (`javascript:`, `data:`, another origin's `http:`) is refused with
   * a warning.
   */
  onRedirect?: RedirectHandler | undefined
}

/**
 * The URL a checkout's redirect may open, or `undefined` when it may not: an `https:` URL, or a URL of the
 * checkout's own origin (relative URLs are read against that origin, as the checkout page meant them).
 */
export function redirectTarget(url: string, checkoutOrigin: string): string | undefined {
  let target: URL
  try {
    target = new URL(url, checkoutOrigin)
  } catch {
    return undefined
  }
  return target.protocol === 'https:' || target.origin === checkoutOrigin ? target.href : undefined
}

const scheme = (url: string) => /^[a-z][a-z\d+.-]*:/i.exec(url.trim())?.[0].toLowerCase() ?? 'relative'

/** Opens a checkout's redirect under the rule of `redirectTarget`, after `onRedirect` had its say. */
function redirect(url: string, callbacks: CheckoutEventCallbacks, checkoutOrigin: string): void {
  if (callbacks.onRedirect?.(url) === false) return
  const target = redirectTarget(url, checkoutOrigin)
  // The new tab gets no handle on this page, and the site it opens no referrer.
  if (target !== undefined) window.open(target, '_blank', 'noopener,noreferrer')
  // Only the scheme is named: the rest of the URL may carry whatever the sender put in it.
  else console.warn(`Portico: refused a checkout redirect (${scheme(url)})`)
}

// Each message's callback, which gets the message's `info` (an overlay's, its state).
const CALLBACKS: Record<string, keyof CheckoutEventCallbacks> = {
  inputError: 'onInputError',
  inputValid: 'onInputValid',
  accountLinked: 'onAccountLinked',
  accountNotLinked: 'onAccountNotLinked',
  overlay: 'onOverlay',
}

/**
 * Hands one message to its callback, for every surface that can receive it (a redirect under the rule of
 * `redirectTarget`); requests, heights, outcomes and `loaded` are not its part.
 */
export function dispatchFrameEvent(
  message: CheckoutMessage,
  callbacks: CheckoutEventCallbacks,
  checkoutOrigin: string,
): void {
  const m = message as CheckoutMessage & { info?: unknown; state?: 'open' | 'close' }
  const callback = Object.hasOwn(CALLBACKS, m.method) ? CALLBACKS[m.method] : undefined
  if (m.method === 'redirect') redirect(m.data, callbacks, checkoutOrigin)
  else if (callback) (callbacks[callback] as ((value: unknown) => void) | undefined)?.(m.state ?? m.info)
}
