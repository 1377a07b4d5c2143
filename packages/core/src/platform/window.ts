import { WindowNotDefinedError } from '../errors/checkout-errors'

/** The browser window, or a WindowNotDefinedError where there is none (server rendering, Node). */
export function requireWindow(): Window & typeof globalThis {
  if (typeof window === 'undefined') throw new WindowNotDefinedError()
  return window
}
