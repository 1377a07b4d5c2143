import { type DependencyList, useEffect, useMemo, useState } from 'react'

/** What the React bindings need of a core object: a status to watch, and a way to tear it down. */
interface CoreObject<S> {
  readonly status: S
  subscribe(listener: () => void): () => void
  destroy(): void
}

type State<S, T> = [object?: T, status?: S]

/**
 * Makes a core object one microtask from now, so that StrictMode's instant stop and start make one object
 * (one iframe, one navigation, one request) rather than one made only to be thrown away; returns the stop.
 * `set` gets the object with its status, again on each status change; a throw in `create` is rethrown
 * while rendering, so it reaches the nearest error boundary. The status is state set by the object's own
 * events rather than read with useSyncExternalStore: it changes a few times in an object's life, and a
 * store read would cost every render of a page that re-renders often.
 */
function start<S, T extends CoreObject<S>>(create: () => T, set: (state: () => State<S, T>) => void) {
  // Set once the object is made (to destroy it), or once stopped (so that it is never made).
  let stop: (() => void) | undefined
  Promise.resolve().then(() => {
    if (stop) return
    try {
      const object = create()
      const show = () => set(() => [object, object.status])
      const off = object.subscribe(show)
      stop = () => {
        off()
        object.destroy()
      }
      show()
    } catch (error) {
      set(() => {
        throw error
      })
    }
  })
  return () => {
    stop?.()
    stop = () => {}
  }
}

/**
 * Creates a core object (a card field) after commit and destroys it in the effect's cleanup, again
 * whenever `deps` change; returns it with its status (both `undefined` on the server and until it exists).
 */
export function useCoreObject<S, T extends CoreObject<S>>(
  create: () => T,
  deps: DependencyList,
): State<S, T> {
  const [state, set] = useState<State<S, T>>([])
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller says what `create` depends on
  useEffect(() => start(create, set), deps)
  return state
}

/**
 * Creates a core object (a checkout) in the element the returned ref is attached to, as soon as React
 * attaches it: during the commit, before the browser paints (an effect may wait for the paint, which is
 * long on a slow device). Destroyed when the element is detached, and made again when `deps` change;
 * never on the server, where refs are not attached.
 */
export function useCoreObjectIn<S, T extends CoreObject<S>, E>(
  create: (element: E) => T,
  deps: DependencyList,
): [T | undefined, S | undefined, (element: E | null) => void] {
  const [state, set] = useState<State<S, T>>([])
  const attach = useMemo(() => {
    let stop: (() => void) | undefined
    return (element: E | null) => {
      stop?.()
      stop = element ? start(() => create(element), set) : undefined
    }
    // biome-ignore lint/correctness/useExhaustiveDependencies: the caller says what `create` depends on
  }, deps)
  return [state[0], state[1], attach]
}
