// Starts purchase protection from the page's query, before anything else on the page runs.
import { startPurchaseProtection } from '@portico/core'

const params = new URLSearchParams(location.search)
startPurchaseProtection({
  env: 'local',
  hosts: { checkout: params.get('checkout'), api: params.get('api') },
  merchantId: 'bench',
})
