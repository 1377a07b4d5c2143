import { PorticoProvider, Purchase, Withdraw } from '@portico/react'
import { CardSection, Outcomes } from '@portico-examples/shared/card-section'
import { HostedCardSection } from '@portico-examples/shared/hosted-card-section'
import { localConfig } from '@portico-examples/shared/local-config'
import { outcomeLine } from '@portico-examples/shared/outcome'
import { useState } from 'react'
import { useTestAcmeWallet } from './acme-wallet'
import { acme } from './plugin'

const { env, hosts } = localConfig()
// Your own plugin goes in `plugins` like the shipped ones; that is what admits blockchain="acme".
const plugins = [acme()]

export function App() {
  const wallet = useTestAcmeWallet()
  const [outcomes, setOutcomes] = useState<string[]>([])
  const [renders, setRenders] = useState(1)

  const log = (line: string) => setOutcomes((lines) => [...lines, line])

  return (
    <PorticoProvider env={env} hosts={hosts} merchantId="demo-merchant" plugins={plugins}>
      <h1>Portico example: custom chain (Acme)</h1>
      <p className="lead">A plugin for a chain Portico does not ship, typed through ChainRegistry.</p>
      <div className="bar">
        <span>
          Wallet: <code data-testid="wallet-address">{wallet?.address ?? 'connecting…'}</code>
        </span>
        <button type="button" data-testid="rerender" onClick={() => setRenders((n) => n + 1)}>
          Re-render ({renders})
        </button>
      </div>
      <div className="grid">
        <section data-testid="purchase">
          <h2>Purchase</h2>
          {/* wallet, transaction and acmeNetwork are type-checked against the Acme plugin's types. */}
          {wallet && (
            <Purchase
              blockchain="acme"
              wallet={wallet}
              transaction={{ to: 'acme1merchant', amount: 1999n, memo: 'Order 42' }}
              acmeNetwork="testnet"
              subtotal={{ cents: 1999 }}
              onSuccess={(info) => log(outcomeLine('success', info))}
              onAuthDeclined={(info) => log(outcomeLine('declined', info))}
            />
          )}
        </section>
        <section data-testid="withdraw">
          <h2>Withdraw</h2>
          {wallet && (
            <Withdraw
              blockchain="acme"
              wallet={wallet}
              acmeNetwork="testnet"
              onSuccess={(info) => log(outcomeLine('success', info))}
              onAuthDeclined={(info) => log(outcomeLine('declined', info))}
            />
          )}
        </section>
        <CardSection />
        <HostedCardSection />
        <Outcomes lines={outcomes} />
      </div>
    </PorticoProvider>
  )
}
