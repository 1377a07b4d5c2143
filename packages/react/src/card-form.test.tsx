// @vitest-environment happy-dom
import { ApiRequestError, type CardFieldStatus, type CardToken, TokenUnavailableError } from '@portico/core'
import { createCardVendorStandIn, type StandInField } from '@portico/test-fixtures/card-vendor'
import { type LocalServer, sendJson, startLocalServer } from '@portico/test-fixtures/http-server'
import { act, cleanup, render, screen } from '@testing-library/react'
import { createRef, type ReactNode, StrictMode } from 'react'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { CardForm, type CardFormHandle, type CardFormProps } from './card-form'
import { PorticoProvider } from './portico-provider'
import { type UseCardFormOptions, useCardForm } from './use-card-form'

// The vendor's real script and iframes cannot be reached here: the vendor API is core's in-test stand-in of
// `TokenEx.Iframe` (card-vendor.fixture.ts), already on the page. The provider API that signs the field's
// configuration is a real local server.
const page = globalThis as typeof globalThis & { TokenEx?: unknown }
let standIn = createCardVendorStandIn()
let server: LocalServer
const signedFor = (merchantId: string | undefined) => ({
  origin: 'http://localhost:3000',
  timestamp: '20250101000000',
  tokenExID: 'tx-id',
  tokenScheme: 'PCI',
  authenticationKey: `key-for-${merchantId}`,
  pci: true,
})
beforeAll(async () => {
  server = await startLocalServer((request, response) => {
    const { merchantId } = JSON.parse(request.body || '{}') as { merchantId?: string }
    if (merchantId === 'broken') return sendJson(response, 500, { message: 'down' })
    sendJson(response, 200, signedFor(merchantId))
  })
})
beforeEach(() => {
  standIn = createCardVendorStandIn()
  page.TokenEx = standIn.vendor
})
afterEach(() => {
  cleanup()
  delete page.TokenEx
  vi.restoreAllMocks()
})
afterAll(() => server.close())

// StrictMode, when asked for, wraps the whole tree: React double-invokes effects only for a StrictMode root.
const mountCard = async (ui: ReactNode, merchantId = 'shop', { strict = false } = {}) => {
  let view: ReturnType<typeof render> | undefined
  const app = (
    <PorticoProvider env="prod" merchantId={merchantId} plugins={[]} hosts={{ api: server.origin }}>
      {ui}
    </PorticoProvider>
  )
  await act(async () => {
    view = render(strict ? <StrictMode>{app}</StrictMode> : app)
  })
  return view as ReturnType<typeof render>
}
const live = () => standIn.fields.filter((f) => !f.removed)
const field = async (index = 0) => {
  await vi.waitFor(() => expect(standIn.fields[index]).toBeDefined())
  return standIn.fields[index] as StandInField
}
// The stand-in raises vendor events a microtask later; the field is ready 350 ms after `load`.
const ready = (onReady: () => void) => vi.waitFor(() => expect(onReady).toHaveBeenCalled(), { timeout: 3000 })

/** A custom layout: number and CVV in boxes of their own, status shown. */
function SplitForm(props: UseCardFormOptions & { onToken: (token: CardToken) => void }) {
  const { onToken, ...options } = props
  const { status, getToken, numberRef, cvvRef } = useCardForm(options)
  return (
    <form>
      <div data-testid="number" ref={numberRef} />
      <div data-testid="cvv" ref={cvvRef} />
      <output>{status}</output>
      <button type="button" onClick={() => getToken().then(onToken)}>
        Pay
      </button>
    </form>
  )
}

