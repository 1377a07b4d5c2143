// @vitest-environment happy-dom
import { PorticoError } from '@portico/core'
import { act, cleanup, render } from '@testing-library/react'
import { type ReactNode, useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CardForm } from './card-form'
import { Purchase, PurchaseHistory, Withdraw, WithdrawHistory } from './checkouts'
import { type PorticoConfig, PorticoProvider } from './portico-provider'
import { PorticoProviderMissingError } from './provider-missing-error'
import { useCardForm } from './use-card-form'
import { usePortico } from './use-portico'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

function ShowConfig({ seen }: { seen: PorticoConfig[] }) {
  seen.push(usePortico())
  return null
}
function CardHook() {
  useCardForm()
  return null
}
let bump = () => {}
const plugins: PorticoConfig['plugins'] = []
const hosts = { api: 'http://127.0.0.1:1' }
function App({ children }: { children: ReactNode }) {
  const [, setN] = useState(0)
  bump = () => setN((n) => n + 1)
  return (
    <PorticoProvider env="sandbox" merchantId="shop" plugins={plugins} hosts={hosts}>
      {children}
    </PorticoProvider>
  )
}

describe('PorticoProvider and usePortico', () => {
  it('hand the configuration to usePortico, the same object while it is unchanged', async () => {
    const seen: PorticoConfig[] = []
    const view = render(
      <PorticoProvider env="sandbox" merchantId="shop" plugins={plugins}>
        <ShowConfig seen={seen} />
      </PorticoProvider>,
    )
    expect(seen[0]).toEqual({ env: 'sandbox', merchantId: 'shop', plugins, hosts: undefined })
    view.rerender(
      <PorticoProvider env="sandbox" merchantId="shop" plugins={plugins}>
        <ShowConfig seen={seen} />
      </PorticoProvider>,
    )
    expect(seen[1]).toBe(seen[0])
    view.rerender(
      <PorticoProvider env="sandbox" merchantId="other" plugins={plugins}>
        <ShowConfig seen={seen} />
      </PorticoProvider>,
    )
    expect(seen[2]?.merchantId).toBe('other')
  })

  it('does not re-render its consumers when its parent re-renders with the same configuration', async () => {
    const seen: PorticoConfig[] = []
    const child = <ShowConfig seen={seen} />
    render(<App>{child}</App>)
    await act(async () => bump())
    expect(seen).toHaveLength(1)
  })

  it('makes every hook and component outside it throw PorticoProviderMissingError with a hint', () => {
    // React logs the error it rethrows; the throw itself is what is checked.
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const outside: [string, ReactNode][] = [
      ['usePortico', <ShowConfig key="hook" seen={[]} />],
      ['useCardForm', <CardHook key="card-hook" />],
      ['Purchase', <Purchase key="p" />],
      ['Withdraw', <Withdraw key="w" />],
      ['PurchaseHistory', <PurchaseHistory key="ph" />],
      ['WithdrawHistory', <WithdrawHistory key="wh" />],
      ['CardForm', <CardForm key="c" />],
    ]
    for (const [name, ui] of outside) {
      let thrown: unknown
      try {
        render(ui)
      } catch (error) {
        thrown = error
      }
      expect(thrown, name).toBeInstanceOf(PorticoProviderMissingError)
      cleanup()
    }
    const error = new PorticoProviderMissingError()
    expect(error).toBeInstanceOf(PorticoError)
    expect(error.code).toBe('PROVIDER_MISSING')
    expect(error.name).toBe('PorticoProviderMissingError')
    expect(error.message).toContain('<PorticoProvider')
    expect(error.docs).toBe('@portico/core/docs/errors.md#provider_missing')
  })
})
