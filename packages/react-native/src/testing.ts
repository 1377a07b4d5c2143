import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react'

/** The props of react-native-webview's `WebView` that its stand-in acts on (all others are kept as given). */
export interface StandInWebViewProps {
  source?: { uri?: string; html?: string }
  originWhitelist?: string[]
  onShouldStartLoadWithRequest?: (request: {
    url: string
    isTopFrame?: boolean
    navigationType?: string
  }) => boolean
  onMessage?: (event: { nativeEvent: { data: string; url: string } }) => void
  onLoadStart?: (event: { nativeEvent: { url: string } }) => void
  onOpenWindow?: (event: { nativeEvent: { targetUrl: string } }) => void
  webviewDebuggingEnabled?: boolean
}

/** What a stand-in records of its props: those above, and any other as given. */
export type RecordedProps = StandInWebViewProps & Record<string, unknown>

/** One rendered stand-in WebView, as a test drives and reads it. */
export interface StandInWebView {
  /** The props of its latest render. */
  readonly props: RecordedProps
  /** What the app posted to the page with the ref's `postMessage`, in order. */
  readonly posted: string[]
  /** How many times the app called the ref's `reload()`. */
  readonly reloads: number
  /** How many times `source` changed after the first render (each a navigation of a real WebView). */
  readonly navigations: number
  /** The page posts `data` (`window.ReactNativeWebView.postMessage`) while showing `url`. */
  message(data: string, url?: string): void
  /**
   * The page asks to navigate to `url`: what a real WebView decides with `originWhitelist` (a URL it
   * refuses is handed to `Linking.openURL` by the library; that is returned as `opened`) and then
   * `onShouldStartLoadWithRequest`.
   */
  navigate(url: string, options?: { isTopFrame?: boolean }): { loads: boolean; openedByLibrary: boolean }
  /** The page opens a new window (`target="_blank"`, `window.open`). */
  openWindow(url: string): void
  /** A new document starts loading at `url` (`onLoadStart`). */
  loadStart(url: string): void
  /** Whether it is still mounted. */
  readonly mounted: boolean
  /** Calls `listener` with each string the app posts from now on (to deliver it to a real page); returns the stop function. */
  onPost(listener: (data: string) => void): () => void
}

const rendered: StandInWebView[] = []

// react-native-webview's whitelist test, as its source has it: the URL's prefix up to the end of the host
// (user info included) is matched against each entry, `*` matching anything; `about:blank` always passes.
const passesWhitelist = (whitelist: string[] | undefined, url: string) => {
  const origin = /^[A-Za-z][A-Za-z0-9+\-.]+:(\/\/)?[^/]*/.exec(url)?.[0] ?? ''
  return ['about:blank', ...(whitelist ?? ['http://*', 'https://*'])].some((entry) =>
    new RegExp(`^${entry.replace(/[|\\{}()[\]^$+*?.]/g, '\\$&').replace(/\\\*/g, '.*')}`).test(origin),
  )
}

/**
 * A stand-in of react-native-webview's `WebView` for Jest or Vitest: it renders nothing, records its props
 * and what the app posts to it, and lets a test play the page (`webViews()`). It follows the library's
 * documented props: `source`, `originWhitelist`, `onShouldStartLoadWithRequest`, `onMessage` with
 * `nativeEvent.{data,url}`, `onLoadStart`, `onOpenWindow`, the ref's `postMessage` and `reload`.
 */
export const WebView = forwardRef<unknown, StandInWebViewProps>(function WebView(props, ref) {
  const made = useRef<ReturnType<typeof standIn> | null>(null)
  made.current ??= standIn(props)
  const { state } = made.current
  // A real WebView navigates when `source` changes, and only then.
  if (props.source?.uri !== state.uri) {
    state.uri = props.source?.uri
    state.navigations++
  }
  state.props = props as RecordedProps
  useImperativeHandle(ref, () => ({
    postMessage: (data: string) => {
      state.posted.push(data)
      for (const listener of [...state.listeners]) listener(data)
    },
    reload: () => state.reloads++,
    stopLoading: () => {},
    injectJavaScript: () => {},
  }))
  useEffect(() => {
    state.mounted = true
    return () => {
      state.mounted = false
    }
  }, [state])
  return null
})

// One stand-in's record, and the view a test reads it through.
function standIn(first: StandInWebViewProps) {
  const state = {
    props: first as RecordedProps,
    uri: first.source?.uri,
    posted: [] as string[],
    reloads: 0,
    navigations: 0,
    mounted: true,
    listeners: new Set<(data: string) => void>(),
  }
  const view: StandInWebView = {
    get props() {
      return state.props
    },
    get posted() {
      return state.posted
    },
    get reloads() {
      return state.reloads
    },
    get navigations() {
      return state.navigations
    },
    get mounted() {
      return state.mounted
    },
    message(data, url = state.props.source?.uri ?? 'about:blank') {
      state.props.onMessage?.({ nativeEvent: { data, url } })
    },
    navigate(url, options = {}) {
      if (!passesWhitelist(state.props.originWhitelist, url)) return { loads: false, openedByLibrary: true }
      const decide = state.props.onShouldStartLoadWithRequest
      const loads = decide
        ? decide({ url, isTopFrame: options.isTopFrame ?? true, navigationType: 'click' })
        : true
      return { loads, openedByLibrary: false }
    },
    openWindow(url) {
      state.props.onOpenWindow?.({ nativeEvent: { targetUrl: url } })
    },
    loadStart(url) {
      state.props.onLoadStart?.({ nativeEvent: { url } })
    },
    onPost(listener) {
      state.listeners.add(listener)
      return () => void state.listeners.delete(listener)
    },
  }
  rendered.push(view)
  return { view, state }
}

/** Every stand-in WebView rendered since the last `resetWebViews()`, oldest first. */
export function webViews(): readonly StandInWebView[] {
  return rendered
}

/** The stand-in rendered last (throws when none was). */
export function lastWebView(): StandInWebView {
  const view = rendered.at(-1)
  if (!view) throw new Error('no WebView was rendered')
  return view
}

/** Forgets the stand-ins rendered so far (call it between tests). */
export function resetWebViews(): void {
  rendered.length = 0
}

/** The module to give your test runner for `react-native-webview` (`jest.mock` / `vi.mock`). */
export const webViewModule = { WebView, default: WebView }
