import type { CardBrandRule } from './card-rules.js'

/** A brand the card vendor tokenizes. */
export interface VendorBrandRule extends Omit<CardBrandRule, 'type' | 'code'> {
  type: CardBrandRule['type'] | 'diners' | 'jcb'
  code?: CardBrandRule['code']
}
export declare const VENDOR_BRANDS: VendorBrandRule[]
/** The brand the digits belong to, or undefined while unknown. */
export declare function vendorBrandOf(digits: string): VendorBrandRule | undefined
/** Whether the digits are a complete card number of a brand the vendor tokenizes. */
export declare function vendorCardValid(digits: string): boolean
/** How many digits the CVV of a card type has. */
export declare function cvvLength(cardType: string | undefined): number
/** Whether the CVV has the length its card type asks for. */
export declare function cvvFits(cvv: string, cardType: string | undefined): boolean
/** The field's lifetime in seconds as the vendor reads `expiresInSeconds`. */
export declare function lifetimeSeconds(value: unknown): number
/** Why an origin of the configuration may not host the field, or undefined. */
export declare function originProblem(origin: string): string | undefined
/** The first origin of the ancestor chain that is not allowed, or undefined. */
export declare function foreignAncestor(
  ancestors: readonly string[],
  allowed: readonly string[],
): string | undefined
