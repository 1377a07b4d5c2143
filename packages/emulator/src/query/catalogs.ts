// The values the hosted checkout accepts in its query. The emulator keeps
// its own lists instead of reading the kit's catalogues: it stands in for the server, so a value the kit
// forgot, or one it invented, must be caught here rather than agreed with.

/** Payment methods (`allowedPaymentMethods`): the ten the checkout first took and the six added since. */
export const PAYMENT_METHODS = [
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
] as const

/** Payout rails a withdraw may offer (`allowedWithdrawSpeeds`). */
export const WITHDRAW_SPEEDS = [
  'asap',
  'same_day',
  'standard',
  'card',
  'iban',
  'pix',
  'eft',
  'venmo',
  'paypal',
  'wire',
  'interac',
  'swift',
  'crypto',
] as const

/** Account types for chargeback protection (`chargebackProtectionAccountType`). */
export const CHARGEBACK_PROTECTION_ACCOUNT_TYPES = ['guest', 'private', 'business'] as const

/** Button colours (`color`). */
export const BUTTON_COLORS = ['white', 'black'] as const

/**
 * Product types of chargeback-protection items: the checkout kit's typed union (36 values) and
 * `moneyTopUpCartItem`, which the runtime enum still lists.
 */
export const PRODUCT_TYPES = [
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
  'moneyTopUpCartItem',
] as const
