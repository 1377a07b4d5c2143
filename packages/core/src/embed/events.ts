import type { EmbedSurface, EventBase, PorticoEvent } from './portico-event'

// The event types live apart, so the debug logger (loaded from here with import()) imports nothing of this module.
export type { EmbedSurface, PorticoEvent } from './portico-event'

/** What every surface takes besides its own options: `onEvent`, `debug` and `nonce`. */
export interface EmbedOptions {
  /**
   * Set as the `nonce` of every `<script>` and `<style>` element Portico inserts for this surface, for a
   * page whose Content-Security-Policy allows them by nonce (frames insert neither).
   */
  nonce?: string | undefined
  /** Called with every event of this instance, in order (nothing private in them). */
  onEvent?: ((event: PorticoEvent) => void) | undefined
  /** Logs every message in and out of this instance on `console.debug`, redacted like the events. */
  debug?: boolean | undefined
}

type Distribute<T> = T extends unknown ? Omit<T, keyof EventBase> : never
/** An event as a surface reports it: `surface`, `id` and `at` are added. */
export type EventDetail = Distribute<PorticoEvent>

/** Reports one surface instance's events and, with `debug`, its messages. */
export interface EventSink {
  emit(detail: EventDetail): void
  /** A message the frame posted, by its method only, for `debug`. */
  received(method: string): void
  /** A message posted to the frame, by its method only, for `debug`. */
  sent(method: string): void
}

type Log = typeof import('./debug-log')

/**
 * The events of one instance of `surface`; `options()` is read at every event, so a new `onEvent` applies
 * at once. A throwing `onEvent` is logged, never let into the embed. The debug logger is loaded with
 * `import()` the first time `debug` is on, so pages that never ask for it do not carry it.
 */
export function eventSink(surface: EmbedSurface, id: string, options: () => EmbedOptions): EventSink {
  let log: Promise<Log> | undefined
  const debug = (write: (log: Log) => void) => {
    if (!options().debug) return
    log ??= import('./debug-log')
    log.then(write, () => {})
  }
  const emit = (detail: EventDetail) => {
    const event = { ...detail, surface, id, at: performance.now() } as PorticoEvent
    debug((l) => l.logEvent(event))
    try {
      options().onEvent?.(event)
    } catch (error) {
      console.error(error)
    }
  }
  return {
    emit,
    received(method) {
      debug((l) => l.logMessage(surface, id, 'in', method))
    },
    sent(method) {
      debug((l) => l.logMessage(surface, id, 'out', method))
    },
  }
}
