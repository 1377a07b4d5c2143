import { createStatusStore } from './status-store'
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
  let unsubscribe = () => {}
  // The last status heard, told to the handle's listeners once per change.
  const last = createStatusStore(initial)
  const handle: SurfaceHandle<O, S> = {
    get status() {
      return current?.status ?? last.status
    },
    subscribe: last.subscribe,
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
      unsubscribe = surface.subscribe(last.set)
      last.set(surface.status)
    },
  }
}
