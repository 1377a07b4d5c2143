// Merchant page for the navigation bench: the same EVM purchase with today's kit, bundled the same way.
import { CoinflowPurchase } from '@coinflowlabs/react'
import { createRoot } from 'react-dom/client'
import { checkout, purchase, wallet } from './evm-shop.js'

createRoot(document.getElementById('root')).render(
  <CoinflowPurchase env="local" baseUrl={checkout} wallet={wallet} {...purchase} />,
)
