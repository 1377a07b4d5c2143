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
  /** The ref of the element the surface is made in (unused with `inEffect`). */
  attach: (element: HTMLElement | null) => void
}

const ignore = () => {}

/**
 * Makes a surface now, for `target` (its element, or `true` for a surface made after commit). Its `stop`
 * removes it one microtask later unless `keep()` came first (true while there is a surface to keep):
 * StrictMode's instant stop and start (of an effect, or of the ref of one element) then keep one surface
 * (one iframe, one navigation), and the frame's request starts in the commit, not after it. A throw in
 * `create` is rethrown while rendering, so it reaches the nearest error boundary.
 */
function start<H extends HeldSurface<never, string>>(
  target: HTMLElement | true,
  create: () => H,
  follow: (surface: H | undefined, gone?: H) => void,
  fail: (error: unknown) => void,
) {
  let made: H | undefined
  try {
    made = create()
    follow(made)
  } catch (error) {
    fail(error)
  }
  let stopped = false
  return {
    target,
    stop() {
      stopped = true
      queueMicrotask(() => {
        if (!stopped || !made) return
        made.destroy()
        follow(undefined, made)
        made = undefined
      })
    },
    keep() {
      stopped = false
      return made !== undefined
    },
  }
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
  // `gone`: a surface removed after its successor was made is no longer followed.
  const follow = (made: H | undefined, gone?: H) => {
    if (gone && ref.current !== gone) return
    ref.set(made)
    setSurface(made)
  }
  // The surface of the moment, for one target: the same target again (StrictMode's detach and attach, or
  // its effect's stop and start) keeps it; detached, it is remembered until its removal.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new surface only when core asks for one
  const hold = useMemo(() => {
    let running: ReturnType<typeof start<H>> | undefined
    return (target: HTMLElement | true | null) => {
      if (target && running?.target === target && running.keep()) return
      running?.stop()
      if (target)
        running = start(
          target,
          () => create(held.current, target === true ? undefined : target),
          follow,
          (error) => setFailure({ error }),
        )
    }
  }, [remakes])
  useEffect(() => {
    if (!inEffect) return
    hold(true)
    return () => hold(null)
  }, [hold, inEffect])
  const attach = inEffect ? ignore : hold
  const status = useSyncExternalStore(
    ref.handle.subscribe,
    () => ref.handle.status,
    () => undefined,
  )
  return { surface, handle: ref.handle, status, attach }
}
