import type {
  BridgeHooks,
  CheckoutKind,
  CheckoutOptions,
  MountCheckoutOptions,
  OwnPage,
  OwnPageLocator,
} from '@portico/core'
import {
  type AnsweredAccount,
  type CheckoutProtocol,
  createCheckoutProtocol,
  dispatchFrameEvent,
  type LocatedCheckout,
  locateCheckout,
  pageHandlers,
} from '@portico/core/internal'
import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react'
import type { NativeLoadProps } from './native-props'
import { openOutside } from './open-outside'
import { useProvided } from './provided'
import { SecureWebView } from './secure-web-view'
import { httpOrigin } from './url-origin'
import { useAnsweredAccount } from './use-answered-account'
import { type NativeEmbedHandle, useNativeEmbed } from './use-native-embed'

/** @internal What every native checkout page takes, whatever its blockchain. */
export type NativeCheckoutProps = Partial<Omit<CheckoutOptions, 'kind'>> &
  NativeLoadProps & {
    kind: CheckoutKind
    /** The locator of a page with parameters of its own (bank link, payment intent). */
    ownPage?: ((options: never) => OwnPage) | undefined
  }

interface Page extends LocatedCheckout {
  origin: string
}

// The page's URL and what answers it, from the latest props, as a framed checkout locates its own (the plugin
// encodes the transaction; a bank link or payment intent has its own page).
function locate(o: NativeCheckoutProps, id: string, answered: AnsweredAccount | undefined): Page {
  const ownPage = o.ownPage as OwnPageLocator | undefined
  const page = locateCheckout(o as MountCheckoutOptions, id, ownPage, answered)
  return { ...page, origin: httpOrigin(page.url) as string }
}

/**
 * @internal The hosted checkout in a SecureWebView, served by core's checkout protocol: the WebView is its
 * transport (messages in through `onMessage` from the checkout's origin only, replies out with
 * `postMessage`). Props are read again for every message; only a new URL navigates.
 */
export const NativeCheckout = forwardRef<NativeEmbedHandle, NativeCheckoutProps>(
  function NativeCheckout(props, ref) {
    const o = useProvided(props)
    const [fallbackId] = useState(() => `portico-${Math.random().toString(36).slice(2, 10)}`)
    // A wallet whose account can only be asked for (a bare EIP-1193 provider) is asked first: the URL then
    // carries its answer as `pubkey`, or none.
    const page = useAnsweredAccount(
      (answered) => locate(o, o.heightChangeId ?? fallbackId, answered),
      o.loadTimeoutMs,
    )
    const embed = useNativeEmbed('checkout', () => o, page.origin, page.url)
    const [height, setHeight] = useState<number | undefined>()
    const latest = useRef({ o, page })
    latest.current = { o, page }
    useImperativeHandle(ref, () => embed.handle, [embed])
    // The WebView is shown once the wallet's ask settles, at the URL with its account if it answered.
    const waiting = page.asks != null

    const hooks = (): BridgeHooks => {
      const { o, page } = latest.current
      return {
        ...o,
        blockchain: page.blockchain,
        heightChangeId: page.id,
        events: embed.events,
        handlers: (startedAt) => pageHandlers(page, o, startedAt),
        // A redirect leaves the app through onOpenExternal (after onRedirect had its say); the rest as on the web.
        onEvent: (message) => {
          if (message.method !== 'redirect') return dispatchFrameEvent(message, o, page.origin)
          if (o.onRedirect?.(message.data) !== false) openOutside(message.data, { ...o, origin: page.origin })
        },
        onHeightChange: (h) => {
          const applied = Math.min(Math.max(h, o.minHeight ?? 0), o.maxHeight ?? Number.POSITIVE_INFINITY)
          setHeight(applied)
          o.onHeightChange?.(applied)
        },
        onLoad: () => {
          embed.loaded()
          o.onLoad?.()
        },
      }
    }
    const protocol = useRef<CheckoutProtocol | undefined>(undefined)
    // biome-ignore lint/correctness/useExhaustiveDependencies: hooks read the latest props through a ref
    useEffect(() => {
      const p = createCheckoutProtocol(hooks, { send: (reply) => embed.web.current?.postMessage(reply) })
      protocol.current = p
      return () => {
        p.destroy()
        protocol.current = undefined
      }
    }, [embed])

    if (waiting) return null
    return (
      <SecureWebView
        ref={embed.web}
        url={page.url}
        origin={page.origin}
        title={page.title}
        height={height ?? o.minHeight ?? 400}
        settings={o}
        onMessage={(data) => protocol.current?.receive(data)}
        onNewDocument={() => {
          protocol.current?.reset()
          embed.newDocument()
        }}
      />
    )
  },
)
