import { requireWindow } from '../platform/window'
import { type EmbedOptions, type EventSink, eventSink } from './events'
import { createFrame, resizeFrame } from './frame'
import { listenToFrame } from './frame-listener'
import { type LoadWatchOptions, loadTimeout, watchLoad } from './load-watch'
import { type CheckoutMessage, parseFrameMessage } from './message'
import { reportMessage } from './message-event'
import type { EmbedSurface } from './portico-event'
import { reloadKey } from './reload-key'
import { createStatusStore } from './status-store'
import { watchRemoval } from './watch-removal'

/**
 * Where a framed surface is in its life: `loading` until its page says `loaded` (again after each
 * navigation), `error` when it did not load (refused by the page's policy, or timed out: see `onError`),
 * `destroyed` after `destroy()`.
 */
export type EmbedStatus = 'loading' | 'loaded' | 'error' | 'destroyed'

/** The options every framed surface (checkout, payment button, hosted card form) takes alike. */
export interface FramedEmbedOptions extends EmbedOptions, LoadWatchOptions {
  /** The frame's page says it has loaded: once per load (mount, `reload()`, a new URL, a new frame). */
  onLoad?: (() => void) | undefined
  /** The frame took this height, in px (after `minHeight` / `maxHeight`). */
  onHeightChange?: ((height: number) => void) | undefined
  /** Lowest height in px the page may ask for. @default 0 */
  minHeight?: number | undefined
  /** Highest height in px the page may ask for. @default Infinity */
  maxHeight?: number | undefined
}

/** What a surface's options make of its frame. */
export interface FramedPage {
  url: string
  /** The iframe's accessible title. */
  title: string
  /** A frame property: its change makes a new frame (only navigations after it is set are partitioned). */
  credentialless?: boolean | undefined
  /** The id the page's `heightChange:{id}` messages carry; untagged when absent. */
  heightTag?: string | undefined
  /** The merchant's own device id: its change reloads, the one purchase protection adds later does not. */
  deviceId?: string | undefined
}

/** What a transport tells the embed, whatever carries the messages. */
export interface FrameSink {
  /** The page said `loaded`. */
  loaded(): void
  /** The page asked for this height, in px. */
  height(px: number): void
  /** Where the messages are reported. */
  events: EventSink
}

/**
 * What a framed surface hands to `createFramedEmbed`: only what is its own (its URL and title, its messages,
 * what a new document resets).
 */
export interface FramedSurface<O extends FramedEmbedOptions, P extends FramedPage> {
  surface: EmbedSurface
  /** The instance's id in its events. @default a random id */
  id?: string | undefined
  container: HTMLElement
  options: O
  /** The page for these options; throws a typed error for bad ones (nothing changes then). */
  locate(options: O): P
  /** The element put in the container, holding the first frame (called once). */
  box(iframe: HTMLIFrameElement): HTMLElement
  /** Styles each frame made (the first included), before its `src`. */
  dress?(iframe: HTMLIFrameElement): void
  /** The iframe's `allow`. @default FRAME_ALLOW */
  allow?: string
  /** Shows the frame at `loaded` instead of its load event (for a surface that draws its own skeleton). */
  showOnLoaded?: boolean
  /**
   * Carries the frame's messages at `origin`, made anew for each navigation (what the document before asked
   * is dropped with it). @default the frame listener, parsed as the surfaces' own kits read them
   */
  connect?(iframe: HTMLIFrameElement, origin: string, sink: FrameSink): { stop(): void }
  /** Every checked message besides `loaded` and heights (default transport). */
  message?(message: CheckoutMessage): void
  /** The frame may show another document (default transport). */
  newDocument?(): void
  /** The page said `loaded` (each time it says so), after the status moved. */
  loaded?(): void
  /** The frame loaded a document. */
  load?(): void
  /** A navigation starts (reload, a new URL, a new frame): what the surface resets. */
  navigating?(): void
  /** The frame left the page without `destroy()`. */
  removed?(): void
  /** Writes a height (already within min / max); `false` when it is not written now. */
  resize?(px: number): boolean
}

