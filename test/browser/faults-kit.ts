// Runs in the merchant page of the fault suite (bundled with the built @portico/core by harness.ts): one
// checkout served by a wallet whose every answer the test gives by hand, so the test decides when, and
// whether, the wallet answers; and what the page saw (wallet requests, iframe loads) read back as plain data.
import { type CheckoutHandle, definePlugin, type MountCheckoutOptions, mountCheckout } from '@portico/core'

/** What the test may choose about the checkout it mounts. */
export interface FaultsCheckout {
  /** The checkout's origin. */
  checkout: string
  /** The page's path after the blockchain segment (the stand-in reads its behaviour from it). */
  route: string
  walletTimeoutMs?: number
}

const asked: string[] = []
const answers = new Map<string, (reply: string) => void>()
// A wallet that asks the test: each signMessage waits until `answer(data, reply)`.
const hand = definePlugin<object>({
  name: 'hand',
  blockchains: ['hand'],
  walletAddress: () => 'W1',
  handlers: () => ({
    signMessage: (data) =>
      new Promise<string>((resolve) => {
        asked.push(data)
        answers.set(data, resolve)
      }),
  }),
})

let handle: CheckoutHandle | undefined
let loads = 0
const heard: unknown[] = []

const options = (o: FaultsCheckout) =>
  ({
    baseUrl: o.checkout,
    blockchain: 'hand',
    merchantId: 'm1',
    route: o.route,
    plugins: [hand],
    wallet: {},
    ...(o.walletTimeoutMs === undefined ? {} : { walletTimeoutMs: o.walletTimeoutMs }),
  }) as unknown as MountCheckoutOptions

const faults = {
  /** Mounts the checkout into `#a`. */
  mount(o: FaultsCheckout) {
    handle = mountCheckout(document.querySelector('#a') as HTMLElement, options(o))
    // Added after the bridge's own: when this count moves, the bridge has seen that load.
    handle.iframe.addEventListener('load', () => loads++)
  },
  /** Gives the mounted checkout new options, as a re-render does. */
  update(o: FaultsCheckout) {
    handle?.update(options(o))
  },
  /** The wallet answers its request for `data`. */
  answer(data: string, reply: string) {
    const resolve = answers.get(data)
    if (!resolve) throw new Error(`the wallet was never asked for ${data}`)
    resolve(reply)
  },
  /** What the wallet was asked, oldest first. */
  asked: () => asked,
  /** The iframe's load events so far. */
  loads: () => loads,
  /** Moves the checkout's container `#a` into `#b`: the iframe gets a new browsing context. */
  move: () => document.querySelector('#b')?.append(document.querySelector('#a') as HTMLElement),
  /** From now on, records every message the page gets (a listener of its own, beside the bridge's). */
  hear: () => addEventListener('message', (event) => heard.push(event.data)),
  /** The messages recorded since `hear()`. */
  heard: () => heard,
  /** Takes the checkout's container out of the page, without destroy(). */
  remove: () => document.querySelector('#a')?.remove(),
}

/** The fault kit as the tests reach it: `window.faults`. */
export type FaultsKit = typeof faults

declare global {
  interface Window {
    /** The fault kit, in the merchant page of the fault suite. */
    faults: FaultsKit
  }
}
window.faults = faults
