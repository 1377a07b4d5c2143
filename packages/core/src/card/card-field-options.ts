import { InvalidOptionError } from '../errors/checkout-errors'
import { checkTimerOption } from '../platform/timeout-option'
import {
  type CardFieldConfig,
  type FetchCardFieldConfigOptions,
  fetchCardFieldConfig,
} from './card-field-config'
import { type MountCardFieldOptions, VENDOR_CARD_TYPES } from './card-field-types'

/** The vendor's longest field lifetime in seconds, and its default. */
export const MAX_LIFETIME_S = 1200

/** Throws InvalidOptionError for options a card field cannot work with. */
export function checkCardFieldOptions(options: MountCardFieldOptions): void {
  const { mode, token, cardBrand, merchantId, checkoutJwt, expiresInSeconds: seconds } = options
  if (mode === 'cvv-only' && !(token && cardBrand && VENDOR_CARD_TYPES[cardBrand]))
    throw new InvalidOptionError('cardBrand', 'the CVV-only field needs the saved card token and cardBrand')
  if (!options.config && !merchantId && !checkoutJwt)
    throw new InvalidOptionError('merchantId', 'give merchantId, checkoutJwt or a ready config')
  if (seconds !== undefined && !(Number.isInteger(seconds) && seconds >= 1 && seconds <= MAX_LIFETIME_S))
    throw new InvalidOptionError('expiresInSeconds', `a whole number of seconds from 1 to ${MAX_LIFETIME_S}`)
  for (const name of ['scriptTimeoutMs', 'tokenTimeoutMs', 'apiTimeoutMs', 'loadTimeoutMs'] as const)
    checkTimerOption(name, options[name])
}

/** Where a card field gets its signed configuration, each time it (re)starts. */
export interface CardFieldConfigSource {
  configFor(signal: AbortSignal): Promise<CardFieldConfig>
  /** False for a fixed configuration object, which cannot be fetched again. */
  refetchable: boolean
}

/** The field's configuration source: the merchant's object or function, else the provider API. */
export function cardFieldConfigSource(
  options: MountCardFieldOptions,
  pageOrigin: string,
): CardFieldConfigSource {
  const { config, merchantId, checkoutJwt, env, hosts, token, apiTimeoutMs } = options
  return {
    refetchable: typeof config === 'function' || !config,
    configFor: (signal) =>
      typeof config === 'function'
        ? // A function that throws is a failed fetch, not an exception out of mount or refresh.
          new Promise<CardFieldConfig>((resolve) => resolve(config()))
        : config
          ? Promise.resolve(config)
          : fetchCardFieldConfig({
              ...(merchantId ? { merchantId } : { checkoutJwt }),
              env,
              hosts,
              origins: options.origins ?? [pageOrigin],
              ...(token && { token }),
              signal,
              ...(apiTimeoutMs !== undefined && { timeoutMs: apiTimeoutMs }),
            } as FetchCardFieldConfigOptions),
  }
}
