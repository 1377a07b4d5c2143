import { PorticoProvider, Purchase, PurchaseProtection, Withdraw } from '@portico/react'
import { solana } from '@portico/solana'
import { CardSection, Outcomes } from '@portico-examples/shared/card-section'
import { localConfig } from '@portico-examples/shared/local-config'
import { outcomeLine } from '@portico-examples/shared/outcome'
import { useConnection, useWallet } from '@solana/wallet-adapter-react'
import { UnsafeBurnerWalletName } from '@solana/wallet-adapter-unsafe-burner'
import { useEffect, useState } from 'react'
import { IntentSection } from './IntentSection'
import { KitSection } from './KitSection'
import { ProtectedSection } from './ProtectedSection'

const { env, hosts } = localConfig()
// Plugins are made once, outside render, like wagmi connectors.
const plugins = [solana()]

export function App() {
  const wallet = useWallet()
  const { connection } = useConnection()
  const [outcomes, setOutcomes] = useState<string[]>([])
  const [renders, setRenders] = useState(1)

  // Pick the test wallet; WalletProvider's autoConnect then connects it.
  useEffect(() => {
    if (!wallet.wallet) wallet.select(UnsafeBurnerWalletName)
  }, [wallet])

  const log = (line: string) => setOutcomes((lines) => [...lines, line])

  return (
    <PorticoProvider env={env} hosts={hosts} merchantId="demo-merchant" plugins={plugins}>
      {/* Purchase protection for the whole site: the device and session scripts load after the page's own
          work; checkouts opened once their signals are known carry them. Failures are console warnings
          (pass onError to handle them) and never block a checkout. */}
      <PurchaseProtection />
      <h1>Portico example: Solana</h1>
      <p className="lead">
        wallet-adapter with an in-browser test wallet, and a @solana/kit signer, paying on the emulator's
        local chain.
      </p>
      <div className="bar">
        <span>
          Wallet: <code data-testid="wallet-address">{wallet.publicKey?.toBase58() ?? 'connecting…'}</code>
        </span>
        <button type="button" data-testid="rerender" onClick={() => setRenders((n) => n + 1)}>
          Re-render ({renders})
        </button>
      </div>
      <div className="grid">
        <section data-testid="purchase">
          <h2>Purchase</h2>
          {/* Shown once the wallet is connected, so the checkout opens with its address rather than reloading
              when it connects. Inline props and callbacks are fine: a re-render never reloads the checkout. */}
          {wallet.publicKey && (
            <Purchase
              blockchain="solana"
              wallet={wallet}
              connection={connection}
              subtotal={{ cents: 1999 }}
              onSuccess={(info) => log(outcomeLine('success', info))}
              onAuthDeclined={(info) => log(outcomeLine('declined', info))}
            />
          )}
        </section>
        <section data-testid="withdraw">
          <h2>Withdraw</h2>
          {wallet.publicKey && (
            <Withdraw
              blockchain="solana"
              wallet={wallet}
              connection={connection}
              onSuccess={(info) => log(outcomeLine('success', info))}
              onAuthDeclined={(info) => log(outcomeLine('declined', info))}
            />
          )}
        </section>
        <KitSection onSuccess={(info) => log(outcomeLine('success', info))} />
        <IntentSection onSuccess={(info) => log(outcomeLine('success', info))} />
        <ProtectedSection onSuccess={(info) => log(outcomeLine('success', info))} />
        <CardSection />
        <Outcomes lines={outcomes} />
      </div>
    </PorticoProvider>
  )
}
