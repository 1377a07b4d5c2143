import type { CheckoutLoadError } from '@portico/core'
import type { NativeEmbedProps } from './secure-web-view'

/** What only a web page has: a DOM element's class and style, a DOM loader, a CSP nonce, iframe settings. */
export type WebOnlyProps = 'className' | 'style' | 'loader' | 'nonce' | 'credentialless' | 'loaderLabel'

/** What every native component takes besides its web namesake's props. */
export interface NativeLoadProps extends NativeEmbedProps {
  /** The page did not say `loaded` within `loadTimeoutMs`; the ref's `reload()` tries again. */
  onError?: ((error: CheckoutLoadError) => void) | undefined
  /** How long the page may take to say `loaded`, in ms. @default 30000 */
  loadTimeoutMs?: number | undefined
}

/** A web component's props `P` (each variant of a union kept), less what only a web page has, plus the native ones. */
export type NativeProps<P> = P extends unknown
  ? Omit<P, WebOnlyProps | keyof NativeLoadProps> & NativeLoadProps
  : never
