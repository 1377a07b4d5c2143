import { type DependencyList, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react'
import { type PorticoConfig, PROVIDED } from './portico-provider'
import { sameData } from './same-data'
import { usePortico } from './use-portico'

/** What the bindings need of a core object: a status to watch, and a way to tear it down. */
export interface CoreObject<S> {
  readonly status: S
  subscribe(listener: (status: S) => void): () => void
  destroy(): void
}

const unsubscribed = () => () => {}

/** `props` with the provider's configuration (env, hosts, merchantId, plugins, nonce, onEvent…) where they give none. */
export function useProvided<P extends object>(props: P): P & PorticoConfig {
  const config = usePortico()
  const merged: Record<string, unknown> = { ...(props as Record<string, unknown>) }
  for (const key of PROVIDED) merged[key] ??= config[key]
  return merged as P & PorticoConfig
}

/**
 * A number that changes whenever `value` changes in data (callbacks aside, objects by their keys), for a
 * core object that cannot be updated and must be made again (the card fields). Kept in state: React's
 * own way to remember what the last render saw.
 */
export function useDataVersion(value: unknown): number {
  const [seen, setSeen] = useState({ value, version: 0 })
  if (sameData(value, seen.value)) return seen.version
  const next = { value, version: seen.version + 1 }
  setSeen(next)
  return next.version
}

/** How `useEmbed` treats new options. */
export interface EmbedLifecycle<O, H> {
  /** What makes a new core object: the object is made again when one of these changes. */
  remake: DependencyList
  /** Hands new data to the core object (which decides whether it reloads); without it, only `remake` does. */
  update?: ((handle: H, options: O) => void) | undefined
  /**
   * Make the object in an effect rather than when the returned ref attaches (the card fields, whose
   * elements are the merchant's own refs). @default false
   */
  inEffect?: boolean | undefined
}

/**
 * Makes a core object one microtask from now, so that StrictMode's instant stop and start make one object
 * (one iframe, one navigation) rather than one made only to be thrown away; returns the stop. A throw in
 * `create` is rethrown while rendering, so it reaches the nearest error boundary.
 */
function start<H extends CoreObject<unknown>>(create: () => H, set: (state: () => H | undefined) => void) {
  let stop: (() => void) | undefined
  Promise.resolve().then(() => {
    if (stop) return
    try {
      const made = create()
      stop = () => made.destroy()
      set(() => made)
    } catch (error) {
      set(() => {
        throw error
      })
    }
  })
  return () => {
    stop?.()
    stop = () => {}
    set(() => undefined)
  }
}

/**
 * The one pattern of every Portico component. The core object is made when the returned ref attaches its
 * element (in the commit, before the browser paints; never on the server) or, with `inEffect`, after
 * commit, and destroyed when it detaches or unmounts. It holds one options object: while new props carry
 * the same data (inline callbacks, a wallet object with the same data), that object takes them in place
 * after each commit, so the latest callbacks run and nothing is rebuilt; new data goes to `update()`. The
 * status is read with useSyncExternalStore.
 */
export function useEmbed<O extends object, H extends CoreObject<S>, S>(
  options: O,
  create: (options: O, element: HTMLElement | undefined) => H,
  lifecycle: EmbedLifecycle<O, H>,
): [handle: H | undefined, status: S | undefined, attach: (element: HTMLElement | null) => void] {
  const held = useRef(options)
  const [handle, setHandle] = useState<H>()
  // After every commit (and before an effect makes a new object): the latest callbacks in place, or new
  // data to the object.
  useEffect(() => {
    if (sameData(options, held.current)) Object.assign(held.current, options)
    else {
      held.current = options
      if (handle) lifecycle.update?.(handle, options)
    }
  })
  // The options of the render that asked for a new object: the effect above may not have run yet.
  const make = (element?: HTMLElement) => () => {
    if (!sameData(options, held.current)) held.current = options
    return create(held.current, element)
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller says what makes a new object
  useEffect(() => (lifecycle.inEffect ? start(make(), setHandle) : undefined), lifecycle.remake)
  const attach = useMemo(
    () => {
      let stop: (() => void) | undefined
      return (element: HTMLElement | null) => {
        stop?.()
        stop = element && !lifecycle.inEffect ? start(make(element), setHandle) : undefined
      }
    },
    // biome-ignore lint/correctness/useExhaustiveDependencies: the caller says what makes a new object
    lifecycle.remake,
  )
  const status = useSyncExternalStore(
    handle ? handle.subscribe : unsubscribed,
    () => handle?.status,
    () => undefined,
  )
  return [handle, status, attach]
}
