import { evm } from '@portico/evm'
import { useEvmWallet } from '@portico/evm/wagmi'
import { PorticoProvider, Purchase, Withdraw } from '@portico/react'
import { CardSection, Outcomes } from '@portico-examples/shared/card-section'
import { localConfig } from '@portico-examples/shared/local-config'
import { outcomeLine } from '@portico-examples/shared/outcome'
import { useEffect, useState } from 'react'
import { useConnect, useConnection, useConnectors } from 'wagmi'
import { ButtonRow } from './ButtonRow'
import { type PickedWallet, WalletPicker } from './WalletPicker'
import { localChain } from './wagmi-config'

const { env, hosts } = localConfig()
// `chains` tells the plugin which chain `eth` checkouts pay on here, so the wallet is checked (and switched)
// before it sends. In production: evm({ chains: { eth: mainnet, base } }).
const plugins = [evm({ chains: { eth: localChain } })]

export function App() {
  const { address, status } = useConnection()
  const connectors = useConnectors()
  const { connect } = useConnect()
  // wagmi's wallet client, exactly what <Purchase wallet> takes; undefined until connected.
  const connected = useEvmWallet()
  // A wallet the shopper picked among those installed in the browser (EIP-6963) pays instead, without viem.
  const [picked, setPicked] = useState<PickedWallet>()
  const wallet = picked ? { provider: picked.provider, address: picked.address } : connected
  const [outcomes, setOutcomes] = useState<string[]>([])
  const [renders, setRenders] = useState(1)

  // Connect the test wallet at once; a real site shows a "Connect wallet" button instead.
  useEffect(() => {
    const [connector] = connectors
    if (status === 'disconnected' && connector) connect({ connector })
  }, [status, connectors, connect])

  const log = (line: string) => setOutcomes((lines) => [...lines, line])

  return (
    <PorticoProvider env={env} hosts={hosts} merchantId="demo-merchant" plugins={plugins}>
      <h1>Portico example: EVM (wagmi)</h1>
      <p className="lead">wagmi 3 with a test account on the emulator's local Hardhat chain.</p>
      <div className="bar">
        <span>
          Wallet: <code data-testid="wallet-address">{picked?.address ?? address ?? 'connecting…'}</code>
          {picked && ` (${picked.name})`}
        </span>
        <button type="button" data-testid="rerender" onClick={() => setRenders((n) => n + 1)}>
          Re-render ({renders})
        </button>
      </div>
      <WalletPicker onPick={setPicked} />
      <div className="grid">
        <section data-testid="purchase">
          <h2>Purchase</h2>
          {/* Shown once the wallet is connected, so the checkout opens with its address rather than reloading
              when it connects. Inline props and callbacks are fine: a re-render never reloads the checkout. */}
          {wallet && (
            <Purchase
              blockchain="eth"
              wallet={wallet}
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
              blockchain="eth"
              wallet={wallet}
              onSuccess={(info) => log(outcomeLine('success', info))}
              onAuthDeclined={(info) => log(outcomeLine('declined', info))}
            />
          )}
        </section>
        <CardSection />
        <ButtonRow log={log} />
        <Outcomes lines={outcomes} />
      </div>
    </PorticoProvider>
  )
}
