// A merchant page as the EVM README writes it for the wallet injected in the shopper's browser: only
// @portico/core and @portico/evm, so no viem and no wagmi in its bundle (injected.browser.test.ts reads it).
// The wallet is the `window.ethereum` the test installs before the page runs, as an extension does. With
// `?wallet=bare` the page passes the provider alone, as the README's first example does, and the checkout
// reads its account; otherwise `{ provider, address }`.
import { mountCheckout } from '@portico/core'
import { type Eip1193Provider, evm } from '@portico/evm'
import { element, localHardhat, log, param } from './merchant-page-kit'

const shown = element('code', 'wallet-address')
const checkout = element('section', 'checkout')

async function pay() {
  const { ethereum } = window as { ethereum?: Eip1193Provider }
  const [address] = ethereum
    ? ((await ethereum.request({ method: 'eth_requestAccounts' })) as `0x${string}`[])
    : []
  if (!ethereum || !address) return
  shown.textContent = address
  mountCheckout(checkout, {
    env: 'local',
    hosts: { checkout: param('checkout'), api: param('api') },
    merchantId: param('merchant'),
    plugins: [evm({ chains: { eth: localHardhat } })],
    blockchain: 'eth',
    wallet: param('wallet') === 'bare' ? ethereum : { provider: ethereum, address },
    subtotal: { cents: 1500 },
    onSuccess: log('success'),
  })
}
void pay()
