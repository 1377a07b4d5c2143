import { CheckoutLoadError } from '../errors/load-errors'
import { timeoutOption } from '../platform/timeout-option'

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
 * `loadTimeoutMs` (`timeoutMs()`, read at each start): `fail` gets a CheckoutLoadError (the surface goes to
 * `error`, emits its `error` event, calls `onError`). `origin()` is the frame's origin now. Listens only between `start()` and `stop()`, so a loaded surface costs nothing. Every
 * framed surface watches its loads through this one function.
 */
export function watchLoad(
  doc: Document,
  origin: () => string,
  timeoutMs: () => unknown,
  fail: (error: CheckoutLoadError) => void,
): LoadWatch {
  let timer: ReturnType<typeof setTimeout> | undefined
  const report = (reason: 'csp' | 'timeout') => {
    stop()
    fail(new CheckoutLoadError(reason, origin()))
  }
  const onViolation = (event: SecurityPolicyViolationEvent) => {
    // A report-only policy blocks nothing; a refusal of another origin is another surface's.
    if (event.disposition !== 'enforce' || !FRAME_DIRECTIVES.test(event.effectiveDirective)) return
    // Browsers report the frame's URL, or only its origin once a redirect is involved.
    const at = origin()
    if (event.blockedURI === at || event.blockedURI.startsWith(`${at}/`)) report('csp')
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
      const ms = loadTimeout(timeoutMs())
      if (ms !== Number.POSITIVE_INFINITY) timer = setTimeout(() => report('timeout'), ms)
    },
    stop,
  }
}
