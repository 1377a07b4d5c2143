import { createFramedEmbed } from '../embed/framed-embed'
import type { CardInputField } from '../embed/message'
import { CardFormError } from '../errors/card-form-errors'
import { checkTimerOption } from '../platform/timeout-option'
import { requireWindow } from '../platform/window'
import { createCardFormLayout } from './hosted-card-form-layout'
import type { HostedCardFormHandle, HostedCardFormOptions } from './hosted-card-form-types'
import { type HostedCardFormVariant, hostedCardFormUrl } from './hosted-card-form-url'
import { type HostedCardToken, readHostedCardToken } from './hosted-card-token'

export type {
  HostedCardFormHandle,
  HostedCardFormOptions,
  HostedCardFormStatus,
} from './hosted-card-form-types'
export type { HostedCardToken } from './hosted-card-token'

// What each variant's frame holds, as assistive technology announces it.
const TITLES: Record<HostedCardFormVariant, string> = {
  card: 'Card details',
  'card-number': 'Card number',
  cvv: 'Security code',
}
const FIELDS: readonly string[] = ['card-number', 'expiration', 'cvv']

/**
 * Embeds the checkout's hosted card form (`/form/v2/…`) in `container`: no vendor script and no
 * configuration call on the page, tokenization inside the checkout's origin. Messages are taken only from
 * this form's iframe at the checkout origin, and `tokenize` is posted to that exact origin. Throws
 * InvalidOptionError for bad options and WindowNotDefinedError where there is no window.
 */
export function mountHostedCardForm(
  container: HTMLElement,
  options: HostedCardFormOptions,
): HostedCardFormHandle {
  requireWindow()
  const variant = options.variant ?? 'card'
  const layout = createCardFormLayout(container.ownerDocument, variant, options.theme?.background)
  let pending:
    | { promise: Promise<HostedCardToken>; settle(result: HostedCardToken | CardFormError): void }
    | undefined
  // What is pending was asked of a document that is gone: it fails at once instead of waiting out its time.
  const drop = () => pending?.settle(new CardFormError('reloaded'))

  const embed = createFramedEmbed(container, {
    surface: 'hosted-card-form',
    id: `card-form-${variant}`,
    options,
    page(o) {
      checkTimerOption('tokenizeTimeoutMs', o.tokenizeTimeoutMs)
      return { url: hostedCardFormUrl(o), title: o.title ?? TITLES[o.variant ?? 'card'] }
    },
    box: layout.wrapper,
    allow: 'payment',
    css: 'display:block;height:100%',
    // The form's heights are untagged and its messages need no `data`.
    loose: true,
    // The form's heights size its wrapper; a height of 0 is a form not laid out yet.
    resize: (_, px) => (px > 0 ? layout.setHeight(px) : false),
    // A new document in the frame (a reload, a navigation, a move in the DOM) never answers what the old
    // one was asked; taken out of the page, the form's document is gone.
    newDocument: drop,
    removed: drop,
    message(m) {
      const o = embed.options
      if (m.method === 'tokenize') pending?.settle(readHostedCardToken(m.value))
      else if (m.method === 'inputError' && FIELDS.includes(m.info.field))
        o.onInputError?.({ field: m.info.field as CardInputField, message: m.info.message })
      else if (m.method === 'inputValid' && FIELDS.includes(m.info.field))
        o.onInputValid?.({ field: m.info.field as CardInputField })
    },
    destroyed() {
      pending?.settle(new CardFormError('destroyed'))
      layout.destroy()
    },
  })
  // The skeleton says "loading" exactly while the form loads: back for each load, gone after a failure.
  embed.subscribe(layout.follow)

  return Object.assign(embed, {
    tokenize(): Promise<HostedCardToken> {
      if (pending) return pending.promise
      if (embed.status === 'destroyed') return Promise.reject(new CardFormError('destroyed'))
      if (embed.status !== 'loaded' || !embed.iframe.contentWindow)
        return Promise.reject(new CardFormError('not-loaded'))
      let settle!: (result: HostedCardToken | CardFormError) => void
      const promise = new Promise<HostedCardToken>((resolve, reject) => {
        const timer = setTimeout(
          () => settle(new CardFormError('timeout')),
          embed.options.tokenizeTimeoutMs ?? 30_000,
        )
        settle = (result) => {
          clearTimeout(timer)
          pending = undefined
          if (result instanceof CardFormError) {
            embed.events.emit({ type: 'error', code: result.code, message: result.message })
            reject(result)
          } else {
            embed.events.emit({ type: 'success' })
            resolve(result)
          }
        }
      })
      pending = { promise, settle }
      embed.post('tokenize', 'tokenize')
      return promise
    },
  })
}
