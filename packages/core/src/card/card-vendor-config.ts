import type { CardBrand } from '../catalogs/catalogs'
import type { CardFieldMode } from './card-field-types'
import { VENDOR_CARD_TYPES } from './card-field-types'
import { type CardFieldStyles, toVendorStyles } from './card-styles'
import type { VendorConfig } from './card-vendor'

/** What the field adds to the provider's signed configuration. */
export interface CardVendorConfigOptions {
  mode: CardFieldMode
  /** Id of the CVV container, when the field has a CVV input. */
  cvvId?: string | undefined
  /** The saved card (CVV-only mode). */
  token?: string | undefined
  cardBrand?: CardBrand | undefined
  styles?: CardFieldStyles | undefined
  font?: string | undefined
  debug?: boolean | undefined
}

/** The vendor configuration: the signed part as given, plus mode, placeholders, formatting and styles. */
export function cardVendorConfig(signed: VendorConfig, options: CardVendorConfigOptions): VendorConfig {
  const { mode, cvvId, token, cardBrand, font } = options
  return {
    ...signed,
    ...(mode === 'cvv-only'
      ? { cvvOnly: true, token, cardType: cardBrand && VENDOR_CARD_TYPES[cardBrand], placeholder: 'CVV' }
      : { placeholder: '0000 0000 0000 0000' }),
    cvv: mode !== 'card-only',
    ...(cvvId && { cvvContainerID: cvvId, cvvPlaceholder: 'CVV' }),
    enablePrettyFormat: true,
    styles: toVendorStyles(options.styles),
    ...(font && { font }),
    debug: options.debug ?? false,
  }
}
