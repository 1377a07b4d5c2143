import {
  type DependencyList,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'
import { type PorticoConfig, PROVIDED } from './portico-provider'
import { sameData } from './same-data'
import { usePortico } from './use-portico'

/** What the bindings need of a core object: a status to watch, and a way to tear it down. */
export interface CoreObject<S> {
  readonly status: S
  subscribe(listener: (status: S) => void): () => void
  destroy(): void
}

// Layout effects warn when rendered on a server, where nothing is made anyway.
const useClientLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect
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
}

/**
 * The one pattern of every Portico component. The core object is made in the commit (a layout effect,
 * before the browser paints) one microtask later, so StrictMode's instant stop and start make one object
 * (one iframe, one navigation), and destroyed on unmount. It holds one options object: while new props
 * carry the same data (inline callbacks, a wallet object with the same data), that object takes them in
 * place, so the latest callbacks run and nothing is rebuilt; new data goes to `update()`. The status is read
 * with useSyncExternalStore. A throw in `create` reaches the nearest error boundary.
 */
export function useEmbed<O extends object, H extends CoreObject<S>, S>(
  options: O,
  create: (options: O) => H,
  lifecycle: EmbedLifecycle<O, H>,
): [handle: H | undefined, status: S | undefined] {
  const held = useRef(options)
  const [handle, setHandle] = useState<H>()
  // In every commit, before a new object is made: the latest callbacks in place, or new data to the object.
  useClientLayoutEffect(() => {
    if (sameData(options, held.current)) Object.assign(held.current, options)
    else {
      held.current = options
      if (handle) lifecycle.update?.(handle, options)
    }
  })
  useClientLayoutEffect(() => {
    let stop: (() => void) | undefined
    Promise.resolve().then(() => {
      if (stop) return
      try {
        const made = create(held.current)
        stop = () => made.destroy()
        setHandle(() => made)
      } catch (error) {
        setHandle(() => {
          throw error
        })
      }
    })
    return () => {
      stop?.()
      stop = () => {}
      setHandle(undefined)
    }
  }, lifecycle.remake)
  const status = useSyncExternalStore(
    handle ? handle.subscribe : unsubscribed,
    () => handle?.status,
    () => undefined,
  )
  return [handle, status]
}
