/**
 * Whether the customer asked for less motion (`prefers-reduced-motion: reduce`): Portico's parts then
 * appear and leave at once, and nothing pulses.
 */
export function reducedMotion(doc: Document): boolean {
  return doc.defaultView?.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
}

/** `transition` for a fade of `ms`, or none when the customer asked for less motion. */
export function transition(doc: Document, property: string, ms: number): string {
  return reducedMotion(doc) ? 'none' : `${property} ${ms}ms`
}
