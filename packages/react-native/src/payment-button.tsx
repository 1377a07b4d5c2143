import {
  type CheckoutInfo,
  PaymentButtonError,
  type PaymentButtonMethod,
  type PaymentButtonOptions,
} from '@portico/core'
import {
  BUTTON_NAMES,
  dispatchFrameEvent,
  identifier,
  onePerPayment,
  parseFrameMessage,
  parseMessageJson,
  pinnedButtonPage,
  reportMessage,
  subtotalText,
} from '@portico/core/internal'
import type { PaymentButtonProps as WebPaymentButtonProps } from '@portico/react'
import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react'
import { View } from 'react-native'
import type { NativeProps } from './native-props'
import { openOutside } from './open-outside'
import { useProvided } from './provided'
import { SecureWebView } from './secure-web-view'
import { httpOrigin } from './url-origin'
import { useAnsweredAccount } from './use-answered-account'
import { type NativeEmbedHandle, useNativeEmbed } from './use-native-embed'

/** Props every native payment button takes: `@portico/react`'s, with the native props. */
export type PaymentButtonProps = NativeProps<WebPaymentButtonProps> & {
  /** Height of the button in px until its page sizes it. @default 48 */
  height?: number | undefined
  /** Height in px the WebView takes while the wallet's approval sheet is open. @default 600 */
  sheetHeight?: number | undefined
}

/** @internal What the brand buttons give the shared one: their props, the wallet, PayPal's and Venmo's onApprove. */
export type NativePaymentButtonProps = PaymentButtonProps & {
  method: PaymentButtonMethod
  onApprove?: ((info: CheckoutInfo) => void) | undefined
}

const record = (info: unknown) =>
  typeof info === 'object' && info !== null && !Array.isArray(info)
    ? (info as Record<string, unknown>)
    : undefined

/**
 * @internal A payment button of `method` in a WebView. Its URL keeps the first subtotal: a new one is
 * posted (`updateSubtotal:`) and never reloads it. Its page is located as the web button's is: the
 * wallet's account is its `pubkey`, and a wallet whose account must be asked for is asked before the
 * WebView is shown. One payment is reported once, as on the web. PayPal and Venmo learn the customer by
 * message; their approval sheet is their page's own, so it opens inside the same WebView, which grows to
 * `sheetHeight` while it is open (a WebView moved into a `Modal` would be mounted again: a new page, the
 * sheet lost); what leaves the sheet goes to `onOpenExternal`.
 */
export const NativePaymentButton = forwardRef<NativeEmbedHandle, NativePaymentButtonProps>(
  function NativePaymentButton(props, ref) {
    const o = useProvided(props)
    const [pinned] = useState(() => o.subtotal)
    const [fallbackId] = useState(() => `portico-${Math.random().toString(36).slice(2, 10)}`)
    const page = useAnsweredAccount(
      (answered) =>
        pinnedButtonPage(
          { ...(o as unknown as PaymentButtonOptions), color: o.color ?? 'black' },
          pinned,
          o.heightChangeId ?? fallbackId,
          answered,
        ),
      o.loadTimeoutMs,
    )
    const { url, id } = page
    const origin = httpOrigin(url) as string
    const embed = useNativeEmbed('payment-button', () => o, origin, url)
    const [height, setHeight] = useState<number | undefined>()
    const [sheet, setSheet] = useState(false)
    // One report per payment, as on the web: a page that says `getToken` and `success`, or `success` twice.
    const [payments] = useState(onePerPayment)
    const latest = useRef(o)
    latest.current = o
    // What the current document was told (it starts from the subtotal in its URL).
    const sent = useRef({ subtotal: subtotalText(pinned), identifier: '' })
    const push = () => {
      if (embed.handle.status !== 'loaded') return
      const o = latest.current
      const byMessage = o.method === 'paypal' || o.method === 'venmo'
      const texts = {
        subtotal: subtotalText(o.subtotal),
        identifier: byMessage ? identifier(o.method, o) : '',
      }
      for (const kind of ['subtotal', 'identifier'] as const) {
        const text = texts[kind]
        if (!text || text === sent.current[kind]) continue
        sent.current[kind] = text
        embed.events.sent(kind)
        embed.web.current?.postMessage(kind === 'subtotal' ? `updateSubtotal:${text}` : text)
      }
    }
    useEffect(push)
    useImperativeHandle(ref, () => embed.handle, [embed])

    const onMessage = (data: string) => {
      const o = latest.current
      const m = parseFrameMessage(data, id, true)
      if (!m) return
      reportMessage(embed.events, m)
      if (m.method === 'heightChange') {
        setHeight(m.height)
        return o.onHeightChange?.(m.height)
      }
      if (m.method !== 'getToken' && m.method !== 'success') payments.reset()
      if (m.data.startsWith('ERROR')) {
        const error = new PaymentButtonError(m.data.replace(/^ERROR\s*/, ''))
        embed.events.emit({ type: 'error', code: error.code, message: error.message })
        return o.onError?.(error as never)
      }
      switch (m.method) {
        case 'getToken':
        case 'success': {
          const info = record(m.info) ?? parseMessageJson(m.data) ?? undefined
          if (!payments.first(info)) return
          if (o.onApprove) return o.onApprove(info ?? {})
          return o.onSuccess?.(info)
        }
        case 'loaded':
          embed.loaded()
          push()
          return o.onLoad?.()
        case 'authDeclined':
          return o.onAuthDeclined?.(record(m.info))
        case 'signMessage':
        case 'signTransaction':
        case 'sendTransaction':
          return embed.web.current?.postMessage(`ERROR ${BUTTON_NAMES[o.method]} buttons sign nothing`)
        case 'overlay':
          setSheet(m.state === 'open')
          break
        case 'redirect':
          if (o.onRedirect?.(m.data) !== false) openOutside(m.data, { ...o, origin })
          return
      }
      dispatchFrameEvent(m, o, origin)
    }

    // The WebView is shown once the wallet's ask settles, at the URL with its account if it answered.
    if (page.asks != null) return null
    // Until PayPal or Venmo knows who pays, the button is shown but cannot be pressed (as on the web).
    const waiting = (o.method === 'paypal' || o.method === 'venmo') && !(o.email || o.phoneNumber || o.token)
    return (
      <View
        style={waiting ? { opacity: 0.5, pointerEvents: 'none' } : undefined}
        accessibilityState={{ disabled: waiting }}
      >
        <SecureWebView
          ref={embed.web}
          url={url}
          origin={origin}
          title={page.title}
          height={sheet ? (o.sheetHeight ?? 600) : (height ?? o.height ?? 48)}
          settings={o}
          onMessage={onMessage}
          onNewDocument={() => {
            sent.current = { subtotal: subtotalText(pinned), identifier: '' }
            // A new document has no sheet open: the WebView goes back to the button's own height.
            setSheet(false)
            embed.newDocument()
          }}
        />
      </View>
    )
  },
)
