// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { http } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createConfig, mock, WagmiProvider } from 'wagmi'
import { connect, disconnect } from 'wagmi/actions'
import { freshAddress, localChain } from './chain.fixture'
import { useEvmWallet } from './wagmi'

// React's act() warns unless the environment says it is a test.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

// No node is needed: the mock connector answers accounts and chain id itself, and the hook only reads them.
const chain = localChain('http://127.0.0.1:1')
const account = freshAddress(0xacc)

function Checkout() {
  const wallet = useEvmWallet()
  return <output>{wallet ? `wallet ${wallet.account.address} on ${wallet.chain.id}` : 'no wallet'}</output>
}

const roots: Array<() => void> = []
afterEach(() => {
  for (const unmount of roots.splice(0)) act(unmount)
})

function render(config: ReturnType<typeof createConfig>) {
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  const queryClient = new QueryClient()
  act(() =>
    root.render(
      <WagmiProvider config={config}>
        <QueryClientProvider client={queryClient}>
          <Checkout />
        </QueryClientProvider>
      </WagmiProvider>,
    ),
  )
  roots.push(() => root.unmount())
  return container
}

describe('useEvmWallet', () => {
  it('returns the connected wallet for <Purchase wallet>, and nothing once disconnected', async () => {
    const config = createConfig({
      chains: [chain],
      connectors: [mock({ accounts: [account] })],
      transports: { [chain.id]: http() },
    })
    const container = render(config)
    expect(container.textContent).toBe('no wallet')
    await act(() => connect(config, { connector: config.connectors[0]! }))
    await act(() => vi.waitFor(() => expect(container.textContent).toBe(`wallet ${account} on 31337`)))
    await act(() => disconnect(config))
    await act(() => vi.waitFor(() => expect(container.textContent).toBe('no wallet')))
  })
})
