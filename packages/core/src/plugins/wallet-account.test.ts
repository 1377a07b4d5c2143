// @vitest-environment happy-dom

import { withCheckoutPage } from '@portico/test-fixtures/checkout-page'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PaymentButtonOptions } from '../buttons/create-payment-button'
import { mountPaymentButton } from '../buttons/mount-payment-button'
import { type MountCheckoutOptions, mountCheckout } from '../checkout/mount-checkout'
import { type ChainEntry, definePlugin } from './plugin'
import { ACCOUNT_WAIT_MS, askAccount } from './wallet-account'

// A real checkout page on 127.0.0.1: each navigation of the frame (a checkout's or a payment button's) is
// one hit, so the tests see how many times and with which URL the frame went there.
const page = withCheckoutPage()

/** A wallet that has no address of its own, only an account to ask for (like a bare EIP-1193 provider). */
interface AskedWallet {
  account(): Promise<string | undefined>
}
// A test-only chain, registered so options type-check as a merchant's would with its plugin installed.
declare module './plugin' {
  interface ChainRegistry {
    'account-test': ChainEntry<AskedWallet>
  }
}
const asked = definePlugin<AskedWallet>({
  name: 'asked',
  blockchains: ['account-test'],
  walletAddress: () => undefined,
  walletAccount: (wallet) => wallet.account(),
  handlers: () => ({}),
})

/** A promise and the functions that settle it, for an account that comes when the test says. */
function later<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((yes, no) => {
    resolve = yes
    reject = no
  })
  return { promise, resolve, reject }
}

type Handle = { iframe: HTMLIFrameElement; status: string; destroy(): void }
const handles: Handle[] = []
// Frames that finished loading: each is let finish before the next step, as removing a frame mid-load
// makes happy-dom log the abort.
const loaded = new WeakMap<HTMLIFrameElement, string | null>()
/** Keeps `handle` for the cleanup, and records each load of its frame. */
function kept<H extends Handle>(handle: H): H {
  handles.push(handle)
  const { iframe } = handle
  iframe.addEventListener('load', () => loaded.set(iframe, iframe.getAttribute('src')))
  return handle
}
const box = () => document.body.appendChild(document.createElement('div'))
const pubkeys = () => page.hits.map((hit) => new URL(hit, page.origin).searchParams.get('pubkey'))
/** Waits for the `n`-th navigation of the test's frames to reach the page and load. */
const navigations = (n: number) =>
  vi.waitFor(() => {
    expect(page.hits).toHaveLength(n)
    for (const { iframe } of handles)
      if (iframe.isConnected && iframe.hasAttribute('src'))
        expect(loaded.get(iframe)).toBe(iframe.getAttribute('src'))
  })

afterEach(async () => {
  await navigations(page.hits.length)
  for (const handle of handles) handle.destroy()
  handles.length = 0
  document.body.replaceChildren()
  page.hits.length = 0
})

type Options = MountCheckoutOptions<'account-test'>
const options = (wallet: AskedWallet | undefined, extra: Partial<Options> = {}): Options => ({
  blockchain: 'account-test',
  merchantId: 'shop',
  hosts: { checkout: page.origin },
  plugins: [asked],
  wallet,
  ...extra,
})
const button = (
  wallet: AskedWallet | undefined,
  extra: Partial<PaymentButtonOptions> = {},
): PaymentButtonOptions => ({
  method: 'apple-pay',
  color: 'black',
  blockchain: 'account-test',
  merchantId: 'shop',
  hosts: { checkout: page.origin },
  plugins: [asked],
  wallet,
  subtotal: { cents: 100 },
  ...extra,
})

/** What both surfaces take alike here. */
type Common = { pubkey?: string; loadTimeoutMs?: number }
/**
 * A surface that asks its wallet, mounted with `wallet`: `update` gives it the same options again with
 * `wallet`, or (`reload`) with a change that loads its page again.
 */
interface AskingSurface {
  name: string
  mount(wallet: AskedWallet | undefined, extra?: Common): Mounted
}
type Mounted = { handle: Handle; update(wallet: AskedWallet, reload?: boolean): void }
const SURFACES: AskingSurface[] = [
  {
    name: 'mountCheckout',
    mount(wallet, extra = {}) {
      const handle = kept(mountCheckout(box(), options(wallet, extra)))
      const reloads = { subtotal: { cents: 200 } }
      return {
        handle,
        update: (next, reload) => handle.update(options(next, { ...extra, ...(reload && reloads) })),
      }
    },
  },
  {
    // A new amount alone is posted to the button's page: another colour loads it again.
    name: 'mountPaymentButton',
    mount(wallet, extra = {}) {
      const handle = kept(mountPaymentButton(box(), button(wallet, extra)))
      const reloads = { color: 'white' } as const
      return {
        handle,
        update: (next, reload) => handle.update(button(next, { ...extra, ...(reload && reloads) })),
      }
    },
  },
]

