// The React part of the browser suite's bindings page: a purchase whose ref is its handle.
import type { CheckoutLoadError } from '@portico/core'
import { type CheckoutRef, type PorticoConfig, PorticoProvider, Purchase } from '@portico/react'
import { createElement, createRef } from 'react'
import { createRoot } from 'react-dom/client'

/** Renders a purchase in `container` under `config`; returns what reads its ref. */
export function mountReactPurchase(
  container: HTMLElement,
  config: PorticoConfig,
  onError: (error: CheckoutLoadError) => void,
): () => CheckoutRef | null {
  const ref = createRef<CheckoutRef>()
  const purchase = createElement(Purchase, {
    ref,
    blockchain: 'user',
    sessionKey: 'bindings-session',
    cents: 1999,
    onError,
  } as never)
  createRoot(container).render(createElement(PorticoProvider, config, purchase))
  return () => ref.current
}
