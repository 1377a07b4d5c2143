// Merchant page for the protection bench: the navigation bench's purchase checkout, with purchase
// protection started first in the same script (its worst case: it runs before the checkout is mounted).
import { mountCheckout, startPurchaseProtection } from '@portico/core'
import { user } from '@portico/user'

const params = new URLSearchParams(location.search)
const hosts = { checkout: params.get('checkout'), api: params.get('api') }
startPurchaseProtection({ env: 'local', hosts, merchantId: 'bench' })
mountCheckout(document.getElementById('checkout'), {
  env: 'local',
  hosts,
  blockchain: 'user',
  merchantId: 'bench',
  plugins: [user()],
  sessionKey: 'bench-session',
  subtotal: { cents: 1999 },
  heightChangeId: 'bench',
})
