import type { Env, Hosts } from '../api/hosts'
import type { CardBrand } from '../catalogs/catalogs'
import type { PorticoEvent } from '../embed/events'
import type { CardFieldPart } from '../errors/card-errors'
import type { PorticoError } from '../errors/portico-error'
import type { CardFieldConfig } from './card-field-config'
import type { CardFieldStyles } from './card-styles'

/** Which inputs the field shows: card number and CVV, card number only, or the CVV of a saved card. */
export type CardFieldMode = 'card-and-cvv' | 'card-only' | 'cvv-only'

/**
 * `loading` until the vendor field has loaded (+350 ms), then `ready`; `error` if mounting failed; `expired`
 * once its signed configuration ran out (see `autoRefresh`). `refresh()` leaves `error` and `expired`.
 */
export type CardFieldStatus = 'loading' | 'ready' | 'error' | 'expired' | 'destroyed'

/** How the field reports validity while the customer types. */
export type CardFieldLiveValidation = 'input' | 'blur' | 'off'

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

/** One directory server's 3-D Secure versions for the card, as the vendor's tokenize answer gives them. */
export interface ThreeDSecureVersions {
  dsIdentifier?: string
  directoryServerID?: string
  threeDSServerTransID?: string
  threeDSMethodURL?: string
  acsStartProtocolVersion?: string
  acsEndProtocolVersion?: string
  dsStartProtocolVersion?: string
  dsEndProtocolVersion?: string
  threeDSServerStartVersion?: string
  threeDSServerEndVersion?: string
  [field: string]: unknown
}

/** A card token with the vendor's whole tokenize answer (3-D Secure data included) and the card brand. */
export interface CardToken {
  token: string
  firstSix?: string
  lastFour?: string
  /** The vendor's card type, e.g. `visa`, `masterCard`, `diners`, `jcb`. */
  cardType?: string
  /** The card brand when it is one the provider accepts (none for `diners`, `jcb`). */
  brand?: CardBrand
  /** The vendor's HMAC of the token. */
  tokenHMAC?: string
  /** The vendor's reference of this tokenization. */
  referenceNumber?: string
  /** Whether a CVV is stored with the token. */
  cvvIncluded?: boolean
  /** 3-D Secure versions per directory server (when the configuration asks for 3-D Secure). */
  threeDSecureResponse?: ThreeDSecureVersions[]
  /** The 3-D Secure version to use per directory server. */
  recommended3dsVersion?: Record<string, string>
  /** Anything else the vendor's answer carries. */
  [field: string]: unknown
}

/** Events of a card field and what their callbacks receive. */
export interface CardFieldEvents {
  ready: undefined
  change: CardFieldChange
  focus: { field: CardFieldPart }
  blur: { field: CardFieldPart }
  /** A mount failure (the field is then in `error`) or a vendor error outside `getToken()`. */
  error: PorticoError
  /** The signed configuration ran out; with `autoRefresh` a fresh, empty field follows. */
  expired: undefined
}

interface CardFieldCommonOptions {
  /** @default 'prod' */
  env?: Env
  /** Other API origin or vendor script URL, e.g. your emulator's. */
  hosts?: Hosts
  /**
   * A configuration you fetched (`fetchCardFieldConfig`), or a function that fetches a fresh one, which the
   * field also calls to refresh; without it the field fetches its own.
   */
  config?: CardFieldConfig | (() => Promise<CardFieldConfig>)
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
  /** Turns on the vendor's console logging, and logs this field's events on `console.debug`. @default false */
  debug?: boolean
  /** Called with every event of this field, in order (nothing private in them). */
  onEvent?: ((event: PorticoEvent) => void) | undefined
  /** Set as the `nonce` of the vendor's `<script>`, for a page whose policy allows scripts by nonce. */
  nonce?: string | undefined
  /** Where the CVV input goes in `card-and-cvv` mode. @default the container, after the card number */
  cvvContainer?: HTMLElement
  /** How long the vendor script may take to load. @default 20000 */
  scriptTimeoutMs?: number
  /** How long `getToken()` waits for the vendor's answer before failing. @default 30000 */
  tokenTimeoutMs?: number
  /** How long the configuration request may take. @default 15000 */
  apiTimeoutMs?: number
  /** How long the vendor's inputs may take to load once the script ran. @default 20000 */
  loadTimeoutMs?: number
  /**
   * Validity (`change` with `isValid`) while the customer types: on every key (`input`; the CVV-only field
   * can only say it when the input loses focus), when an input loses focus (`blur`), or only on
   * `getToken()` (`off`). @default 'input'
   */
  liveValidation?: CardFieldLiveValidation
  /** Let the browser fill in saved cards. @default true */
  autoComplete?: boolean
  /** The keyboard mobile browsers show. @default 'numeric' */
  inputMode?: 'numeric' | 'decimal' | 'tel' | 'text' | 'none'
  /** Mark the inputs `aria-required` (and `aria-invalid` after validation). @default true */
  ariaRequired?: boolean
  /** Accessible label of the main input. @default 'Card number' ('CVV' in CVV-only mode) */
  label?: string
  /** Accessible label of the CVV input. @default 'CVV' */
  cvvLabel?: string
  /** Title of the main input's frame document. */
  title?: string
  /** Title of the CVV input's frame document. */
  cvvTitle?: string
  /** Seconds the field lives after it loaded, 1 to 1200 (the vendor's limit). @default 1200 */
  expiresInSeconds?: number
  /**
   * Keep the field usable past its expiry: a field nobody has touched is swapped for a fresh one a minute
   * before it expires, and an expired one is replaced by a fresh, empty one (after the `expired` event).
   * Needs a configuration the field can fetch again (no fixed `config` object). @default true
   */
  autoRefresh?: boolean
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
  /**
   * The card's token: the cached one while the customer has not touched the field since, else a fresh
   * tokenization. Rejects with TokenUnavailableError before `ready`, CardValidationError for an invalid
   * card, CardFieldExpiredError when the field expired (also for a call pending at that moment).
   */
  getToken(): Promise<CardToken>
  /** Empties the inputs. */
  reset(): void
  /** Puts the focus in the main input (the card number, or the CVV in CVV-only mode). */
  focus(): void
  /** Puts the focus in the CVV input. */
  cvvFocus(): void
  /** Makes a fresh field (new configuration, new vendor inputs): after `error` to retry, or `expired`. */
  refresh(): void
  /** The same as `refresh()`, under the name every surface's handle shares (a binding's ref calls it). */
  reload(): void
  /** Listens to an event; returns the function that stops listening. */
  on<E extends keyof CardFieldEvents>(event: E, callback: (data: CardFieldEvents[E]) => void): () => void
  /** Calls `listener` after every status change; returns the function that unsubscribes. */
  subscribe(listener: (status: CardFieldStatus) => void): () => void
  /** Removes the vendor field, its listeners and timers; safe to call twice. */
  destroy(): void
}

/** The vendor's name for each card brand the provider accepts. */
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
