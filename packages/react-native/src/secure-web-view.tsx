import { forwardRef, useImperativeHandle, useMemo, useRef } from 'react'
import { View } from 'react-native'
import { WebView, type WebViewProps } from 'react-native-webview'
import { navigationVerdict } from './navigation-rule'
import { openOutside } from './open-outside'
import { httpOrigin, schemeOf } from './url-origin'

/**
 * The WebView props Portico sets itself (it also calls `webViewProps.onLoadStart` after its own), for its security rules and its protocol; `webViewProps` cannot
 * replace them. Anything else (`style`, `userAgent`, `onError`, `cacheEnabled`…) passes through.
 */
export const OWNED_WEB_VIEW_PROPS = [
  'source',
  'originWhitelist',
  'onShouldStartLoadWithRequest',
  'onMessage',
  'onOpenWindow',
  'webviewDebuggingEnabled',
  'javaScriptEnabled',
  'injectedJavaScript',
  'injectedJavaScriptBeforeContentLoaded',
  'injectedJavaScriptObject',
  'allowFileAccess',
  'allowFileAccessFromFileURLs',
  'allowUniversalAccessFromFileURLs',
  'mixedContentMode',
] as const

/** Any WebView prop Portico does not own (see OWNED_WEB_VIEW_PROPS), for `webViewProps`. */
export type PorticoWebViewProps = Omit<WebViewProps, (typeof OWNED_WEB_VIEW_PROPS)[number]>

/** What every Portico component adds to the props of its `@portico/react` namesake. */
export interface NativeEmbedProps {
  /** Opens a link that leaves the checkout outside the app. @default Linking.openURL */
  onOpenExternal?: ((url: string) => void) | undefined
  /** The deep link the checkout sends the shopper back to after a hand-off (bank, PayPal, Venmo, 3-D Secure). */
  appReturnUrl?: string | undefined
  /** Props of the WebView Portico does not own, e.g. `style` or `userAgent`. */
  webViewProps?: PorticoWebViewProps | undefined
}

/** @internal What a Portico surface gives its WebView. */
export interface SecureWebViewProps {
  url: string
  /** The only origin that loads inside and whose messages are read. */
  origin: string
  /** What assistive technology calls the WebView. */
  title: string
  height: number
  /** The surface's props: `debug` (WebView debugging only with it), `onOpenExternal`, `appReturnUrl`, `webViewProps`. */
  settings: NativeEmbedProps & { debug?: boolean | undefined }
  /** A message posted by a document of the checkout's origin (the transport's `receive`). */
  onMessage(data: string): void
  /** The WebView starts loading a new document: what the old one asked belongs to no one. */
  onNewDocument(): void
}

/** @internal The WebView's reply channel and reload, for the surface's handle. */
export interface SecureWebViewHandle {
  postMessage(data: string): void
  reload(): void
}

/**
 * The WebView of every Portico surface. Portico's own rule decides every navigation: the whitelist lets
 * every URL through to `onShouldStartLoadWithRequest` (react-native-webview compares its whitelist with a
 * prefix of the URL, so `http://localhost:3000@evil.example/` passes `http://localhost:3000`, and it opens
 * a refused URL itself with `Linking.openURL`, past `onOpenExternal`). The checkout's origin loads
 * inside; another http(s) URL or the app's return link goes to `onOpenExternal`; any other scheme is
 * refused. Frames inside the checkout page (the card vendor's) are the checkout's: its page's policy
 * governs them, and they cannot post to the app. A message is read only when the WebView's URL is on the
 * checkout's origin.
 */
export const SecureWebView = forwardRef<SecureWebViewHandle, SecureWebViewProps>(
  function SecureWebView(props, ref) {
    const view = useRef<WebView>(null)
    const latest = useRef(props)
    latest.current = props
    useImperativeHandle(ref, () => ({
      postMessage: (data) => view.current?.postMessage(data),
      reload: () => view.current?.reload(),
    }))
    // A new object only for a new URL: the WebView navigates when `source` changes, never on a re-render.
    const source = useMemo(() => ({ uri: props.url }), [props.url])

    const outside = (url: string) =>
      openOutside(url, { ...latest.current.settings, origin: latest.current.origin })

    const own = {
      source,
      originWhitelist: ['*'],
      javaScriptEnabled: true,
      webviewDebuggingEnabled: props.settings.debug === true,
      onShouldStartLoadWithRequest: (request: { url: string; isTopFrame?: boolean }) => {
        const { origin } = latest.current
        const { appReturnUrl } = latest.current.settings
        if (request.isTopFrame === false)
          return httpOrigin(request.url) !== undefined || request.url.startsWith('about:')
        const verdict = navigationVerdict(request.url, { origin, appReturnUrl })
        if (verdict === 'outside') outside(request.url)
        else if (verdict === 'refused')
          console.warn(
            `Portico: refused to load a ${schemeOf(request.url) ?? 'relative'} link in the checkout`,
          )
        return verdict === 'inside'
      },
      onOpenWindow: (event: { nativeEvent: { targetUrl: string } }) => outside(event.nativeEvent.targetUrl),
      onLoadStart: (event: Parameters<NonNullable<WebViewProps['onLoadStart']>>[0]) => {
        latest.current.onNewDocument()
        latest.current.settings.webViewProps?.onLoadStart?.(event)
      },
      onMessage: (event: { nativeEvent: { data: string; url: string } }) => {
        const { data, url } = event.nativeEvent
        if (httpOrigin(url) !== latest.current.origin) return
        latest.current.onMessage(data)
      },
    } satisfies Partial<WebViewProps>

    // A prop Portico owns is never taken from webViewProps, whatever a JavaScript caller passes.
    const passed: Record<string, unknown> = { ...props.settings.webViewProps }
    for (const key of OWNED_WEB_VIEW_PROPS) delete passed[key]
    return (
      <View style={{ height: props.height }}>
        <WebView
          {...(passed as WebViewProps)}
          {...own}
          ref={view}
          accessibilityLabel={props.title}
          style={[{ flex: 1, backgroundColor: 'transparent' }, props.settings.webViewProps?.style]}
        />
      </View>
    )
  },
)
