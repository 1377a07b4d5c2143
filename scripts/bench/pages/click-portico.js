// Portico's page in the preconnect bench: the checkout is mounted when the shopper presses "Pay"
// (mountCheckout + user(), on the emulator behind the delaying proxy). `window.benchLoaded` is then the
// time from the click to the handle's 'loaded', in ms.
import { mountCheckout } from '@portico/core'
import { user } from '@portico/user'

const params = new URLSearchParams(location.search)
const hosts = { checkout: params.get('checkout'), api: params.get('api') }
const src = new URL(params.get('src') ?? '')
document.getElementById('pay').addEventListener('click', () => {
  const clicked = performance.now()
  const handle = mountCheckout(document.getElementById('checkout'), {
    env: 'local',
    hosts,
    blockchain: 'user',
    merchantId: 'bench',
    plugins: [user()],
    sessionKey: src.searchParams.get('sessionKey') ?? '',
    subtotal: { cents: 1999 },
  })
  handle.subscribe?.(() => {
    if (handle.status === 'loaded') window.benchLoaded ??= performance.now() - clicked
  })
})