/** One framed surface's frame, status and messages. */
export interface FramedEmbed<O extends FramedEmbedOptions, P extends FramedPage> {
  /** The frame now (a new one after a frame property changed). */
  readonly iframe: HTMLIFrameElement
  readonly status: EmbedStatus
  readonly options: O
  readonly page: P
  /** The origin the frame is listened to and posted to. */
  readonly origin: string
  readonly events: EventSink
  subscribe(listener: (status: EmbedStatus) => void): () => void
  /** Posts `message` to the frame at its exact origin (`label` names it for `debug`); false when it cannot. */
  post(message: string, label: string): boolean
  /** Takes new options: same data → nothing; a new URL → one navigation; a frame property → a new frame. */
  update(options: O): 'same' | 'navigate' | 'new-frame'
  /** Loads the page again: a new navigation and a new `loadTimeoutMs`. */
  reload(): void
  /** Writes the height last asked for again (after new limits, or when a surface let it wait). */
  resize(): void
  /** Removes the frame and every listener, says `destroy` once; false when it was destroyed already. */
  destroy(): boolean
}

/** A random instance id, for a surface given none. */
export const fallbackId = (): string => `portico-${Math.random().toString(36).slice(2, 10)}`

/**
 * The iframe lifecycle of every framed surface: window and timeout checks, status, events, frame creation,
 * listener and parser, load watch, fade, height, `loaded`, removal, posting, navigation that follows a change
 * of origin, update, reload and destroy. Heights are written once per animation frame (the last one wins),
 * within `minHeight` / `maxHeight`, then told to `onHeightChange`. `onLoad` is called once per load: when the
 * status moves to `loaded`. Throws WindowNotDefinedError where there is no window and InvalidOptionError for a
 * bad `loadTimeoutMs`.
 */
