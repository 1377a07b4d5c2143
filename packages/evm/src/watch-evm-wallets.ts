import type { Eip1193Provider } from './types'

/** How a wallet describes itself when it announces its provider (EIP-6963). */
export interface EvmWalletInfo {
  /** A UUIDv4 the wallet makes for this page session: the same wallet announces the same one. */
  uuid: string
  /** The name to show, e.g. `'MetaMask'`. */
  name: string
  /** The icon to show: a data URI (SVG, PNG, …). Show it in an `<img src>`, never as HTML. */
  icon: string
  /** The wallet's reverse-DNS id, e.g. `'io.metamask'`. */
  rdns: string
}

/** A wallet found in the page by EIP-6963: its description, and its provider to pass as `wallet`. */
export interface AnnouncedEvmWallet {
  info: EvmWalletInfo
  provider: Eip1193Provider
}

const ANNOUNCE = 'eip6963:announceProvider'
const REQUEST = 'eip6963:requestProvider'

// An announcement is any page script's event: only a well-formed one is listed.
function announced(event: Event): AnnouncedEvmWallet | undefined {
  const { info, provider } = Object((event as CustomEvent).detail) as Partial<AnnouncedEvmWallet>
  const text = (key: keyof EvmWalletInfo) => typeof Object(info)[key] === 'string'
  if (!text('uuid') || !text('name') || !text('icon') || !text('rdns')) return undefined
  if (typeof Object(provider).request !== 'function') return undefined
  const { uuid, name, icon, rdns } = info as EvmWalletInfo
  return { info: { uuid, name, icon, rdns }, provider: provider as Eip1193Provider }
}

/**
 * Lists the EVM wallets installed in the shopper's browser, as they announce themselves (EIP-6963): asks
 * them to (`eip6963:requestProvider`) and calls `callback` with every wallet heard so far, once per new one,
 * in the order they answered, one entry per `uuid`. Returns `unwatch`, which stops listening. On a server
 * (no `window`) nothing is heard and `unwatch` does nothing.
 */
export function watchEvmWallets(callback: (wallets: readonly AnnouncedEvmWallet[]) => void): () => void {
  if (typeof window === 'undefined') return () => {}
  const wallets = new Map<string, AnnouncedEvmWallet>()
  const listen = (event: Event) => {
    const wallet = announced(event)
    // Wallets announce again at every request (another watcher's too): the first announcement stands.
    if (!wallet || wallets.has(wallet.info.uuid)) return
    wallets.set(wallet.info.uuid, wallet)
    callback([...wallets.values()])
  }
  window.addEventListener(ANNOUNCE, listen)
  window.dispatchEvent(new Event(REQUEST))
  return () => window.removeEventListener(ANNOUNCE, listen)
}
