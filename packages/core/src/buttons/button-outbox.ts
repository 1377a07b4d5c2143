import type { Subtotal } from '../checkout/checkout-types'
import { stringifyJson } from '../checkout/structured'
import type { PaymentButtonMethod } from './payment-button-url'

/** The PayPal / Venmo customer, as the button's page takes it by message. */
export interface ButtonCustomer {
  email?: string | undefined
  phoneNumber?: { countryCode: string; nationalNumber: string } | undefined
  token?: string | undefined
}

/** What a button tells its page after `loaded`: the subtotal, and for PayPal / Venmo who and where. */
export interface ButtonOutbox {
  /** A new document starts from the subtotal in its URL and knows nothing it was told before. */
  reset(pinned: Subtotal | undefined): void
  /** Posts each message whose text changed since it was last posted. */
  push(subtotal: Subtotal | undefined, customer: ButtonCustomer): void
  /** The overlay's offset must be posted again (the sheet closed). */
  forgetOffset(): void
}

export const subtotalText = (subtotal: Subtotal | undefined) => (subtotal ? stringifyJson(subtotal) : '')

/** The PayPal / Venmo identifier: only the fields the merchant gave; '' when none. */
export function identifier(method: PaymentButtonMethod, c: ButtonCustomer): string {
  const fields = { email: c.email || undefined, phoneNumber: c.phoneNumber, token: c.token || undefined }
  const given = Object.entries(fields).filter(([, value]) => value !== undefined)
  return given.length ? JSON.stringify({ method: `${method}Identifier`, ...Object.fromEntries(given) }) : ''
}

/** What a button tells its page by message besides the subtotal: `[kind, text]`, '' for nothing yet. */
export type ButtonTexts = (customer: ButtonCustomer) => [kind: 'identifier' | 'offset', text: string][]

/**
 * The outbox of a button; `texts` only for PayPal and Venmo (who pays, and where the button is). `post` gets
 * each message with its kind (`subtotal`, `identifier`, `offset`), which names it for `debug`.
 */
export function createButtonOutbox(
  texts: ButtonTexts | undefined,
  post: (message: string, kind: string) => void,
): ButtonOutbox {
  const sent = { subtotal: '', identifier: '', offset: '' }
  return {
    reset(pinned) {
      sent.subtotal = subtotalText(pinned)
      sent.identifier = sent.offset = ''
    },
    push(subtotal, customer) {
      const all: [keyof typeof sent, string][] = [
        ['subtotal', subtotalText(subtotal)],
        ...(texts?.(customer) ?? []),
      ]
      for (const [kind, text] of all) {
        if (!text || text === sent[kind]) continue
        sent[kind] = text
        post(kind === 'subtotal' ? `updateSubtotal:${text}` : text, kind)
      }
    },
    forgetOffset() {
      sent.offset = ''
    },
  }
}
