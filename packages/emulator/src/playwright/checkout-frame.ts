import type { ElementHandle, Frame, Locator, Page } from 'playwright-core'
import { DEFAULT_TIMEOUT_MS, until } from './until'

/** The emulator's checkout pages, as their `<body data-testid="checkout-{kind}">` names them. */
export type CheckoutPageKind = 'purchase' | 'withdraw' | 'purchase-history' | 'withdraw-history'

/** Options of `checkoutFrame`. */
export interface CheckoutFrameOptions {
  /** Only this kind of checkout page. @default any */
  kind?: CheckoutPageKind
  /** Only checkouts served from this origin, e.g. `emulator.checkoutOrigin`. @default any origin */
  origin?: string
  /** Only frames whose URL this accepts, e.g. `(url) => url.searchParams.get('pubkey') === address`. */
  accept?: (url: URL) => boolean
  /** Where on the merchant page to look, e.g. `page.getByTestId('purchase')`. @default the whole page */
  within?: Locator
  /** @default 30000 */
  timeout?: number
}

// A frame can drop out of contentFrame() while the page still shows it (Chromium's out-of-process frames
// navigating twice in a row): find it again among the page's frames by the iframe's src.
async function frameOf(page: Page, iframe: ElementHandle): Promise<Frame | undefined> {
  const frame = await iframe.contentFrame().catch(() => null)
  if (frame) return frame
  const src = await iframe.getAttribute('src').catch(() => null)
  return src ? page.frames().find((f) => f.url() === src) : undefined
}

/**
 * The emulator checkout embedded in the merchant page (by `mountCheckout`, `<Purchase>`, `<Withdraw>`, …),
 * once its document has loaded and its script runs. The checkout reloads when its URL changes (a wallet
 * connecting gives it `?pubkey=`): ask for the frame after that, or pass `accept`.
 */
export function checkoutFrame(page: Page, options: CheckoutFrameOptions = {}): Promise<Frame> {
  const { kind, origin, accept, within, timeout = DEFAULT_TIMEOUT_MS } = options
  const iframes = within ? within.locator('iframe') : page.locator('iframe')
  return until(`loaded ${kind ?? 'checkout'} frame`, timeout, async (seen) => {
    for (const iframe of await iframes.elementHandles()) {
      const frame = await frameOf(page, iframe)
      if (!frame || frame.isDetached()) continue
      let url: URL
      try {
        url = new URL(frame.url())
      } catch {
        continue
      }
      if ((origin && url.origin !== origin) || (accept && !accept(url))) continue
      const state = await frame
        .evaluate(() => ({ ready: document.readyState, page: document.body?.dataset.testid ?? '' }))
        .catch(() => undefined)
      if (!state?.page.startsWith('checkout-')) continue
      seen(`${url.href} (${state.ready}, ${state.page})`)
      if (state.ready === 'complete' && (!kind || state.page === `checkout-${kind}`)) return frame
    }
    return undefined
  })
}
