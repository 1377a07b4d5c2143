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
  'wire',
  'cashApp',
  'apa',
  'paypal',
  'venmo',
  'interac',
)
export type PaymentMethod = keyof typeof PaymentMethods

/** The names the checkout shows for its payment methods. */
export const PaymentMethodNames: { readonly [K in PaymentMethod]: string } = /* @__PURE__ */ Object.freeze({
  card: 'Card',
  ach: 'ACH',
  fasterPayments: 'Faster Payments',
  sepa: 'SEPA',
  pix: 'PIX',
  usdc: 'USDC',
  googlePay: 'Google Pay',
  applePay: 'Apple Pay',
  credits: 'Credits',
  crypto: 'Crypto',
  wire: 'Wire Transfer',
  cashApp: 'CashApp',
  apa: 'APA',
  paypal: 'PayPal',
  venmo: 'Venmo',
  interac: 'Interac',
})

// The kinds of account money can be paid out to: both a withdraw's rails and the accounts a customer links
// name them, in this order, so the two catalogues share one list.
const payoutAccountKinds = ['card', 'iban', 'pix', 'eft', 'venmo', 'paypal', 'wire', 'interac'] as const

/** Payout rails a withdraw may offer (`allowedWithdrawSpeeds`); `crypto` is an on-chain payout. */
export const WithdrawSpeeds = /* @__PURE__ */ catalog(
  'asap',
  'same_day',
  'standard',
  ...payoutAccountKinds,
  'swift',
  'crypto',
)
export type WithdrawSpeed = keyof typeof WithdrawSpeeds

/** Who withdraws (used by the provider's API, never in a checkout URL). */
export const WithdrawCategories = /* @__PURE__ */ catalog('user', 'business', 'firstParty')
export type WithdrawCategory = keyof typeof WithdrawCategories

/** Account type for chargeback protection, overriding the merchant's default (`chargebackProtectionAccountType`). */
export const ChargebackProtectionAccountTypes = /* @__PURE__ */ catalog('guest', 'private', 'business')
export type ChargebackProtectionAccountType = keyof typeof ChargebackProtectionAccountTypes

/** Kinds of account a customer can link (`accountLinked`, `accountNotLinked`). */
export const LinkedAccountTypes = /* @__PURE__ */ catalog('bank', ...payoutAccountKinds)
export type LinkedAccountType = keyof typeof LinkedAccountTypes

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

/** Human names of the card brands. */
export const CardBrandNames: { readonly [K in CardBrand]: string } = /* @__PURE__ */ Object.freeze({
  VISA: 'Visa',
  MSTR: 'Mastercard',
  AMEX: 'American Express',
  DISC: 'Discover',
})
export type CardBrand = keyof typeof CardBrands

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
  // Older checkouts list it; kept so carts that use it stay valid.
  'moneyTopUpCartItem',
  'digitalCollectibles',
  'digitalCollectiblesMarketplace',
  'digitalGiftingMarketplace',
  'sweepstakes',
  'virtualSportsEvents',
  'contractInvoicing',
  'onlineCasino',
  'cryptoOnramp',
  'gaming',
  'travelDocuments',
  'musicStreaming',
  'digitalContent',
  'eBooks',
  'digitalSubscriptionContent',
)
export type ProductType = keyof typeof ProductTypes

/** Classes of chargeback-protection cart items (an `nft` item is sent without its class). */
export const ItemClasses = /* @__PURE__ */ catalog(
  'nft',
  'giftCard',
  'crypto',
  'moneyTopUp',
  'travel',
  'flightTicket',
  'flightUpgrade',
  'lodging',
)
export type ItemClass = keyof typeof ItemClasses

/** The currencies of withdrawals and bank payments, the checkout's first presentment currencies. */
export const PresentmentCurrencies = /* @__PURE__ */ catalog('USD', 'EUR', 'GBP', 'BRL', 'CAD')
export type PresentmentCurrency = keyof typeof PresentmentCurrencies

/** Blockchains the hosted checkout serves out of the box (URL segment). */
export const Blockchains = /* @__PURE__ */ catalog(
  'solana',
  'polygon',
  'eth',
  'base',
  'arbitrum',
  'monad',
  'tempo',
  'stellar',
  'user',
)
export type KnownBlockchain = keyof typeof Blockchains
