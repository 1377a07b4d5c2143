// Merchant page for the relay and heightChange benches: the checkout mounted with Portico, served by an
// instant wallet, so that only the relay itself is timed.
import { definePlugin, mountCheckout } from '@portico/core'
import { watchFrame } from './probe.js'

const checkout = new URLSearchParams(location.search).get('checkout')
const instant = definePlugin({
  name: 'bench',
  blockchains: ['bench'],
  walletAddress: () => 'bench-wallet',
  handlers: () => ({ signMessage: async (data) => `signed:${data}` }),
})
const handle = mountCheckout(document.getElementById('checkout'), {
  baseUrl: checkout,
  blockchain: 'bench',
  merchantId: 'bench',
  plugins: [instant],
  wallet: {},
  heightChangeId: 'bench',
})
watchFrame(handle.iframe)
