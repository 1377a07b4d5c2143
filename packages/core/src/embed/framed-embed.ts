import { type EmbedOptions, type EmbedSurface, type EventSink, eventSink } from './events'
import { createFrame, type FrameOptions, resizeFrame } from './frame'
import { type FrameListener, listenToFrame } from './frame-listener'
import { type LoadWatchOptions, loadTimeout, watchLoad } from './load-watch'
import { type CheckoutMessage, parseFrameMessage } from './message'
import { reportMessage } from './message-event'
import { reloadKey } from './reload-key'
import { createStatusStore } from './status-store'

/**
 * Where a framed surface is in its life: `loading` until its page says `loaded` (again after each
 * navigation, and after the frame was taken out of the page), `error` when it did not load (refused by the
 * page's policy, or timed out: see `onError`), `destroyed` after `destroy()`.
 */
export type EmbedStatus = 'loading' | 'loaded' | 'error' | 'destroyed'

/** What every framed surface (checkout, payment button, hosted card form) takes alike. */
export interface FramedOptions extends EmbedOptions, LoadWatchOptions {
  /** The frame's page says it has loaded: once per load (mount, `reload()`, a new URL, a new frame). */
  onLoad?: (() => void) | undefined
  /** The frame took this height, in px (after `minHeight` / `maxHeight`). */
  onHeightChange?: ((height: number) => void) | undefined
  /** Lowest height in px the page may ask for. @default 0 */
  minHeight?: number | undefined
  /** Highest height in px the page may ask for. @default Infinity */
  maxHeight?: number | undefined
}

// What the embed reads of the options only some surfaces have: the checkout's `autoHeight`, and the
// merchant's own device id (its change reloads the page; the one purchase protection adds later does not).
type Read = Pick<FrameOptions, 'autoHeight'> & { deviceId?: string | undefined }

/** What a surface's options make of its frame. */
export interface FramedPage extends Pick<FrameOptions, 'credentialless'> {
  url: string
  /** The iframe's accessible title. */
  title: string
  /** The id the page's `heightChange:{id}` messages carry; untagged when absent. */
  id?: string | undefined
  /** The frame's `scrolling` attribute, when it has one. */
  scrolling?: 'yes' | 'no'
  /**
   * Set while the page must not load yet (e.g. the wallet whose account it waits for): the frame stays
   * where it is until the surface calls `reload()`.
   */
  asks?: unknown
}

/**
 * What a framed surface hands to `createFramedEmbed`: only what is its own (its page, its box, its
 * messages, what a new document resets). The hooks are called with the embed's latest options in place.
 */
export interface FramedSurface<O extends FramedOptions> {
  surface: EmbedSurface
  /** The instance's id in its events. */
  id: string
  options: O
  /** The page for these options; throws a typed error for bad ones (nothing changes then). */
  page(options: O): FramedPage
  /** The element put in the container, the frame first in it. */
  box: HTMLElement
  /** The iframe's `allow`. @default FRAME_ALLOW */
  allow?: string
  /** CSS added to each frame's own. */
  css?: string
  /** Its page's messages may come without a `data` key (as the buttons' and forms' own kits read them). */
  loose?: boolean
  /** Every checked message besides `loaded` and heights. */
  message?(message: CheckoutMessage): void
  /** The page said `loaded` (each time it says so), after the status moved. */
  loaded?(): void
  /** Writes a height (already within min / max) for `frame`; `false` when it is not written now. */
  // biome-ignore lint/suspicious/noConfusingVoidType: a writer that writes returns nothing
  resize?(frame: HTMLIFrameElement, px: number): false | void
  /** The frame may show another document. */
  newDocument?(): void
  /** The frame left the page without `destroy()` (the status is `loading` again). */
  removed?(): void
  /** The frame loaded a document. */
  load?(): void
  /** A navigation starts (reload, a new URL, a new frame), before its page is located. */
  navigating?(): void
  /** New options were taken; `navigated` when they loaded the page again. */
  updated?(navigated: boolean): void
  /** The embed is destroyed. */
  destroyed?(): void
}

/** One framed surface's frame, status and messages: the handle every framed surface shares. */
export interface FramedEmbed<O extends FramedOptions> {
  /** The frame now (a new one after a frame property changed; detached after `destroy()`). */
  readonly iframe: HTMLIFrameElement
  readonly status: EmbedStatus
  /** The latest options. */
  readonly options: O
  /** The origin the frame is listened to and posted to now. */
  readonly origin: string
  /** The frame's listener now (made again for each navigation). */
  readonly listener: FrameListener
  readonly events: EventSink
  /** Calls `listener` on every status change; returns the unsubscribe function. */
  subscribe(listener: (status: EmbedStatus) => void): () => void
  /** Posts `message` to the frame at its exact origin (`label` names it for `debug`), unless destroyed. */
  post(message: string, label?: string): void
  /** Takes new options: same data → nothing; a new URL → one navigation; a frame property → a new frame. */
  update(options: O): void
  /** Loads the page again: a new navigation and a new `loadTimeoutMs`. */
  reload(): void
  /** Writes the height last asked for again (after the surface let it wait). */
  resize(): void
  /** Removes the frame and every listener, says `destroy` once. Safe to call twice. */
  destroy(): void
}

