/** What a wallet says of itself when it announces its provider (EIP-6963). */
export interface Eip6963TestWalletInfo {
  uuid: string
  name: string
  /** A data URI. @default a small SVG square */
  icon?: string
  rdns: string
}

const ICON =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="32" height="32"%3E%3Crect width="32" height="32" fill="%236a5acd"/%3E%3C/svg%3E'

/**
 * Announces `provider` in the page as an installed wallet does (EIP-6963): once now, and again whenever the
 * page asks (`eip6963:requestProvider`). Returns a function that stops answering. Browser only; imports
 * nothing.
 */
export function announceEvmWallet(info: Eip6963TestWalletInfo, provider: { request: unknown }): () => void {
  const detail = Object.freeze({ info: Object.freeze({ ...info, icon: info.icon ?? ICON }), provider })
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
  return () => window.removeEventListener('eip6963:requestProvider', announce)
}
