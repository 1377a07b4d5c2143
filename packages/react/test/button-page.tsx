// The merchant page of the Chromium button suite (test/browser/buttons.browser.test.ts bundles it with the
// built @portico/core, @portico/react and React 19): mounts payment buttons the way the READMEs show, with
// `mountPaymentButton` or the React components, changes their amount the way a merchant page does (update()
// with fresh options, or a React re-render) and records what they report, so the tests read plain data back.
// A core button may pay from the shopper's injected wallet (`window.ethereum`, the bare provider) on eth.
import {
  type CheckoutInfo,
  mountPaymentButton,
  type PaymentButtonColor,
  PaymentButtonError,
  type PaymentButtonHandle,
  type PaymentButtonMethod,
  type PaymentButtonOptions,
  type PhoneNumber,
} from '@portico/core'
import { type Eip1193Provider, evm } from '@portico/evm'
import { ApplePayButton, GooglePayButton, PayPalButton, PorticoProvider, VenmoButton } from '@portico/react'
import { StrictMode, useState } from 'react'
import { flushSync } from 'react-dom'
import { createRoot, type Root } from 'react-dom/client'

/** A button as a test asks for it. */
export interface ButtonSpec {
  method: PaymentButtonMethod
  color: PaymentButtonColor
  hosts: { checkout: string; api: string }
  merchantId: string
  cents: number
  overlayId?: string
  email?: string
  phoneNumber?: PhoneNumber
  /** mountPaymentButton only: the wallet is the page's `window.ethereum` as it is (a bare provider), on eth. */
  injected?: boolean
}

/** What one button reported to the merchant page. */
export interface ButtonLog {
  loads: number
  successes: unknown[]
  approvals: unknown[]
  errors: Array<{ name: string; code: string; message: string; typed: boolean }>
  heights: number[]
  /** React renders of the component holding the button (0 for mountPaymentButton). */
  renders: number
}

interface Mounted {
  spec: ButtonSpec
  log: ButtonLog
  /** Applies a new spec: update() with fresh options, or a synchronous React render. */
  set(spec: ButtonSpec): void
  destroy(): void
}

const mounted = new Map<string, Mounted>()
const plugins: [] = []
const evmPlugins = [evm()]

// Fresh callbacks on each call, as an inline `onSuccess={...}` gives on each render.
function callbacks(log: ButtonLog) {
  return {
    onLoad: () => {
      log.loads++
    },
    onSuccess: (info: CheckoutInfo | undefined) => log.successes.push(info),
    onApprove: (info: CheckoutInfo) => log.approvals.push(info),
    onError: (error: PaymentButtonError) =>
      log.errors.push({
        name: error.name,
        code: error.code,
        message: error.message,
        typed: error instanceof PaymentButtonError,
      }),
    onHeightChange: (height: number) => log.heights.push(height),
  }
}

function coreOptions(spec: ButtonSpec, log: ButtonLog): PaymentButtonOptions {
  const { cents, injected, ...rest } = spec
  const { ethereum } = window as { ethereum?: Eip1193Provider }
  const chain = injected && { blockchain: 'eth' as const, plugins: evmPlugins, wallet: ethereum }
  return { env: 'local', ...rest, ...chain, subtotal: { cents }, ...callbacks(log) }
}

function mountCore(container: HTMLElement, spec: ButtonSpec, log: ButtonLog): Mounted {
  const handle: PaymentButtonHandle = mountPaymentButton(container, coreOptions(spec, log))
  return {
    spec,
    log,
    set: (next) => handle.update(coreOptions(next, log)),
    destroy: () => handle.destroy(),
  }
}

/** One brand's React button with inline props, as a merchant writes it. */
function Brand({ spec, log }: { spec: ButtonSpec; log: ButtonLog }) {
  log.renders++
  const { onLoad, onSuccess, onApprove, onError } = callbacks(log)
  const common = { color: spec.color, subtotal: { cents: spec.cents }, onLoad, onError }
  const wallet = {
    ...common,
    overlayId: spec.overlayId ?? '',
    email: spec.email,
    phoneNumber: spec.phoneNumber,
    onApprove,
  }
  switch (spec.method) {
    case 'apple-pay':
      return <ApplePayButton {...common} onSuccess={onSuccess} />
    case 'google-pay':
      return <GooglePayButton {...common} onSuccess={onSuccess} />
    case 'paypal':
      return <PayPalButton {...wallet} />
    case 'venmo':
      return <VenmoButton {...wallet} />
  }
}

/** The merchant's page: holds the spec in state, so each change is a React render of its own. */
function Page({
  spec,
  log,
  expose,
}: {
  spec: ButtonSpec
  log: ButtonLog
  expose: (set: (spec: ButtonSpec) => void) => void
}) {
  const [current, set] = useState(spec)
  expose(set)
  return (
    <PorticoProvider env="local" hosts={spec.hosts} merchantId={spec.merchantId} plugins={plugins}>
      <Brand spec={current} log={log} />
    </PorticoProvider>
  )
}

function mountReact(container: HTMLElement, spec: ButtonSpec, log: ButtonLog): Mounted {
  let setSpec: (spec: ButtonSpec) => void = () => {}
  const root: Root = createRoot(container)
  flushSync(() =>
    root.render(
      <StrictMode>
        <Page
          spec={spec}
          log={log}
          expose={(set) => {
            setSpec = set
          }}
        />
      </StrictMode>,
    ),
  )
  return {
    spec,
    log,
    // flushSync: every change is a render of its own, as 1,000 keystrokes would be.
    set: (next) => flushSync(() => setSpec(next)),
    destroy: () => root.unmount(),
  }
}

function entry(name: string): Mounted {
  const found = mounted.get(name)
  if (!found) throw new Error(`no button ${name}`)
  return found
}

const buttons = {
  /** Mounts a button into the element matching `selector`, with the core or the React component. */
  mount(name: string, selector: string, spec: ButtonSpec, how: 'core' | 'react'): void {
    const container = document.querySelector<HTMLElement>(selector)
    if (!container) throw new Error(`no element ${selector}`)
    const log: ButtonLog = { loads: 0, successes: [], approvals: [], errors: [], heights: [], renders: 0 }
    mounted.set(name, (how === 'core' ? mountCore : mountReact)(container, spec, log))
  },
  /** Applies `changes` to the button's spec (no changes: a parent's re-render). */
  set(name: string, changes: Partial<ButtonSpec> = {}): void {
    const found = entry(name)
    found.spec = { ...found.spec, ...changes }
    found.set(found.spec)
  },
  /** Sets the amount to each of `from`..`to` cents in turn, one update or render each. */
  count(name: string, from: number, to: number): void {
    for (let cents = from; cents <= to; cents++) buttons.set(name, { cents })
  },
  log: (name: string): ButtonLog => entry(name).log,
  destroy(name: string): void {
    entry(name).destroy()
    mounted.delete(name)
  },
}

/** The page's buttons as the tests reach them: `window.buttons`. */
export type ButtonPage = typeof buttons

declare global {
  interface Window {
    buttons: ButtonPage
  }
}
window.buttons = buttons
