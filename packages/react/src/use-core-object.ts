import { type DependencyList, useEffect, useState } from 'react'

/** What the React bindings need of a core object: a status to watch, and a way to tear it down. */
interface CoreObject<S> {
  readonly status: S
  subscribe(listener: () => void): () => void
  destroy(): void
}

/**
 * Creates a core object (a checkout, a card field) after commit and destroys it in the effect's cleanup,
 * again whenever `deps` change; returns it with its status (both `undefined` on the server and until it
 * exists). Creation waits one microtask so that StrictMode's instant unmount and remount make one object
 * (one iframe, one navigation, one request) rather than one made only to be thrown away. A throw in
 * `create` is rethrown while rendering, so it reaches the nearest error boundary.
 *
 * The status is state set by the object's own events rather than read with useSyncExternalStore: it
 * changes a few times in an object's life, and a store read would cost every render of a page that
 * re-renders often (a check on each render and, for a getSnapshot made anew, an effect after each commit).
 */
export function useCoreObject<S, T extends CoreObject<S>>(
  create: () => T,
  deps: DependencyList,
): [T | undefined, S | undefined] {
  const [state, setState] = useState<[T | undefined, S | undefined]>([undefined, undefined])
  useEffect(() => {
    let live = true
    let made: T | undefined
    let off: (() => void) | undefined
    Promise.resolve().then(() => {
      if (!live) return
      try {
        const object = create()
        made = object
        const show = () => setState([object, object.status])
        off = object.subscribe(show)
        show()
      } catch (error) {
        setState(() => {
          throw error
        })
      }
    })
    return () => {
      live = false
      off?.()
      made?.destroy()
    }
    // biome-ignore lint/correctness/useExhaustiveDependencies: the caller says what `create` depends on
  }, deps)
  return state
}
