import { CheckoutLoadError } from '../errors/load-errors'
import { timeoutOption } from '../platform/timeout-option'
import type { EventSink } from './events'
import type { StatusStore } from './status-store'

/** The load options every framed surface (checkout, payment button, hosted card form) takes. */
export interface LoadWatchOptions {
  /**
   * How long the frame may take to say `loaded` before `onError` gets a CheckoutLoadError (`timeout`);
   * `Infinity` waits forever. A refusal by the page's Content-Security-Policy is reported at once.
   * @default 30000
   */
  loadTimeoutMs?: number | undefined
  /** The frame did not load (CheckoutLoadError: refused by the page's policy, or timed out); see `reload()`. */
  onError?: ((error: CheckoutLoadError) => void) | undefined
}

/** What a surface hands to its load watch. */
export interface WatchedSurface {
  /** The frame's origin now (a checkout's may change with `update`). */
  origin(): string
  /** The surface's latest options. */
  options(): LoadWatchOptions
  /** Goes to `error` on a failure (and on from there with the next navigation or a late `loaded`). */
  store: Pick<StatusStore<'error'>, 'set'>
  events: EventSink
}

/** A watch on one frame's navigations, from each start to its `loaded`. */
export interface LoadWatch {
  /** A navigation starts (mount, reload, a new URL): a new timer, and policy refusals are listened to. */
  start(): void
  /** The frame said `loaded`, or the surface is destroyed: nothing more is reported for this navigation. */
  stop(): void
}

// The directives a refused frame is reported under: frame-src falls back to child-src, then default-src.
const FRAME_DIRECTIVES = /^(frame|child|default)-src$/

/** The load time limit from `loadTimeoutMs`; throws InvalidOptionError for one a timer cannot keep. */
export const loadTimeout = (ms: unknown): number => timeoutOption('loadTimeoutMs', ms, 30_000)

/**
 * Reports once per navigation a frame that the page's policy refuses (an enforced
 * `securitypolicyviolation` for the frame's origin, at once) or that has not said `loaded` within
 * `loadTimeoutMs`: the status goes to `error`, an `error` event is emitted and `onError` gets a
 * CheckoutLoadError. Listens only between `start()` and `stop()`, so a loaded surface costs nothing. Every
 * framed surface watches its loads through this one function.
 */
export function watchLoad(doc: Document, surface: WatchedSurface): LoadWatch {
  let timer: ReturnType<typeof setTimeout> | undefined
  const report = (reason: 'csp' | 'timeout') => {
    stop()
    const error = new CheckoutLoadError(reason, surface.origin())
    surface.store.set('error')
    surface.events.emit({ type: 'error', code: error.code, message: error.message })
    surface.options().onError?.(error)
  }
  const onViolation = (event: SecurityPolicyViolationEvent) => {
    // A report-only policy blocks nothing; a refusal of another origin is another surface's.
    if (event.disposition !== 'enforce' || !FRAME_DIRECTIVES.test(event.effectiveDirective)) return
    // Browsers report the frame's URL, or only its origin once a redirect is involved.
    const origin = surface.origin()
    if (event.blockedURI === origin || event.blockedURI.startsWith(`${origin}/`)) report('csp')
  }
  const stop = () => {
    clearTimeout(timer)
    doc.removeEventListener('securitypolicyviolation', onViolation, true)
  }
  return {
    start() {
      stop()
      // Capture: the document hears it first, whatever the page's own listeners do with it.
      doc.addEventListener('securitypolicyviolation', onViolation, true)
      const ms = loadTimeout(surface.options().loadTimeoutMs)
      if (ms !== Number.POSITIVE_INFINITY) timer = setTimeout(() => report('timeout'), ms)
    },
    stop,
  }
}
