// Merchant page for the navigation bench: one purchase checkout mounted with Portico on the emulator, as
// the no-framework example does (mountCheckout + user()), from one script at the end of the body.
import { mountCheckout } from '@portico/core'
import { user } from '@portico/user'

const params = new URLSearchParams(location.search)
mountCheckout(document.getElementById('checkout'), {
  env: 'local',
  hosts: { checkout: params.get('checkout'), api: params.get('api') },
  blockchain: 'user',
  merchantId: 'bench',
  plugins: [user()],
  sessionKey: 'bench-session',
  subtotal: { cents: 1999 },
  heightChangeId: 'bench',
})
