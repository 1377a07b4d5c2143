import {
  createSurfaceRef,
  type HeldSurface,
  holdOptions,
  type ProvidedKey,
  type SurfaceHandle,
  withProvided,
} from '@portico/core/internal'
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import type { PorticoConfig } from './portico-provider'
import { usePortico } from './use-portico'

/** `props` with the provider's configuration (env, hosts, merchantId, plugins, nonce, onEvent…) where they give none. */
export function useProvided<P extends object>(props: P, keys?: readonly ProvidedKey[]): P & PorticoConfig {
  return withProvided(props, usePortico(), keys) as P & PorticoConfig
}

/** What `useEmbed` gives a component. */
export interface Embed<O, H, S extends string> {
  /** The surface while it exists. */
  surface: H | undefined
  /** One handle for the component's life, over whichever surface it holds: what its `ref` gives. */
  handle: SurfaceHandle<O, S>
  /** The surface's status (`undefined` in server rendering and hydration). */
  status: S | undefined
  /** The ref of the element the surface is made in (not given to any element with `inEffect`). */
  attach: (element: HTMLElement | null) => void
}

/**
 * The one pattern of every Portico component. The surface is made when the returned ref attaches its
 * element (in the commit, before the browser paints; never on the server) or, with `inEffect`, after
 * commit (the card fields, whose elements are the merchant's own refs), and destroyed when it detaches or
 * unmounts. After each commit, core decides what the new props mean (the same data: the latest callbacks
 * in place; new data: `update()`; else a new surface); the status is read with useSyncExternalStore.
 */
export function useEmbed<O extends object, H extends HeldSurface<O, S>, S extends string>(
  options: O,
  create: (options: O, element: HTMLElement | undefined) => H,
  inEffect = false,
): Embed<O, H, S> {
  const [held] = useState(() => holdOptions(options))
  const [ref] = useState(() => createSurfaceRef<O, S>('loading' as S))
  const [surface, setSurface] = useState<H>()
  const [failure, setFailure] = useState<{ error: unknown }>()
  // Counts the surfaces core asked to make again; a new count makes a new one.
  const [remakes, setRemakes] = useState(0)
  if (failure) throw failure.error
  useEffect(() => {
    if (held.take(options, ref.current) === 'remake' && ref.current) setRemakes((n) => n + 1)
  })
  // `gone`: a surface removed after its successor was made (by this hold, or by the one a remake brought)
  // is no longer followed.
  const follow = (made: H | undefined, gone?: H) => {
    if (gone && ref.current !== gone) return
    ref.set(made)
    setSurface(made)
  }

  // The surface of the moment and its target (its element, or `true` for one made after commit): the same
  // target again (StrictMode's detach and attach, or its effect's stop and start) keeps it, so one surface
  // (one iframe, one navigation) is made, and its frame's request starts in the commit. A surface let go is
  // removed one microtask later unless held again first. A throw while making one is rethrown while
  // rendering, so it reaches the nearest error boundary.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new surface only when core asks for one
  const hold = useMemo(() => {
    let current: H | undefined
    let at: HTMLElement | true | undefined
    let stopped = false
    return (target: HTMLElement | true | null) => {
      if (target && target === at && current) {
        stopped = false
        return
      }
      const last = current
      if (last && !stopped) {
        stopped = true
        queueMicrotask(() => {
          if (last === current) {
            if (!stopped) return
            current = undefined
          }
          last.destroy()
          follow(undefined, last)
        })
      }
      if (!target) return
      at = target
      current = undefined
      stopped = false
      try {
        current = create(held.current, target === true ? undefined : target)
        follow(current)
      } catch (error) {
        setFailure({ error })
      }
    }
  }, [remakes])
  useEffect(() => {
    if (!inEffect) return
    hold(true)
    return () => hold(null)
  }, [hold, inEffect])
  const status = useSyncExternalStore(
    ref.handle.subscribe,
    () => ref.handle.status,
    () => undefined,
  )
  return { surface, handle: ref.handle, status, attach: hold }
}
