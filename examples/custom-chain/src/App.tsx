import { CardForm, type CardFormHandle, PorticoProvider, Purchase, Withdraw } from '@portico/react'
import { useRef, useState } from 'react'
import { localConfig } from '../../shared/src/local-config'
import { outcomeLine, tokenText } from '../../shared/src/outcome'
import { useTestAcmeWallet } from './acme-wallet'
import { acme } from './plugin'

const { env, hosts } = localConfig()
// Your own plugin goes in `plugins` like the shipped ones; that is what admits blockchain="acme".
const plugins = [acme()]

export function App() {
  const wallet = useTestAcmeWallet()
  const [outcomes, setOutcomes] = useState<string[]>([])
  const [renders, setRenders] = useState(1)
  const [token, setToken] = useState('')
  const [cardReady, setCardReady] = useState(false)
  const card = useRef<CardFormHandle>(null)

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
        <section data-testid="card-form">
          <h2>Card form</h2>
          <CardForm
            ref={card}
            className="card-field"
            onReady={() => setCardReady(true)}
            onError={(error) => setToken(`error: ${error.message}`)}
          />
          <button
            type="button"
            data-testid="card-token-button"
            disabled={!cardReady}
            onClick={async () => setToken(await tokenText(card.current!.getToken()))}
          >
            Get card token
          </button>
          <p>
            Token: <output data-testid="card-token">{token}</output>
          </p>
        </section>
        <section>
          <h2>Outcomes</h2>
          <pre data-testid="outcome">{outcomes.join('\n')}</pre>
        </section>
      </div>
    </PorticoProvider>
  )
}