/**
 * The iframe lifecycle of every framed surface: window and timeout checks, status, events, frame creation,
 * listener and parser, load watch, fade, height, `loaded`, removal, posting, navigation that follows a change
 * of origin, update, reload and destroy. The frame shows (fades in) while the status is `loaded`. Heights are
 * written once per animation frame (the last one wins), within `minHeight` / `maxHeight`, then told to
 * `onHeightChange`. `onLoad` is called once per load: when the status moves to `loaded`. Throws
 * InvalidOptionError for a bad `loadTimeoutMs`; the surface checks for a window before it builds its box.
 */
export function createFramedEmbed<O extends FramedOptions>(
  container: HTMLElement,
  s: FramedSurface<O>,
): FramedEmbed<O> {
  let o = s.options
  loadTimeout(o.loadTimeoutMs)
  let page = s.page(o)
  let origin = new URL(page.url).origin
  const doc = container.ownerDocument
  const make = () => createFrame(doc, page.title, page, s.allow, s.css)
  // Made again for each navigation: the page is heard at its origin of now. A function declaration, so
  // the first listener is made before anything else: with the frame, before it is in the page.
  function listen() {
    return listenToFrame(iframe, origin, {
      message,
      newDocument: s.newDocument,
      load: s.load,
      removed() {
        store.set('loading')
        s.removed?.()
      },
    })
  }
  // The frame and its request first, the rest after it: nothing its page says can arrive before this
  // task ends, and the listener that hears it is in place before the frame is in the page.
  let iframe = make()
  let listener = listen()
  if (page.asks == null) iframe.src = page.url
  s.box.prepend(iframe)
  container.append(s.box)

  const store = createStatusStore<EmbedStatus>('loading')
  const events = eventSink(s.surface, s.id, () => o)
  const watch = watchLoad(
    doc,
    () => origin,
    () => o.loadTimeoutMs,
    (error) => {
      store.set('error')
      events.emit({ type: 'error', code: error.code, message: error.message })
      o.onError?.(error)
    },
  )
  // The height last asked for, and the animation frame that will write it while one is pending.
  let height: number | undefined
  let pending: number | undefined

  // `quiet`: limits changed, the page asked for nothing (onHeightChange is not told, a pending write stays).
  const write = (quiet?: boolean) => {
    if (!quiet) pending = undefined
    if (height === undefined || (o as Read).autoHeight === false) return
    const px = Math.min(Math.max(height, o.minHeight ?? 0), o.maxHeight ?? Infinity)
    if ((s.resize ?? resizeFrame)(iframe, px) !== false && !quiet) o.onHeightChange?.(px)
  }
  function message(data: unknown) {
    const m = parseFrameMessage(data, page.id, s.loose)
    if (!m) return
    reportMessage(events, m)
    if (m.method === 'heightChange') {
      height = m.height
      // A page can send heights faster than the browser paints: one write per frame, the last height wins.
      // Without animation frames (some embedded webviews) it is written at once.
      if (typeof requestAnimationFrame === 'function')
        pending ??= requestAnimationFrame(() => pending && write())
      else write()
    } else if (m.method === 'loaded') {
      watch.stop()
      const first = store.set('loaded')
      // The surface hears every `loaded` (a page may say it again), the merchant's onLoad one per load.
      s.loaded?.()
      if (first) o.onLoad?.()
    } else s.message?.(m)
  }
  const navigate = () => {
    s.navigating?.()
    page = s.page(o)
    origin = new URL(page.url).origin
    listener.stop()
    listener = listen()
    store.set('loading')
    watch.start()
    iframe.src = page.url
  }
  // Shown while loaded: hidden again for each navigation, and never shown when it did not load.
  store.subscribe((status) => {
    iframe.style.opacity = status === 'loaded' ? '1' : '0'
  })
  // A refusal by the page's policy is reported in a task of its own, heard from here on.
  watch.start()

  const destroyed = () => store.status === 'destroyed'
  return {
    get iframe() {
      return iframe
    },
    get status() {
      return store.status
    },
    get options() {
      return o
    },
    get origin() {
      return origin
    },
    get listener() {
      return listener
    },
    events,
    subscribe: store.subscribe,
    post(message, label) {
      if (destroyed()) return
      if (label) events.sent(label)
      iframe.contentWindow?.postMessage(message, origin)
    },
    update(next) {
      if (destroyed()) return
      loadTimeout(next.loadTimeoutMs)
      const nextPage = s.page(next)
      // Only navigations that start after `credentialless` is set are partitioned: a new frame takes it.
      const reframe = !nextPage.credentialless !== !page.credentialless
      const navigated =
        reframe ||
        reloadKey(nextPage.url, (next as Read).deviceId) !== reloadKey(page.url, (o as Read).deviceId)
      o = next
      page = nextPage
      iframe.title = page.title
      write(true)
      if (reframe) {
        listener.stop()
        const previous = iframe
        iframe = make()
        previous.replaceWith(iframe)
      }
      if (navigated && page.asks == null) navigate()
      s.updated?.(navigated)
    },
    reload() {
      if (!destroyed()) navigate()
    },
    resize: () => write(),
    destroy() {
      if (destroyed()) return
      listener.stop()
      watch.stop()
      if (pending !== undefined) cancelAnimationFrame(pending)
      s.box.remove()
      store.end('destroyed')
      events.emit({ type: 'destroy' })
      s.destroyed?.()
    },
  }
}