describe.each(SURFACES)('$name with a wallet whose account is asked for', ({ mount }) => {
  it('makes the frame at once and navigates it once, with the account as pubkey, when it comes', async () => {
    const account = later<string | undefined>()
    const { handle } = mount({ account: () => account.promise })
    expect(handle.iframe.isConnected).toBe(true)
    expect(handle.iframe.hasAttribute('src')).toBe(false)
    expect(handle.status).toBe('loading')
    account.resolve('0xAbC')
    await navigations(1)
    expect(pubkeys()).toEqual(['0xAbC'])
    expect(new URL(handle.iframe.src).searchParams.get('pubkey')).toBe('0xAbC')
  })

  it('keeps the account for the same wallet when an update reloads it, and asks a new wallet', async () => {
    const first = { account: vi.fn(async () => '0xAbC') }
    const { update } = mount(first)
    await navigations(1)
    // The same options: nothing happens; a change that reloads the page asks nothing again.
    update(first)
    update(first, true)
    await navigations(2)
    expect(first.account).toHaveBeenCalledOnce()
    const second = later<string | undefined>()
    update({ account: () => second.promise }, true)
    second.resolve('0xDef')
    await navigations(3)
    expect(pubkeys()).toEqual(['0xAbC', '0xAbC', '0xDef'])
  })

  it('asks again in a new one of the same wallet: the shopper may have switched accounts', async () => {
    const wallet = { account: vi.fn<() => Promise<string | undefined>>(async () => '0xAbC') }
    mount(wallet)
    await navigations(1)
    wallet.account.mockResolvedValueOnce('0xDef')
    mount(wallet)
    await navigations(2)
    expect(wallet.account).toHaveBeenCalledTimes(2)
    expect(pubkeys()).toEqual(['0xAbC', '0xDef'])
  })

  it('navigates without pubkey when the wallet fails, throws or answers none, with no unhandled rejection', async () => {
    const accounts = [
      vi.fn(() => Promise.reject(new Error('the wallet is locked'))),
      vi.fn(() => {
        throw new Error('not a provider')
      }),
      vi.fn(async () => undefined),
    ]
    for (const account of accounts) mount({ account })
    await navigations(3)
    expect(pubkeys()).toEqual([null, null, null])
    for (const account of accounts) expect(account).toHaveBeenCalledOnce()
  })

  it('does not wait forever for a wallet that never answers: it loads without pubkey within the load time', async () => {
    const { handle } = mount({ account: () => new Promise(() => {}) }, { loadTimeoutMs: 400 })
    expect(handle.iframe.hasAttribute('src')).toBe(false)
    await navigations(1)
    expect(pubkeys()).toEqual([null])
    expect(handle.iframe.getAttribute('src')).toContain(page.origin)
  })

  it('asks nothing when pubkey is given, and never navigates once destroyed', async () => {
    const account = vi.fn(async () => '0xAbC')
    mount({ account }, { pubkey: 'given' })
    const pending = later<string | undefined>()
    const destroyed = mount({ account: () => pending.promise }).handle
    destroyed.destroy()
    pending.resolve('0xLate')
    await navigations(1)
    await pending.promise
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(account).not.toHaveBeenCalled()
    expect(pubkeys()).toEqual(['given'])
    expect(destroyed.iframe.hasAttribute('src')).toBe(false)
  })

  it('drops the late answer of a wallet it no longer has, and keeps the one it has', async () => {
    const first = later<string | undefined>()
    const { update } = mount({ account: () => first.promise })
    const second = { account: vi.fn(async () => '0xDef') }
    update(second)
    await navigations(1)
    first.resolve('0xAbC')
    await first.promise
    await new Promise((resolve) => setTimeout(resolve, 0))
    // Still the second wallet's answer: a reload needs no new ask, and the frame does not wait for one.
    update(second, true)
    await navigations(2)
    expect(second.account).toHaveBeenCalledOnce()
    expect(pubkeys()).toEqual(['0xDef', '0xDef'])
  })
})

describe('payment buttons with a wallet whose account is asked for', () => {
  it('put the account in the URL of each kind of button, PayPal and Venmo included', async () => {
    const wallet = { account: vi.fn(async () => '0xAbC') }
    for (const method of ['google-pay', 'paypal', 'venmo'] as const)
      kept(mountPaymentButton(box(), button(wallet, { method, overlayId: 'sheet' })))
    await navigations(3)
    expect(wallet.account).toHaveBeenCalledTimes(3)
    expect(page.hits.map((hit) => hit.split('?')[0]).sort()).toEqual([
      '/form/account-test/google-pay/shop',
      '/form/account-test/paypal/shop',
      '/form/account-test/venmo/shop',
    ])
    expect(pubkeys()).toEqual(['0xAbC', '0xAbC', '0xAbC'])
  })
})

describe('askAccount', () => {
  it('answers the account, nothing when the wallet fails, throws or answers none, and never rejects', async () => {
    const wallet = { account: vi.fn<() => Promise<string | undefined>>(async () => '0xAbC') }
    expect(await askAccount(asked, wallet, 30_000)).toBe('0xAbC')
    wallet.account.mockRejectedValueOnce(new Error('locked'))
    expect(await askAccount(asked, wallet, 30_000)).toBeUndefined()
    wallet.account.mockImplementationOnce(() => {
      throw new Error('not a provider')
    })
    expect(await askAccount(asked, wallet, 30_000)).toBeUndefined()
    wallet.account.mockResolvedValueOnce('')
    expect(await askAccount(asked, wallet, 30_000)).toBeUndefined()
  })

  it('settles without an answer after half the load timeout when that is under 5 s', async () => {
    vi.useFakeTimers()
    try {
      const settled = vi.fn()
      void askAccount(asked, { account: () => new Promise(() => {}) }, 2000).then(settled)
      await vi.advanceTimersByTimeAsync(999)
      expect(settled).not.toHaveBeenCalled()
      await vi.advanceTimersByTimeAsync(1)
      expect(settled).toHaveBeenCalledOnce()
      // An endless load timeout still bounds the ask.
      void askAccount(asked, { account: () => new Promise(() => {}) }, Number.POSITIVE_INFINITY).then(settled)
      await vi.advanceTimersByTimeAsync(ACCOUNT_WAIT_MS)
      expect(settled).toHaveBeenCalledTimes(2)
    } finally {
      vi.useRealTimers()
    }
  })
})
