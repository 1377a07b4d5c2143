import { transition } from './motion'

/** How the checkout iframe is made. */
export interface FrameOptions {
  /**
   * Accessible title of the iframe (e.g. translated). @default named after the page: 'Checkout' for a
   * purchase or a payment intent, 'withdraw', 'Purchase history', 'Withdraw history', 'Link a bank account'
   */
  title?: string | undefined
  /** Load the checkout without the customer's cookies/storage (it partitions sign-in and 3DS). @default false */
  credentialless?: boolean | undefined
  /**
   * Follow the checkout's height (`heightChange`), with `scrolling="no"` on the frame; `false` leaves the
   * frame's height to your CSS and lets the checkout scroll inside it (`scrolling="yes"`). @default true
   */
  autoHeight?: boolean | undefined
}

/** What the checkout's pages may use: wallets' payment sheets, the camera (ID checks), copy, location. */
export const FRAME_ALLOW = 'payment; camera; clipboard-write; geolocation'

/**
 * The iframe of every surface, not yet in the page and without `src` (its surface sets it once it listens):
 * titled (what is in it, for assistive technology), granted `allow`, full width, no border, with `css`
 * added, and transparent with a 300 ms opacity transition (at once under reduced motion; the surface shows
 * it once its page has loaded).
 */
export function createFrame(
  doc: Document,
  title: string,
  options: Pick<FrameOptions, 'credentialless'> & { scrolling?: 'yes' | 'no' | undefined } = {},
  allow = FRAME_ALLOW,
  css = '',
): HTMLIFrameElement {
  const frame = doc.createElement('iframe')
  frame.title = title
  frame.allow = allow
  frame.style.cssText = `width:100%;border:0;opacity:0;${css}`
  frame.style.transition = transition(doc, 'opacity', 300)
  // Only navigations that start after `credentialless` is set are partitioned: it must come before src.
  if (options.credentialless) frame.setAttribute('credentialless', '')
  // A frame that grows with its page needs no scrollbar of its own; one of fixed height does.
  if (options.scrolling) frame.setAttribute('scrolling', options.scrolling)
  return frame
}
/** Sets the iframe's height to `height` px (the framed embed keeps it within the surface's limits). */
export function resizeFrame(frame: HTMLIFrameElement, height: number): void {
  frame.style.height = `${height}px`
}
