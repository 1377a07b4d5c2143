import { sameData } from './same-data'

/**
 * The lifecycle every surface's handle shares (checkout, payment button, hosted card form, card field):
 * a status to read and watch, new options, a new load, and the end. Bindings hold a surface through it.
 */
export interface SurfaceHandle<O = never, S extends string = string> {
  /** Where the surface is in its life; watch it with `subscribe`. */
  readonly status: S
  /** Calls `listener` on every status change; returns the unsubscribe function. */
  subscribe(listener: (status: S) => void): () => void
  /** Replaces all options: callbacks apply at once, new data reloads only what it must. */
  update(options: O): void
  /** Loads the surface again (a new navigation, a new load time limit), e.g. after a load error. */
  reload(): void
  /** Removes the surface and every listener. Safe to call twice. */
  destroy(): void
}

/**
 * A surface as a binding may hold it: `update` and `reload` where the surface has them (a surface
 * without `update` is made again for new data).
 */
export type HeldSurface<O, S extends string = string> = Pick<
  SurfaceHandle<O, S>,
  'status' | 'subscribe' | 'destroy'
> &
  Partial<Pick<SurfaceHandle<O, S>, 'update' | 'reload'>>

// The options a surface takes only when it is made: a button's wallet is drawn once, and a hosted form's
// skeleton follows its variant. (A new `credentialless` is the checkout's update: its framed embed makes
// the new frame.)
const FRAME_KEYS = ['method', 'variant'] as const

/**
 * Whether going from options `previous` to `next` needs a new surface rather than an update: a change of
 * the button's `method` or of the hosted form's `variant`.
 */
export function needsNewFrame(previous: object, next: object): boolean {
  const a = previous as Record<string, unknown>
  const b = next as Record<string, unknown>
  return FRAME_KEYS.some((key) => a[key] !== b[key])
}

/** What new options did to a held surface: nothing but new callbacks, an update, or it must be made again. */
export type OptionsChange = 'kept' | 'updated' | 'remake'

/** The options a binding gave its surface, and the one decision of what new ones mean. */
export interface HeldOptions<O extends object> {
  /** The options object the surface was made with or last updated with (its callbacks are read from it). */
  readonly current: O
  /**
   * Takes the options of a new render: the same data (inline callbacks, a wallet with the same data) is
   * copied into `current` in place, so the surface calls the latest callbacks and nothing reloads; new
   * data goes to `surface.update()`; `remake` when the surface must be made again (no surface, one without
   * `update`, or a frame property changed). `current` is `next` afterwards unless `kept`.
   */
  take(next: O, surface: HeldSurface<O> | undefined): OptionsChange
}

/** Holds a binding's options for its surface, starting from `initial`. */
export function holdOptions<O extends object>(initial: O): HeldOptions<O> {
  let current = initial
  return {
    get current() {
      return current
    },
    take(next, surface) {
      if (sameData(next, current)) {
        Object.assign(current, next)
        return 'kept'
      }
      const previous = current
      current = next
      if (!surface?.update || needsNewFrame(previous, next)) return 'remake'
      surface.update(next)
      return 'updated'
    },
  }
}
