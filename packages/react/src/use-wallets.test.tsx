import { walletSource } from '@portico/test-fixtures/wallet-source'
import { act, render } from '@testing-library/react'
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { useWallets, type WatchWallets } from './use-wallets'

function Names({ watch }: { watch: WatchWallets<string> }) {
  return <p>{useWallets(watch).join(',') || 'none'}</p>
}

describe('useWallets', () => {
  it('lists the wallets found, keeps up as more are, and stops watching on unmount (StrictMode too)', () => {
    const source = walletSource()
    source.add('a')
    const view = render(
      <StrictMode>
        <Names watch={source.watch} />
      </StrictMode>,
    )
    expect(view.container.textContent).toBe('a')
    act(() => source.add('b'))
    expect(view.container.textContent).toBe('a,b')
    expect(source.listeners.size).toBe(1)
    view.unmount()
    expect(source.listeners.size).toBe(0)
  })

  it('renders no wallet on the server, without watching', () => {
    const source = walletSource()
    source.add('a')
    expect(renderToString(<Names watch={source.watch} />)).toBe('<p>none</p>')
    expect(source.listeners.size).toBe(0)
  })
})
