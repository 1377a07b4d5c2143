// Catalogues of the values the hosted checkout understands. Each is a frozen map whose keys are its values,
// so `PaymentMethods.card` autocompletes and `Object.values(PaymentMethods)` lists them all.

function catalog<const T extends string>(...values: T[]): { readonly [K in T]: K } {
  return Object.freeze(Object.fromEntries(values.map((v) => [v, v]))) as { readonly [K in T]: K }
}

/** Payment methods a checkout may offer (`allowedPaymentMethods`). */
export const PaymentMethods = /* @__PURE__ */ catalog(
  'card',
  'ach',
  'fasterPayments',
  'sepa',
  'pix',
  'usdc',
  'googlePay',
  'applePay',
  'credits',
  'crypto',
)
export type PaymentMethod = keyof typeof PaymentMethods

/** How the merchant is settled (`settlementType`). */
export const SettlementTypes = /* @__PURE__ */ catalog('Credits', 'USDC', 'Bank')
export type SettlementType = keyof typeof SettlementTypes

/** Shapes of the checkout's buttons (`theme.style`). */
export const ButtonShapes = /* @__PURE__ */ catalog('rounded', 'sharp', 'pill')
export type ButtonShape = keyof typeof ButtonShapes

/** 3-D Secure challenge preference (`threeDsChallengePreference`). */
export const ThreeDsChallengePreferences = /* @__PURE__ */ catalog(
  'NoPreference',
  'Frictionless',
  'Challenge',
)
export type ThreeDsChallengePreference = keyof typeof ThreeDsChallengePreferences

/** Card brands, by their provider codes. */
export const CardBrands = /* @__PURE__ */ catalog('VISA', 'MSTR', 'AMEX', 'DISC')
export type CardBrand = keyof typeof CardBrands

/** Human names of the card brands. */
export const CardBrandNames: { readonly [K in CardBrand]: string } = /* @__PURE__ */ Object.freeze({
  VISA: 'Visa',
  MSTR: 'Mastercard',
  AMEX: 'American Express',
  DISC: 'Discover',
})

/** Product types for chargeback-protection data. */
export const ProductTypes = /* @__PURE__ */ catalog(
  'inGameProduct',
  'gameOfSkill',
  'dataStorage',
  'computingResources',
  'sportsTicket',
  'eSportsTicket',
  'musicTicket',
  'conferenceTicket',
  'virtualSportsTicket',
  'virtualESportsTicket',
  'virtualMusicTicket',
  'virtualConferenceTicket',
  'alcohol',
  'DLC',
  'subscription',
  'fundACause',
  'realEstate',
  'computingContract',
  'digitalArt',
  'topUp',
  'ownershipContract',
  'inGameCurrency',
  'moneyTopUpCartItem',
)
export type ProductType = keyof typeof ProductTypes

/** Cart item classes. */
export const ItemClasses = /* @__PURE__ */ catalog('nft')
export type ItemClass = keyof typeof ItemClasses

/** Currencies the checkout can present prices in (`presentment`, `subtotal.currency`). */
export const PresentmentCurrencies = /* @__PURE__ */ catalog('USD', 'EUR', 'GBP', 'BRL', 'CAD')
export type PresentmentCurrency = keyof typeof PresentmentCurrencies

/** Blockchains the hosted checkout serves out of the box (URL segment). */
export const Blockchains = /* @__PURE__ */ catalog('solana', 'polygon', 'eth', 'base', 'arbitrum', 'user')
export type KnownBlockchain = keyof typeof Blockchains
