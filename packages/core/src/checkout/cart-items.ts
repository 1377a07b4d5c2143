// The cart items of `chargebackProtectionData`, one type per item class, with the fields the checkout reads.
// Types only: nothing here ships to the page.
import type { ProductType } from '../catalogs/catalogs'

/** An amount in a currency, e.g. `{ valueInCurrency: 19.99, currency: 'USD' }`. */
export interface CartPrice {
  valueInCurrency: number
  currency: string
}

/** A postal address of a cart item's recipient (every field optional). */
export interface CartAddress {
  country?: string
  state?: string
  city?: string
  street?: string
  postalCode?: string
}

/** Who receives a cart item (every field optional). */
export interface CartRecipient {
  accountId?: string
  dob?: string
  email?: string | null
  firstName?: string
  gender?: string
  lastName?: string
  message?: string
  phoneInfo?: { carrier?: string; countryCode: string; phone: string }
  shippingAddress?: CartAddress
  wallet?: { address: string; blockchain: string; custodialType: 'custodial' | 'nonCustodial' | 'unknown' }
}

/** Who sells a cart item on a marketplace (every field optional). */
export interface CartSeller {
  id?: string
  email?: string | null
  firstName?: string
  lastName?: string
  dob?: string
  rawSellerData?: Record<string, unknown>
}

/** One earlier on-chain transfer of an NFT. */
export interface NftTransaction {
  txHash: string
  blockNumber: number
  txTime: string
  assetID: string
  registryContract: string
  from: string
  to: string
  paymentToken: string
  paymentAmount: string
  chain: string
  txType: string
}

/** An `nft` cart item: sent without its class and without a selling price. */
export interface NftCartItem {
  /** The nft item is the one class sent without `itemClass`. */
  itemClass?: never
  productName: string
  productType: ProductType
  quantity: number
  rawProductData?: Record<string, unknown>
  seller?: CartSeller
  listPrice?: Partial<CartPrice>
  transactionHistory?: readonly NftTransaction[]
}

/** A gift card. */
export interface GiftCardCartItem {
  itemClass: 'giftCard'
  productType: 'giftCard'
  id: string
  quantity: number
  itemFulfillment: 'digital' | 'physical'
  sellingPrice: CartPrice
  rawProductData?: Record<string, unknown>
  sku?: string
  brand?: string
  categories?: readonly string[]
  isGift?: boolean
  recipientInfo?: CartRecipient
  seller?: CartSeller
  /** Hours until delivery. */
  expectedDeliveryDelay?: number
  isPresetAmount?: boolean
}

/** Crypto bought with the payment. */
export interface CryptoCartItem {
  itemClass: 'crypto'
  id?: string
  rawProductData?: Record<string, unknown>
  /** How many units, as decimal text. */
  units: string
  /** The upper-case symbol, e.g. `BTC`. */
  cryptoCurrency: string
  unitPrice: CartPrice
  /** Hours until delivery. */
  expectedDeliveryDelay?: number
  recipientInfo: CartRecipient
  seller?: CartSeller
}

/** A money top-up. */
export interface MoneyTopUpCartItem {
  itemClass: 'moneyTopUp'
  id?: string
  rawProductData?: Record<string, unknown>
  sellingPrice: CartPrice
  recipientInfo?: CartRecipient
  topUpAmount: CartPrice
  quantity: number
  isPresetAmount: boolean
}

/** A hotel stay. */
export interface Lodging {
  reservationId: string
  /** At least 1. */
  nights: number
  checkInDate: string
  /** Two digits, `00` to `23`. */
  checkInHour: string
  /** `country` is a 2-letter code. */
  hotel: { name: string; country: string; city: string }
  wereExtrasPurchased: boolean
  isRefundable: boolean
  highestRoomType: string
  numberOfRooms: number
  numberOfGuests: number
  numberOfKids: number
}

/** The flights of a trip. */
export interface Trip {
  numberOfFlights: number
  numberOfCheckedBags: number
  /** 3-letter IATA code. */
  firstWayDestination: string
  isRoundTrip: boolean
  highestClass: 'economy' | 'luxurious'
  isFlexibleTicket: boolean
  wereExtrasPurchased: boolean
}

/** The first flight of a trip. */
export interface FirstFlight {
  numberOfTravelers: number
  /** Milliseconds since the epoch. */
  departureTime: number
  /** IATA code. */
  departureAirport: string
  /** Hours. */
  duration: number
  flightNumber: string
}

interface PricedItem {
  id?: string
  rawProductData?: Record<string, unknown>
  sellingPrice: CartPrice
  listPrice?: CartPrice
  recipientInfo?: CartRecipient
}

/** A package of flights and a stay. */
export interface TravelCartItem extends PricedItem {
  itemClass: 'travel'
  lodging: Lodging
  pnr: string
  trip: Trip
  firstFlight: FirstFlight
}

/** Flight tickets. */
export interface FlightTicketCartItem extends PricedItem {
  itemClass: 'flightTicket'
  pnr: string
  trip: Trip
  firstFlight: FirstFlight
}

/** An upgrade to a booked flight; an `other` upgrade must say what it is. */
export type FlightUpgradeCartItem = PricedItem & {
  itemClass: 'flightUpgrade'
  pnr?: string
} & (
    | { upgradeType: 'changes' | 'fareIncrease' | 'baggage' | 'seats' | 'insurance'; description?: string }
    | { upgradeType: 'other'; description: string }
  )

/** A hotel stay on its own: the lodging fields on the item itself. */
export interface LodgingCartItem extends PricedItem, Lodging {
  itemClass: 'lodging'
}

/** One cart item of `chargebackProtectionData`: an nft item (no class) or an item of one of the other classes. */
export type ChargebackProtectionItem =
  | NftCartItem
  | GiftCardCartItem
  | CryptoCartItem
  | MoneyTopUpCartItem
  | TravelCartItem
  | FlightTicketCartItem
  | FlightUpgradeCartItem
  | LodgingCartItem
