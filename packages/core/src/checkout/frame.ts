/** How the checkout iframe is made. */
export interface FrameOptions {
  /** Accessible title of the iframe. @default 'withdraw' */
  title?: string | undefined
  /** Load the checkout without the customer's cookies/storage (it partitions sign-in and 3DS). @default false */
  credentialless?: boolean | undefined
}

/**
 * The checkout iframe, not yet in the page: titled, granted payment, camera and clipboard-write, full
 * width, no border, and transparent with a 300 ms opacity transition (the embedder shows it on `load`).
 */
export function createFrame(doc: Document, src: string, options: FrameOptions = {}): HTMLIFrameElement {
  const frame = doc.createElement('iframe')
  frame.title = options.title ?? 'withdraw'
  frame.allow = 'payment; camera; clipboard-write'
  frame.style.cssText = 'width:100%;border:0;opacity:0;transition:opacity 300ms'
  // Only navigations that start after `credentialless` is set are partitioned: it must come before src.
  if (options.credentialless) frame.setAttribute('credentialless', '')
  frame.src = src
  return frame
}

/** Sets the iframe's height to `height` px, kept within `min`..`max`; returns the height applied. */
export function resizeFrame(frame: HTMLIFrameElement, height: number, min = 0, max = Infinity): number {
  const applied = Math.min(Math.max(height, min), max)
  frame.style.height = `${applied}px`
  return applied
}
