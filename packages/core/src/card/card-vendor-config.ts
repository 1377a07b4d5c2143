import type { CardBrand } from '../catalogs/catalogs'
import type { CardFieldLiveValidation, CardFieldMode, MountCardFieldOptions } from './card-field-types'
import { VENDOR_CARD_TYPES } from './card-field-types'
import { toVendorStyles } from './card-styles'
import type { VendorConfig } from './card-vendor'

/** What the field adds to the provider's signed configuration. */
export type CardVendorConfigOptions = Pick<
  MountCardFieldOptions,
  | 'styles'
  | 'font'
  | 'debug'
  | 'liveValidation'
  | 'autoComplete'
  | 'inputMode'
  | 'ariaRequired'
  | 'label'
  | 'cvvLabel'
  | 'title'
  | 'cvvTitle'
  | 'expiresInSeconds'
> & {
  mode: CardFieldMode
  /** Id of the CVV container, when the field has a CVV input. */
  cvvId?: string | undefined
  /** The saved card (CVV-only mode). */
  token?: string | undefined
  cardBrand?: CardBrand | undefined
}

// The vendor's validation options per mode. Key-up validation exists for the card number (and the CVV next
// to it) only, so a CVV-only field validates when its input loses focus instead.
function validation(live: CardFieldLiveValidation, mode: CardFieldMode): Partial<VendorConfig> {
  if (live === 'off') return {}
  if (live === 'blur' || mode === 'cvv-only') return { enableValidateOnBlur: true }
  return { enableValidateOnKeyUp: true, ...(mode === 'card-and-cvv' && { enableValidateOnCvvKeyUp: true }) }
}

/**
 * The vendor configuration: the signed part as given, plus mode, placeholders, formatting, validation,
 * keyboard, accessibility, lifetime and styles.
 */
export function cardVendorConfig(signed: VendorConfig, options: CardVendorConfigOptions): VendorConfig {
  const { mode, cvvId, token, cardBrand, font, title, cvvTitle, expiresInSeconds } = options
  const cvvOnly = mode === 'cvv-only'
  return {
    ...signed,
    ...(cvvOnly
      ? { cvvOnly: true, token, cardType: cardBrand && VENDOR_CARD_TYPES[cardBrand], placeholder: 'CVV' }
      : { placeholder: '0000 0000 0000 0000' }),
    cvv: mode !== 'card-only',
    ...(cvvId && { cvvContainerID: cvvId, cvvPlaceholder: 'CVV' }),
    enablePrettyFormat: true,
    ...validation(options.liveValidation ?? 'input', mode),
    enableAutoComplete: options.autoComplete ?? true,
    inputMode: options.inputMode ?? 'numeric',
    enableAriaRequired: options.ariaRequired ?? true,
    customDataLabel: options.label ?? (cvvOnly ? 'CVV' : 'Card number'),
    ...(cvvId && { customCvvDataLabel: options.cvvLabel ?? 'CVV' }),
    ...(title && { title }),
    ...(cvvTitle && cvvId && { cvvTitle }),
    ...(expiresInSeconds !== undefined && { expiresInSeconds }),
    styles: toVendorStyles(options.styles),
    ...(font && { font }),
    debug: options.debug ?? false,
  }
}
