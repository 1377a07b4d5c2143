import type { Env, Hosts } from '../api/hosts'
import type { Theme } from '../checkout/checkout-types'
import { checkoutBase } from '../checkout/checkout-url'
import { compressValue } from '../checkout/structured'
import { InvalidOptionError } from '../errors/checkout-errors'

/** Which hosted card form: number + expiry + CVV, number + expiry, or the CVV of a saved card. */
export type HostedCardFormVariant = 'card' | 'card-number' | 'cvv'

/** Where the hosted card form lives and what it shows. */
export interface HostedCardFormUrlOptions {
  /** Your merchant id. */
  merchantId: string
  /** @default 'card' */
  variant?: HostedCardFormVariant | undefined
  /** The saved card's token; required for the `cvv` variant, ignored by the others. */
  token?: string | undefined
  /** Colours, font and placeholders of the form. */
  theme?: Theme | undefined
  /** @default 'prod' */
  env?: Env | undefined
  hosts?: Hosts | undefined
  /** Replaces the checkout base (origin) of `env`. */
  baseUrl?: string | undefined
}

const PAGES: Record<HostedCardFormVariant, string> = {
  card: 'card-form',
  'card-number': 'card-number-form',
  cvv: 'cvv-form',
}

/**
 * The hosted card form URL, `{checkout base}/form/v2/{card-form|card-number-form|cvv-form}` with
 * `merchantId`, `useHeightChange=true`, `theme` (compressed) and, for the CVV form only, `token`: the
 * parameters and order the checkout reads. Throws InvalidOptionError for an unknown variant, a missing
 * merchant id, or a CVV form without a token.
 */
export function hostedCardFormUrl(options: HostedCardFormUrlOptions): string {
  const variant = options.variant ?? 'card'
  if (!Object.hasOwn(PAGES, variant))
    throw new InvalidOptionError('variant', `${variant} (card, card-number or cvv)`)
  if (!options.merchantId) throw new InvalidOptionError('merchantId', 'required')
  if (variant === 'cvv' && !options.token)
    throw new InvalidOptionError('token', 'the cvv form needs the saved card token')
  const url = new URL(`/form/v2/${PAGES[variant]}`, checkoutBase(options))
  url.searchParams.append('merchantId', options.merchantId)
  url.searchParams.append('useHeightChange', 'true')
  if (options.theme) url.searchParams.append('theme', compressValue(options.theme))
  if (variant === 'cvv') url.searchParams.append('token', options.token as string)
  return url.toString()
}
