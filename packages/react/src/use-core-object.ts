import { type DependencyList, useCallback, useEffect, useState, useSyncExternalStore } from 'react'

/** What the React bindings need of a core object: a status to watch, and a way to tear it down. */
interface CoreObject<S> {
  readonly status: S
  subscribe(listener: () => void): () => void
  destroy(): void
}

const none = () => {}

/**
 * Creates a core object (a checkout, a card field) after commit and destroys it in the effect's cleanup,
 * again whenever `deps` change; returns it with its status (both `undefined` on the server and until it
 * exists). Creation waits one microtask so that StrictMode's instant unmount and remount make one object
 * (one iframe, one navigation, one request) rather than one made only to be thrown away. A throw in
 * `create` is rethrown while rendering, so it reaches the nearest error boundary.
 */
export function useCoreObject<S, T extends CoreObject<S>>(
  create: () => T,
  deps: DependencyList,
): [T | undefined, S | undefined] {
  const [object, setObject] = useState<T>()
  useEffect(() => {
    let live = true
    let made: T | undefined
    Promise.resolve().then(() => {
      if (!live) return
      try {
        made = create()
        setObject(made)
      } catch (error) {
        setObject(() => {
          throw error
        })
      }
    })
    return () => {
      live = false
      made?.destroy()
    }
    // biome-ignore lint/correctness/useExhaustiveDependencies: the caller says what `create` depends on
  }, deps)
  const subscribe = useCallback((listener: () => void) => object?.subscribe(listener) ?? none, [object])
  const status = useSyncExternalStore(
    subscribe,
    () => object?.status,
    () => undefined,
  )
  return [object, status]
}
