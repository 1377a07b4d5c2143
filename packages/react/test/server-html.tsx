// Server HTML of a purchase and a 60 px button under a provider with `nonce`, as a server renders it: for
// the browser suite that loads it under a strict policy.
import type { Hosts } from '@portico/core'
import { renderToString } from 'react-dom/server'
import { GooglePayButton, PorticoProvider, Purchase } from '../src/index'

/** The HTML a server sends for a purchase (class `react-checkout`) and a button (class `react-button`). */
export function reactServerHtml(nonce: string, hosts: Hosts): string {
  return renderToString(
    <PorticoProvider env="local" merchantId="shop" plugins={[]} hosts={hosts} nonce={nonce}>
      <Purchase {...({ blockchain: 'user', sessionKey: 's', className: 'react-checkout' } as object)} />
      <GooglePayButton color="black" className="react-button" style={{ height: 60 }} />
    </PorticoProvider>,
  )
}