describe('<CardForm>', () => {
  it('mounts card number and CVV in its element and gives a token through its ref', async () => {
    const ref = createRef<CardFormHandle>()
    const onReady = vi.fn()
    const view = await mountCard(<CardForm ref={ref} className="card" font="Inter" onReady={onReady} />)
    const vendor = await field()
    const holder = view.container.querySelector('.card') as HTMLElement
    expect(vendor.config).toMatchObject({ authenticationKey: 'key-for-shop', font: 'Inter', cvv: true })
    expect(holder.children[0]?.id).toBe(vendor.containerId)
    expect(holder.children[1]?.id).toBe(vendor.config.cvvContainerID)
    await expect(ref.current?.getToken()).rejects.toBeInstanceOf(TokenUnavailableError)
    await ready(onReady)
    await vendor.type('4242 4242 4242 4242')
    await vendor.typeCvv('123')
    await expect(ref.current?.getToken()).resolves.toMatchObject({ lastFour: '4242', brand: 'VISA' })
    expect(onReady).toHaveBeenCalledTimes(1)
  })

  it('makes one vendor field and one config request under a StrictMode double mount', async () => {
    const requests = server.requests.length
    const onReady = vi.fn()
    await mountCard(<CardForm onReady={onReady} />, 'shop', { strict: true })
    await ready(onReady)
    expect(standIn.fields).toHaveLength(1)
    expect(live()).toHaveLength(1)
    expect(document.querySelectorAll('iframe')).toHaveLength(2)
    expect(server.requests.length - requests).toBe(1)
    cleanup()
    // The surface goes one microtask after its element: a StrictMode detach and attach keeps it.
    await Promise.resolve()
    expect(live()).toHaveLength(0)
    expect(document.querySelectorAll('iframe')).toHaveLength(0)
  })

  it('keeps its field across re-renders with inline styles and callbacks, and makes a new one for new styles', async () => {
    const changes: string[] = []
    const onReady = vi.fn()
    const form = (color: string, tag: string) => (
      <CardForm
        styles={{ base: { color }, cvv: { base: { color } } }}
        onReady={onReady}
        onChange={(change) => changes.push(`${tag}:${change.field}`)}
      />
    )
    const view = await mountCard(form('red', 'first'))
    await ready(onReady)
    const rerender = (ui: ReactNode) =>
      act(async () =>
        view.rerender(
          <PorticoProvider env="prod" merchantId="shop" plugins={[]} hosts={{ api: server.origin }}>
            {ui}
          </PorticoProvider>,
        ),
      )
    for (let i = 0; i < 50; i++) await rerender(form('red', `render-${i}`))
    expect(standIn.fields).toHaveLength(1)
    const vendor = await field()
    await vendor.typeCvv('1')
    await vi.waitFor(() => expect(changes).toEqual(['render-49:cvv']))
    await rerender(form('blue', 'blue'))
    await vi.waitFor(() => expect(standIn.fields).toHaveLength(2))
    expect(vendor.removed).toBe(true)
    expect(live()).toHaveLength(1)
    expect((await field(1)).config.styles?.base).toContain('blue')
  })

  it('reports a failing config request to onError, or to the console without one', async () => {
    const onError = vi.fn()
    await mountCard(<CardForm onError={onError} />, 'broken')
    await vi.waitFor(() => expect(onError).toHaveBeenCalledTimes(1))
    expect(onError.mock.calls[0]?.[0]).toBeInstanceOf(ApiRequestError)
    cleanup()
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    await mountCard(<CardForm />, 'broken')
    await vi.waitFor(() => expect(consoleError).toHaveBeenCalledWith(expect.any(ApiRequestError)))
    expect(standIn.fields).toHaveLength(0)
  })

  it('makes no vendor field when unmounted while it loads', async () => {
    const view = await mountCard(<CardForm />)
    view.unmount()
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(standIn.fields).toHaveLength(0)
  })

  it('keeps two card forms on one page apart: containers, changes and tokens', async () => {
    const a = { ref: createRef<CardFormHandle>(), onReady: vi.fn(), onChange: vi.fn() }
    const b = { ref: createRef<CardFormHandle>(), onReady: vi.fn(), onChange: vi.fn() }
    await mountCard(
      <>
        <CardForm {...a} />
        <CardForm {...b} />
      </>,
    )
    await ready(a.onReady)
    await ready(b.onReady)
    const [fieldA, fieldB] = standIn.fields as [StandInField, StandInField]
    expect(fieldA.containerId).not.toBe(fieldB.containerId)
    await fieldB.type('5555 5555 5555 4444')
    await fieldB.typeCvv('321')
    await vi.waitFor(() => expect(b.onChange).toHaveBeenCalledWith(expect.objectContaining({ field: 'cvv' })))
    expect(a.onChange).not.toHaveBeenCalled()
    await expect(b.ref.current?.getToken()).resolves.toMatchObject({ lastFour: '4444', brand: 'MSTR' })
    await expect(a.ref.current?.getToken()).rejects.toThrow('Card details are invalid')
    expect(fieldA.tokenizeCalls).toBe(1)
    expect(fieldB.tokenizeCalls).toBe(1)
  })

  it('mounts the CVV of a saved card alone in cvv-only mode', async () => {
    const ref = createRef<CardFormHandle>()
    const onReady = vi.fn()
    const props: CardFormProps = { mode: 'cvv-only', token: 'saved-token', cardBrand: 'AMEX', onReady }
    await mountCard(<CardForm ref={ref} {...props} />)
    await ready(onReady)
    const vendor = await field()
    expect(vendor.config).toMatchObject({ cvvOnly: true, token: 'saved-token', cardType: 'americanExpress' })
    await vendor.typeCvv('1234')
    await expect(ref.current?.getToken()).resolves.toMatchObject({ token: 'saved-token' })
  })
})

