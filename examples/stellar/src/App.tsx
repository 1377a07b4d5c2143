import type { CheckoutInfo } from '@portico/core'
import { stellarTestWallet } from '@portico/emulator/testing/stellar'
import { PorticoProvider, Purchase, Withdraw } from '@portico/react'
import { stellar } from '@portico/stellar'
import { Outcomes } from '@portico-examples/shared/card-section'
import { localConfig } from '@portico-examples/shared/local-config'
import { outcomeLine } from '@portico-examples/shared/outcome'
import { useState } from 'react'

const { env, hosts } = localConfig()
// The emulator's Stellar network: its passphrase and its Stellar RPC stand-in on the API origin. In
// production: stellar({ networkPassphrase: StellarNetworks.PUBLIC, server: 'your Stellar RPC URL' }).
const plugins = [
  stellar({
    networkPassphrase: 'Standalone Network ; February 2017',
    server: `${hosts?.api ?? 'http://localhost:5000'}/stellar/rpc`,
  }),
]
// A plain wallet over a fresh key, made once per page: a test wallet, never for real funds. With Freighter:
// { address, signTransaction, signMessage } from @stellar/freighter-api, as they are.
const wallet = stellarTestWallet()

export function App() {
  const [outcomes, setOutcomes] = useState<string[]>([])
  const log = (line: string) => setOutcomes((lines) => [...lines, line])
  // Both checkouts log their outcomes the same way.
  const callbacks = {
    onSuccess: (info?: CheckoutInfo) => log(outcomeLine('success', info)),
    onAuthDeclined: (info?: CheckoutInfo) => log(outcomeLine('declined', info)),
  }
  return (
    <PorticoProvider env={env} hosts={hosts} merchantId="demo-merchant" plugins={plugins}>
      <h1>Portico example: Stellar</h1>
      <p className="lead">A test wallet over a key signs the checkout's Stellar payment on the emulator.</p>
      <div className="bar">
        <span>
          Wallet: <code data-testid="wallet-address">{wallet.address}</code>
        </span>
      </div>
      <div className="grid">
        <section data-testid="purchase">
          <h2>Purchase</h2>
          <Purchase blockchain="stellar" wallet={wallet} subtotal={{ cents: 1999 }} {...callbacks} />
        </section>
        <section data-testid="withdraw">
          <h2>Withdraw</h2>
          <Withdraw blockchain="stellar" wallet={wallet} {...callbacks} />
        </section>
        <Outcomes lines={outcomes} />
      </div>
    </PorticoProvider>
  )
}
