// Merchant page for the navigation bench: an EVM purchase with Portico's React component and evm(),
// the merchant's own wallet, and no viem on the page. A module script, split at import() as bundlers
// split a page.
import { evm } from '@portico/evm'
import { PorticoProvider, Purchase } from '@portico/react'
import { createRoot } from 'react-dom/client'
import { api, checkout, purchase, wallet } from './evm-shop.js'

const plugins = [evm()]

createRoot(document.getElementById('root')).render(
  <PorticoProvider env="local" hosts={{ checkout, api }} merchantId={purchase.merchantId} plugins={plugins}>
    <Purchase blockchain="eth" wallet={wallet} subtotal={purchase.subtotal} />
  </PorticoProvider>,
)
