import type { RequestHandlers, RequestMethod } from './plugin'

/**
 * A plugin's request handlers whose code loads with the checkout's first request: `load` gives the real
 * handlers (typically `import('./request-handlers')` and a call), asked anew for each request. Where the
 * page's bundler splits at import(), the page ships request handling only once the checkout asks for
 * something; a handler `load` does not give rejects as the call of something undefined would.
 */
export function lazyHandlers(load: () => Promise<RequestHandlers>): RequestHandlers {
  const serve = (method: RequestMethod) => (data: string) =>
    load().then((handlers) => handlers[method]!(data))
  return {
    signMessage: serve('signMessage'),
    signTransaction: serve('signTransaction'),
    sendTransaction: serve('sendTransaction'),
  }
}