describe('<CardForm> commands and lifetime', () => {
  it("gives the field's commands through its ref", async () => {
    const ref = createRef<CardFormHandle>()
    const onReady = vi.fn()
    await mountCard(<CardForm ref={ref} onReady={onReady} />)
    await ready(onReady)
    const vendor = await field()
    ref.current?.focus()
    ref.current?.cvvFocus()
    ref.current?.reset()
    expect(vendor.commands).toEqual(['focus', 'cvvFocus', 'reset'])
    await act(async () => ref.current?.refresh())
    await vi.waitFor(() => expect(onReady).toHaveBeenCalledTimes(2))
    expect(vendor.removed).toBe(true)
    expect(live()).toHaveLength(1)
  })

  it('tells onExpired and carries on with a fresh field', async () => {
    const onReady = vi.fn()
    const onExpired = vi.fn()
    await mountCard(<SplitForm onToken={() => {}} onReady={onReady} onExpired={onExpired} />)
    await ready(onReady)
    const vendor = await field()
    await act(async () => vendor.emit('expired', {}))
    expect(onExpired).toHaveBeenCalledOnce()
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe('ready'))
    expect(vendor.removed).toBe(true)
    expect(standIn.fields).toHaveLength(2)
  })

  it('calls the latest inline config function and makes no new field for a new one', async () => {
    const onReady = vi.fn()
    const signed = signedFor('inline')
    const calls: string[] = []
    const form = (tag: string) => (
      <CardForm
        onReady={onReady}
        config={async () => {
          calls.push(tag)
          return signed
        }}
      />
    )
    const view = await mountCard(form('first'))
    await ready(onReady)
    for (const tag of ['second', 'third'])
      await act(async () =>
        view.rerender(
          <PorticoProvider env="prod" merchantId="shop" plugins={[]} hosts={{ api: server.origin }}>
            {form(tag)}
          </PorticoProvider>,
        ),
      )
    expect(standIn.fields).toHaveLength(1)
    expect(calls).toEqual(['first'])
    const vendor = await field()
    await act(async () => vendor.emit('expired', {}))
    await vi.waitFor(() => expect(calls).toEqual(['first', 'third']))
  })
})

describe('useCardForm', () => {
  it('puts number and CVV in separate boxes and re-renders with the status', async () => {
    const onToken = vi.fn()
    const onReady = vi.fn()
    await mountCard(<SplitForm onToken={onToken} onReady={onReady} />)
    expect(screen.getByRole('status').textContent).toBe('loading' satisfies CardFieldStatus)
    await ready(onReady)
    expect(screen.getByRole('status').textContent).toBe('ready' satisfies CardFieldStatus)
    const vendor = await field()
    expect(screen.getByTestId('number').firstElementChild?.id).toBe(vendor.containerId)
    expect(screen.getByTestId('cvv').firstElementChild?.id).toBe(vendor.config.cvvContainerID)
    await vendor.type('4242424242424242')
    await vendor.typeCvv('123')
    await act(async () => screen.getByRole('button').click())
    await vi.waitFor(() =>
      expect(onToken).toHaveBeenCalledWith(expect.objectContaining({ lastFour: '4242' })),
    )
  })
})
