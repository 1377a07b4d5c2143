/** Where an embed is in its life, and who wants to know: the one store every surface keeps its status in. */
export interface StatusStore<S extends string> {
  readonly status: S
  /**
   * Moves to `next` and tells every listener (true); a move to the status it has, or after `end`, does
   * nothing (false).
   */
  set(next: S): boolean
  /** Calls `listener` with every new status; returns the unsubscribe function. */
  subscribe(listener: (status: S) => void): () => void
  /** Moves to `last` for good and forgets every listener; nothing once it has ended. */
  end(last: S): void
}

/** A status store starting at `initial`. Listeners are called on a copy, so one may unsubscribe another. */
export function createStatusStore<S extends string>(initial: S): StatusStore<S> {
  let status = initial
  let ended = false
  const listeners = new Set<(status: S) => void>()
  const set = (next: S) => {
    if (ended || status === next) return false
    status = next
    for (const listener of [...listeners]) listener(next)
    return true
  }
  return {
    get status() {
      return status
    },
    set,
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    end(last) {
      set(last)
      ended = true
      listeners.clear()
    },
  }
}
