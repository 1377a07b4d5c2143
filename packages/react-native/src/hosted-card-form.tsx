import { CardFormError, type CardInputField, type HostedCardToken, hostedCardFormUrl } from '@portico/core'
import { parseFrameMessage, readHostedCardToken, reportMessage } from '@portico/core/internal'
import type { HostedCardFormProps as WebHostedCardFormProps } from '@portico/react'
import { forwardRef, useImperativeHandle, useRef, useState } from 'react'
import type { NativeProps } from './native-props'
import { useProvided } from './provided'
import { SecureWebView } from './secure-web-view'
import { httpOrigin } from './url-origin'
import { type NativeEmbedHandle, useNativeEmbed } from './use-native-embed'

/** Props of `<HostedCardForm>`: `@portico/react`'s, with the native props. */
export type HostedCardFormProps = NativeProps<WebHostedCardFormProps>

/** What `<HostedCardForm ref>` gives: the embed's handle and `tokenize()`. */
export interface HostedCardFormRef extends NativeEmbedHandle {
  /** The card's token once the form has loaded; rejects with a CardFormError otherwise. */
  tokenize(): Promise<HostedCardToken>
}

const TITLES = { card: 'Card details', 'card-number': 'Card number', cvv: 'Security code' } as const
const FIELDS: readonly string[] = ['card-number', 'expiration', 'cvv']

/**
 * The checkout's hosted card form in a WebView: the card is typed and tokenized inside the checkout's
 * origin. `tokenize()` on its ref posts `tokenize` to the form and resolves with its answer.
 */
export const HostedCardForm = forwardRef<HostedCardFormRef, HostedCardFormProps>(
  function HostedCardForm(props, ref) {
    const o = useProvided(props)
    const url = hostedCardFormUrl({ ...o, merchantId: o.merchantId as string })
    const origin = httpOrigin(url) as string
    const embed = useNativeEmbed('hosted-card-form', () => o, origin, url)
    const [height, setHeight] = useState<number | undefined>()
    const latest = useRef(o)
    latest.current = o
    const pending = useRef<((result: HostedCardToken | CardFormError) => void) | undefined>(undefined)
    const drop = () => pending.current?.(new CardFormError('reloaded'))

    // biome-ignore lint/correctness/useExhaustiveDependencies: drop and tokenize read refs
    useImperativeHandle(
      ref,
      () => ({
        get status() {
          return embed.handle.status
        },
        subscribe: embed.handle.subscribe,
        reload: embed.handle.reload,
        tokenize() {
          if (embed.handle.status === 'destroyed') return Promise.reject(new CardFormError('destroyed'))
          if (embed.handle.status !== 'loaded') return Promise.reject(new CardFormError('not-loaded'))
          drop()
          return new Promise<HostedCardToken>((resolve, reject) => {
            const timer = setTimeout(
              () => pending.current?.(new CardFormError('timeout')),
              latest.current.tokenizeTimeoutMs ?? 30_000,
            )
            const settle = (result: HostedCardToken | CardFormError) => {
              if (pending.current !== settle) return
              clearTimeout(timer)
              pending.current = undefined
              if (result instanceof CardFormError) {
                embed.events.emit({ type: 'error', code: result.code, message: result.message })
                reject(result)
              } else {
                embed.events.emit({ type: 'success' })
                resolve(result)
              }
            }
            pending.current = settle
            embed.events.sent('tokenize')
            embed.web.current?.postMessage('tokenize')
          })
        },
      }),
      [embed],
    )

    const onMessage = (data: string) => {
      const o = latest.current
      // The form's heights are untagged and its messages need no `data`.
      const m = parseFrameMessage(data, undefined, true)
      if (!m) return
      reportMessage(embed.events, m)
      if (m.method === 'loaded') {
        embed.loaded()
        o.onLoad?.()
      } else if (m.method === 'heightChange' && m.height > 0) {
        setHeight(m.height)
        o.onHeightChange?.(m.height)
      } else if (m.method === 'tokenize') pending.current?.(readHostedCardToken(m.value))
      else if (m.method === 'inputError' && FIELDS.includes(m.info.field))
        o.onInputError?.({ field: m.info.field as CardInputField, message: m.info.message })
      else if (m.method === 'inputValid' && FIELDS.includes(m.info.field))
        o.onInputValid?.({ field: m.info.field as CardInputField })
    }

    return (
      <SecureWebView
        ref={embed.web}
        url={url}
        origin={origin}
        title={o.title ?? TITLES[o.variant ?? 'card']}
        height={height ?? 120}
        settings={o}
        onMessage={onMessage}
        onNewDocument={() => {
          drop()
          embed.newDocument()
        }}
      />
    )
  },
)
