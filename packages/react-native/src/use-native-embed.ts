import { CheckoutLoadError, type EmbedSurface, type PorticoEvent } from '@portico/core'
import { createStatusStore, eventSink, loadTimeout } from '@portico/core/internal'
import { useEffect, useRef, useState } from 'react'
import type { SecureWebViewHandle } from './secure-web-view'

/** `loading` until the page says `loaded` (again after a reload), `error` when it did not load in time. */
export type NativeEmbedStatus = 'loading' | 'loaded' | 'error' | 'destroyed'

/** The handle every component's ref gives: its status and a way to load it again. */
export interface NativeEmbedHandle {
  readonly status: NativeEmbedStatus
  /** Calls `listener` on every status change; returns the unsubscribe function. */
  subscribe(listener: (status: NativeEmbedStatus) => void): () => void
  /** Loads the page again (a new `loadTimeoutMs`), e.g. after `onError`. */
  reload(): void
}

/** What the lifecycle reads from the component's latest props. */
export interface EmbedLifecycleOptions {
  onEvent?: ((event: PorticoEvent) => void) | undefined
  debug?: boolean | undefined
  /** The page did not say `loaded` within `loadTimeoutMs`. */
  onError?: ((error: CheckoutLoadError) => void) | undefined
  /** How long the page may take to say `loaded`, in ms. @default 30000 */
  loadTimeoutMs?: number | undefined
}

/** @internal One surface's life in a WebView: status, events, load timeout, reload. */
export interface NativeEmbed {
  id: string
  events: ReturnType<typeof eventSink>
  web: React.RefObject<SecureWebViewHandle | null>
  handle: NativeEmbedHandle
  /** The page said `loaded`. */
  loaded(): void
  /** The WebView starts a new document: loading again, with a new timeout. */
  newDocument(): void
}

/**
 * The lifecycle every native surface shares, over core's status store and event sink. `options()` is read
 * at every use, so new callbacks apply at once; a new `url` is a new load (the WebView navigates).
 */
export function useNativeEmbed(
  surface: EmbedSurface,
  options: () => EmbedLifecycleOptions,
  origin: string,
  url: string,
): NativeEmbed {
  const latest = useRef({ options, origin })
  latest.current = { options, origin }
  const [embed] = useState(() => {
    const id = `portico-${Math.random().toString(36).slice(2, 10)}`
    const store = createStatusStore<NativeEmbedStatus>('loading')
    const events = eventSink(surface, id, () => latest.current.options())
    const web: React.RefObject<SecureWebViewHandle | null> = { current: null }
    let timer: ReturnType<typeof setTimeout> | undefined
    const watch = () => {
      clearTimeout(timer)
      const ms = loadTimeout(latest.current.options().loadTimeoutMs)
      if (!Number.isFinite(ms)) return
      timer = setTimeout(() => {
        if (store.status !== 'loading') return
        const error = new CheckoutLoadError('timeout', latest.current.origin)
        store.set('error')
        events.emit({ type: 'error', code: error.code, message: error.message })
        latest.current.options().onError?.(error)
      }, ms)
    }
    const newDocument = () => {
      if (store.status === 'destroyed') return
      store.set('loading')
      watch()
    }
    const stop = () => clearTimeout(timer)
    return {
      id,
      events,
      web,
      store,
      stop,
      watch,
      newDocument,
      loaded() {
        if (store.status === 'destroyed') return
        clearTimeout(timer)
        store.set('loaded')
      },
      handle: {
        get status() {
          return store.status
        },
        subscribe: store.subscribe,
        reload() {
          if (store.status === 'destroyed') return
          newDocument()
          web.current?.reload()
        },
      } satisfies NativeEmbedHandle,
    }
  })
  // Mounted (again, under StrictMode): loading, watched; unmounted: destroyed, one `destroy` event.
  useEffect(() => {
    embed.store.set('loading')
    embed.watch()
    return () => {
      embed.stop()
      embed.store.set('destroyed')
      embed.events.emit({ type: 'destroy' })
    }
  }, [embed])
  // A new URL is a new load (the WebView's onLoadStart says so too; this also covers a platform that does not).
  const first = useRef(url)
  useEffect(() => {
    if (first.current === url) return
    first.current = url
    embed.newDocument()
  }, [embed, url])
  return embed
}
