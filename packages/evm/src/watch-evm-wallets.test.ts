// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type AnnouncedEvmWallet, watchEvmWallets } from './watch-evm-wallets'

const info = (uuid: string, name = `Wallet ${uuid}`) => ({
  uuid,
  name,
  icon: 'data:image/svg+xml,<svg/>',
  rdns: `com.${uuid}`,
})
const provider = () => ({ request: async () => null })

// A wallet as EIP-6963 has it: announce at once, and again whenever the page asks.
function installWallet(detail: AnnouncedEvmWallet) {
  const announce = () =>
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze(detail) }))
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
  return () => window.removeEventListener('eip6963:requestProvider', announce)
}

const uninstall: (() => void)[] = []
afterEach(() => {
  for (const u of uninstall.splice(0)) u()
})

describe('watchEvmWallets', () => {
  it('hears wallets installed before and after it starts, each once by uuid, until unwatched', () => {
    const first = { info: info('a'), provider: provider() }
    uninstall.push(installWallet(first))
    const callback = vi.fn()
    const unwatch = watchEvmWallets(callback)
    expect(callback).toHaveBeenLastCalledWith([first])
    const second = { info: info('b'), provider: provider() }
    uninstall.push(installWallet(second))
    expect(callback).toHaveBeenLastCalledWith([first, second])
    // Another watcher asks again: both wallets announce again, and nothing new is heard here.
    const other = watchEvmWallets(() => {})
    expect(callback).toHaveBeenCalledTimes(2)
    // The same uuid with another provider (a page script posing as the wallet) does not replace it.
    uninstall.push(installWallet({ info: info('a', 'Impostor'), provider: provider() }))
    expect(callback).toHaveBeenCalledTimes(2)
    unwatch()
    unwatch()
    uninstall.push(installWallet({ info: info('c'), provider: provider() }))
    expect(callback).toHaveBeenCalledTimes(2)
    other()
  })

  it('ignores announcements that are not a wallet', () => {
    const callback = vi.fn()
    const unwatch = watchEvmWallets(callback)
    for (const detail of [
      null,
      'wallet',
      { info: info('x') },
      { info: info('x'), provider: { request: 'no' } },
      { info: { ...info('x'), uuid: 1 }, provider: provider() },
      { provider: provider() },
    ])
      window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
    window.dispatchEvent(new Event('eip6963:announceProvider'))
    expect(callback).not.toHaveBeenCalled()
    unwatch()
  })
})
