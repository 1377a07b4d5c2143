// A merchant page under test (bundled with the built packages by wallets.browser.test.ts): an EVM checkout
// paid with the shopper's injected EIP-1193 provider, or with a wallet the shopper picks among those that
// announce themselves (EIP-6963), or a history opened with a bare address. No viem in the page's own code:
// only the test wallets (the "browser extensions") use it. `?case=injected|discover|history`.
import { type CheckoutInfo, mountCheckout } from '@portico/core'
import { announceEvmWallet, eip1193TestProvider } from '@portico/emulator/testing/evm'
import { type AnnouncedEvmWallet, evm, watchEvmWallets } from '@portico/evm'

const query = new URLSearchParams(location.search)
const param = (name: string) => query.get(name) ?? ''
const rpcUrl = param('evmRpc')

function element(tag: string, testId: string): HTMLElement {
  const el = document.createElement(tag)
  el.dataset.testid = testId
  document.body.append(el)
  return el
}
const address = element('code', 'wallet-address')
const wallets = element('nav', 'wallets')
const checkout = element('section', 'checkout')
const outcome = element('pre', 'outcome')
const log = (event: string) => (info: CheckoutInfo | undefined) => {
  outcome.textContent += `${event} ${JSON.stringify(info ?? null)}\n`
}
// The emulator's Hardhat chain, as a merchant writes a chain without viem.
const local = {
  id: 31337,
  name: 'Local Hardhat',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [rpcUrl] } },
}
const common = {
  env: 'local' as const,
  hosts: { checkout: param('checkout'), api: param('api') },
  merchantId: param('merchant'),
  plugins: [evm({ chains: { eth: local } })],
  blockchain: 'eth' as const,
  kind: param('kind') === 'withdraw' ? ('withdraw' as const) : ('purchase' as const),
  subtotal: { cents: 700 },
  onSuccess: log('success'),
  onAuthDeclined: log('declined'),
}

/** Connects the provider (the wallet's prompt) and pays with it, as the README shows. */
async function payWith(provider: AnnouncedEvmWallet['provider']) {
  const [account] = (await provider.request({ method: 'eth_requestAccounts' })) as string[]
  address.textContent = account ?? ''
  mountCheckout(checkout, { ...common, wallet: { provider, address: account as `0x${string}` } })
}

declare global {
  interface Window {
    ethereum?: ReturnType<typeof eip1193TestProvider>
  }
}

if (param('case') === 'injected') {
  // The extension injects its provider before the page runs; this one starts on chain 1.
  window.ethereum = eip1193TestProvider({ rpcUrl, chainId: 1 })
  void payWith(window.ethereum)
} else if (param('case') === 'discover') {
  for (const name of ['Alpha Wallet', 'Beta Wallet'])
    announceEvmWallet(
      { uuid: crypto.randomUUID(), name, rdns: `test.${name.split(' ')[0]?.toLowerCase()}` },
      eip1193TestProvider({ rpcUrl }),
    )
  watchEvmWallets((found) => {
    wallets.replaceChildren(
      ...found.map((wallet) => {
        const button = document.createElement('button')
        button.textContent = wallet.info.name
        button.addEventListener('click', () => payWith(wallet.provider), { once: true })
        return button
      }),
    )
  })
} else {
  // A history needs the account only: a bare address.
  mountCheckout(checkout, { ...common, kind: 'purchase-history', wallet: param('address') })
}
