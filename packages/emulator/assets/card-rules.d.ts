/** A card brand as the card vendor names it. */
export interface CardBrandRule {
  type: 'americanExpress' | 'visa' | 'masterCard' | 'discover'
  code: 'AMEX' | 'VISA' | 'MSTR' | 'DISC'
  pattern: RegExp
  lengths: number[]
  cvv: number
  groups: number[]
}
export declare const BRANDS: CardBrandRule[]
/** The digits of what was typed (spaces and dashes dropped). */
export declare function digitsOf(text: string): string
/** Whether the digits pass the Luhn checksum. */
export declare function luhnValid(digits: string): boolean
/** The brand the digits belong to, or undefined while unknown. */
export declare function brandOf(digits: string): CardBrandRule | undefined
/** Whether the digits are a complete, valid card number of a known brand. */
export declare function cardNumberValid(digits: string): boolean
/** Whether the CVV has the length the brand asks for. */
export declare function cvvValid(cvv: string, digits: string): boolean
/** The number grouped as printed on the card (by `brand`'s groups when given). */
export declare function prettyFormat(digits: string, brand?: { groups: number[] }): string
/** Whether `MM/YY` names this month or a later one. */
export declare function expiryValid(text: string, now?: Date): boolean
