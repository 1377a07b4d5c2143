import type { HeldSurface, SurfaceHandle } from './surface-handle'

/** A handle that stays one object while the binding's surface is made, made again and removed. */
export interface SurfaceRef<O, S extends string> {
  /** What a binding gives the merchant (a React ref, a Vue template ref, an element's methods). */
  readonly handle: SurfaceHandle<O, S>
  /** The surface the binding holds now (`undefined` before it is made and after it is removed). */
  readonly current: HeldSurface<O, S> | undefined
  /** Follows `surface` from now on: its status reaches the handle's listeners. */
  set(surface: HeldSurface<O, S> | undefined): void
}

/**
 * A handle over whatever surface a binding holds: its status is the surface's (`initial` before the
 * first is made, the last one's after it is removed), its listeners hear every surface in turn, and its
 * `update`, `reload` and `destroy` reach the surface of the moment (nothing while there is none). A
 * binding gives it once, so a ref taken before the surface is made still works after a remake.
 */
export function createSurfaceRef<O, S extends string>(initial: S): SurfaceRef<O, S> {
  let current: HeldSurface<O, S> | undefined
  let last = initial
  let unsubscribe = () => {}
  const listeners = new Set<(status: S) => void>()
  const tell = (status: S) => {
    if (status === last) return
    last = status
    for (const listener of [...listeners]) listener(status)
  }
  const handle: SurfaceHandle<O, S> = {
    get status() {
      return current?.status ?? last
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    update: (options) => current?.update?.(options),
    reload: () => current?.reload?.(),
    destroy: () => current?.destroy(),
  }
  return {
    handle,
    get current() {
      return current
    },
    set(surface) {
      unsubscribe()
      unsubscribe = () => {}
      current = surface
      if (!surface) return
      unsubscribe = surface.subscribe(tell)
      tell(surface.status)
    },
  }
}