export function createFramedEmbed<O extends FramedEmbedOptions, P extends FramedPage>(
  s: FramedSurface<O, P>,
): FramedEmbed<O, P> {
  requireWindow()
  let o = s.options
  loadTimeout(o.loadTimeoutMs)
  let page = s.locate(o)
  let origin = new URL(page.url).origin
  const doc = s.container.ownerDocument
  const store = createStatusStore<EmbedStatus>('loading')
  const events = eventSink(s.surface, s.id ?? fallbackId(), () => o)
  const watch = watchLoad(doc, { origin: () => origin, options: () => o, store, events })
  let height: number | undefined
  // The animation frame that will write the latest height, while one is pending.
  let pending: number | undefined

  const show = () => {
    iframe.style.opacity = '1'
  }
  const onFrameLoad = () => {
    if (!s.showOnLoaded) show()
    removal.watch()
    s.load?.()
  }
  const make = () => {
    const frame = createFrame(doc, undefined, page.title, page, s.allow)
    s.dress?.(frame)
    frame.addEventListener('load', onFrameLoad)
    return frame
  }
  const watchFrame = (frame: HTMLIFrameElement) =>
    watchRemoval(frame, () => {
      store.set('loading')
      s.removed?.()
    })

  const write = () => {
    pending = undefined
    if (height === undefined || store.status === 'destroyed') return
    const px = Math.min(Math.max(height, o.minHeight ?? 0), o.maxHeight ?? Number.POSITIVE_INFINITY)
    if (s.resize && !s.resize(px)) return
    if (!s.resize) resizeFrame(iframe, px)
    o.onHeightChange?.(px)
  }
  const sink: FrameSink = {
    events,
    loaded() {
      watch.stop()
      if (store.status === 'destroyed') return
      const first = store.status !== 'loaded'
      store.set('loaded')
      if (s.showOnLoaded) show()
      // The surface hears every `loaded` (a page may say it again: the button posts its state again then),
      // the merchant's onLoad one per load.
      s.loaded?.()
      if (first) o.onLoad?.()
    },
    height(px) {
      height = px
      // A page can send heights faster than the browser paints: one write per frame, the last height wins.
      // Without animation frames (some embedded webviews) it is written at once.
      if (typeof requestAnimationFrame === 'function') pending ??= requestAnimationFrame(write)
      else write()
    },
  }
  // The surfaces' own kits read their messages without a `data` key.
  const listen = (frame: HTMLIFrameElement, at: string) => {
    const listener = listenToFrame(frame, at, {
      message(data) {
        const m = parseFrameMessage(data, page.heightTag, true)
        if (!m) return
        reportMessage(events, m)
        if (m.method === 'loaded') sink.loaded()
        else if (m.method === 'heightChange') sink.height(m.height)
        else s.message?.(m)
      },
      newDocument: () => s.newDocument?.(),
    })
    return { stop: listener.stop }
  }
  const connect = () => (s.connect ?? listen)(iframe, origin, sink)

  let iframe = make()
  let removal = watchFrame(iframe)
  let transport = connect()
  // A new page load, heard at the page's origin now: what the document before asked is dropped with its
  // transport, and the load is watched anew.
  const navigate = () => {
    transport.stop()
    s.navigating?.()
    page = s.locate(o)
    origin = new URL(page.url).origin
    iframe.style.opacity = '0'
    store.set('loading')
    watch.start()
    transport = connect()
    iframe.src = page.url
  }
  // A frame property changed: only a new iframe takes it.
  const reframe = () => {
    transport.stop()
    removal.stop()
    iframe.removeEventListener('load', onFrameLoad)
    const previous = iframe
    iframe = make()
    removal = watchFrame(iframe)
    transport = connect()
    previous.replaceWith(iframe)
    navigate()
  }

  watch.start()
  iframe.src = page.url
  const box = s.box(iframe)
  s.container.appendChild(box)
  removal.watch()

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
    get page() {
      return page
    },
    get origin() {
      return origin
    },
    events,
    subscribe: store.subscribe,
    post(message, label) {
      const target = iframe.contentWindow
      if (store.status === 'destroyed' || !target) return false
      events.sent(label)
      target.postMessage(message, origin)
      return true
    },
    update(next) {
      if (store.status === 'destroyed') return 'same'
      loadTimeout(next.loadTimeoutMs)
      const nextPage = s.locate(next)
      const newFrame = Boolean(nextPage.credentialless) !== Boolean(page.credentialless)
      const newUrl = reloadKey(nextPage.url, nextPage.deviceId) !== reloadKey(page.url, page.deviceId)
      o = next
      page = nextPage
      iframe.title = page.title
      write()
      if (newFrame) reframe()
      else if (newUrl) navigate()
      return newFrame ? 'new-frame' : newUrl ? 'navigate' : 'same'
    },
    reload() {
      if (store.status !== 'destroyed') navigate()
    },
    resize: write,
    destroy() {
      if (store.status === 'destroyed') return false
      transport.stop()
      watch.stop()
      removal.stop()
      if (pending !== undefined) cancelAnimationFrame(pending)
      iframe.removeEventListener('load', onFrameLoad)
      box.remove()
      iframe.remove()
      store.end('destroyed')
      events.emit({ type: 'destroy' })
      return true
    },
  }
}

/** What every framed surface's handle reads from its embed. */
export interface EmbedHandle {
  readonly iframe: HTMLIFrameElement
  readonly status: EmbedStatus
  subscribe(listener: (status: EmbedStatus) => void): () => void
  reload(): void
}

/**
 * A surface's handle: `own` (its update, destroy and the like) with the frame, the status, `subscribe` and
 * `reload` of `embed`, read live (the frame is a new one after a frame property changed).
 */
export function embedHandle<H extends object>(
  embed: FramedEmbed<FramedEmbedOptions, FramedPage>,
  own: H,
): NoInfer<H> & EmbedHandle {
  return Object.defineProperties(own, {
    iframe: { get: () => embed.iframe, enumerable: true },
    status: { get: () => embed.status, enumerable: true },
    subscribe: { value: embed.subscribe, enumerable: true },
    reload: { value: embed.reload, enumerable: true },
  }) as H & EmbedHandle
}
