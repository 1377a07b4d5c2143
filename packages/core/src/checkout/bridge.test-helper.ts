// Test helper for the bridge's DOM tests: the checkout page stand-in's frames, and a wallet the test answers
// by hand, so a test decides when (and whether) each request is answered.
import { nextLoad, type serveCheckoutPage } from '@portico/test-fixtures/checkout-page'
import { vi } from 'vitest'

/** The checkout page stand-in served for a test file. */
export type CheckoutPage = Awaited<ReturnType<typeof serveCheckoutPage>>

/** A new iframe of the checkout page appended to `parent` (the body by default), once it has loaded. */
export async function loadedFrame(page: CheckoutPage, parent: ParentNode = document.body) {
  const iframe = document.createElement('iframe')
  iframe.src = `${page.origin}/solana/purchase-v2/m`
  const loaded = nextLoad(iframe)
  parent.append(iframe)
  await loaded
  return iframe
}

/** A wallet handler that answers only when the test says: `answer(data, reply)` settles the call for `data`. */
export function handWallet() {
  const pending = new Map<string, (reply: string) => void>()
  const handler = vi.fn(
    (data: string) => new Promise<string>((resolve) => pending.set(data, (reply) => resolve(reply))),
  )
  const answer = (data: string, reply: string) => {
    const resolve = pending.get(data)
    if (!resolve) throw new Error(`the wallet was never asked for ${data}`)
    resolve(reply)
  }
  return { handler, answer }
}
