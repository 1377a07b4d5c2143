import type { Env, Hosts } from '../api/hosts'
import type { CardBrand } from '../catalogs/catalogs'
import type { CardFieldPart } from '../errors/card-errors'
import type { PorticoError } from '../errors/portico-error'
import type { CardFieldConfig } from './card-field-config'
import type { CardFieldStyles } from './card-styles'

/** Which inputs the field shows: card number and CVV, card number only, or the CVV of a saved card. */
export type CardFieldMode = 'card-and-cvv' | 'card-only' | 'cvv-only'

/** `loading` until the vendor field has loaded (+350 ms), then `ready`; `error` if mounting failed. */
export type CardFieldStatus = 'loading' | 'ready' | 'error' | 'destroyed'

/** What changed in the field; validity and brand are present when the vendor reports them. */
export interface CardFieldChange {
  field: CardFieldPart
  isValid?: boolean
  isCvvValid?: boolean
  /** The vendor's card type, e.g. `visa`, `masterCard`, `jcb`. */
  cardType?: string
  /** The card brand when it is one the provider accepts. */
  brand?: CardBrand
}

/** A card token and what the vendor tells about the card. */
export interface CardToken {
  token: string
  firstSix?: string
  lastFour?: string
  cardType?: string
  brand?: CardBrand
}

/** Events of a card field and what their callbacks receive. */
export interface CardFieldEvents {
  ready: undefined
  change: CardFieldChange
  focus: { field: CardFieldPart }
  blur: { field: CardFieldPart }
  /** A mount failure (the field is then in `error`) or a vendor error outside `getToken()`. */
  error: PorticoError
}

interface CardFieldCommonOptions {
  /** @default 'prod' */
  env?: Env
  /** Other API origin or vendor script URL, e.g. your emulator's. */
  hosts?: Hosts
  /** A configuration you fetched with `fetchCardFieldConfig`; without it the field fetches its own. */
  config?: CardFieldConfig
  /** Origins allowed to host the field. @default [window.location.origin] */
  origins?: readonly string[]
  /** The merchant the field is for (or give `checkoutJwt`). */
  merchantId?: string
  /** The checkout session the field is for (or give `merchantId`). */
  checkoutJwt?: string
  /** Styles per state, as CSS text or style objects. */
  styles?: CardFieldStyles
  /** Font family the inputs use. */
  font?: string
  /** Turns on the vendor's console logging. @default false */
  debug?: boolean
  /** Where the CVV input goes in `card-and-cvv` mode. @default the container, after the card number */
  cvvContainer?: HTMLElement
  /** How long the vendor script may take to load. @default 20000 */
  scriptTimeoutMs?: number
  /** How long `getToken()` waits for the vendor's answer before failing. @default 30000 */
  tokenTimeoutMs?: number
}

/** Options of `mountCardField`; the CVV-only field needs the saved card's token and brand. */
export type MountCardFieldOptions = CardFieldCommonOptions &
  (
    | { mode?: 'card-and-cvv' | 'card-only'; token?: undefined; cardBrand?: undefined }
    | {
        mode: 'cvv-only'
        /** The saved card's token. */
        token: string
        /** The saved card's brand. */
        cardBrand: CardBrand
      }
  )

/** A mounted card field. */
export interface CardFieldHandle {
  /** Where the field is in its life; read it with `subscribe` (fits React's useSyncExternalStore). */
  readonly status: CardFieldStatus
  /** The card's token: the cached one while the card is unchanged, else a fresh tokenization. */
  getToken(): Promise<CardToken>
  /** Listens to an event; returns the function that stops listening. */
  on<E extends keyof CardFieldEvents>(event: E, callback: (data: CardFieldEvents[E]) => void): () => void
  /** Calls `listener` after every status change; returns the function that unsubscribes. */
  subscribe(listener: () => void): () => void
  /** Removes the vendor field, its listeners and timers; safe to call twice. */
  destroy(): void
}

/** The vendor's name for each card brand. */
export const VENDOR_CARD_TYPES: { readonly [K in CardBrand]: string } = {
  VISA: 'visa',
  MSTR: 'masterCard',
  AMEX: 'americanExpress',
  DISC: 'discover',
}

/** The card brand of a vendor card type, if it is one the provider accepts. */
export function brandOfCardType(cardType: string | undefined): CardBrand | undefined {
  return (Object.keys(VENDOR_CARD_TYPES) as CardBrand[]).find((b) => VENDOR_CARD_TYPES[b] === cardType)
}
