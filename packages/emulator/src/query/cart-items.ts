import { PRODUCT_TYPES } from './catalogs'
import {
  atLeast,
  bool,
  either,
  isObject,
  listOf,
  matching,
  num,
  object,
  oneOf,
  optional,
  type Rule,
  shape,
  text,
} from './shape'

// The chargeback-protection cart item classes: the nft item (no itemClass) and seven
// classes named by `itemClass`, with the shared shapes they are built from.

const price = shape({ valueInCurrency: num, currency: text })
const iata = matching(/^[A-Z]{3}$/, 'a 3-letter IATA code')

const recipientInfo = shape({
  accountId: optional(text),
  dob: optional(text),
  email: optional(text),
  firstName: optional(text),
  gender: optional(text),
  lastName: optional(text),
  message: optional(text),
  phoneInfo: optional(shape({ carrier: optional(text), countryCode: text, phone: text })),
  shippingAddress: optional(
    shape({
      country: optional(text),
      state: optional(text),
      city: optional(text),
      street: optional(text),
      postalCode: optional(text),
    }),
  ),
  wallet: optional(
    shape({
      address: text,
      blockchain: text,
      custodialType: oneOf(['custodial', 'nonCustodial', 'unknown']),
    }),
  ),
})

const seller = shape({
  id: optional(text),
  email: optional(text),
  firstName: optional(text),
  lastName: optional(text),
  dob: optional(text),
  rawSellerData: optional(object),
})

const lodgingFields = {
  reservationId: text,
  nights: atLeast(1, true),
  checkInDate: text,
  checkInHour: matching(/^([01]\d|2[0-3])$/, 'two digits from 00 to 23'),
  hotel: shape({ name: text, country: matching(/^[A-Z]{2}$/, 'a 2-letter country code'), city: text }),
  wereExtrasPurchased: bool,
  isRefundable: bool,
  highestRoomType: text,
  numberOfRooms: atLeast(0, true),
  numberOfGuests: atLeast(0, true),
  numberOfKids: atLeast(0, true),
}

const trip = shape({
  numberOfFlights: atLeast(0, true),
  numberOfCheckedBags: atLeast(0, true),
  firstWayDestination: iata,
  isRoundTrip: bool,
  highestClass: oneOf(['economy', 'luxurious']),
  isFlexibleTicket: bool,
  wereExtrasPurchased: bool,
})

const firstFlight = shape({
  numberOfTravelers: atLeast(1, true),
  departureTime: num,
  departureAirport: iata,
  duration: atLeast(0),
  flightNumber: text,
})

const common = {
  id: optional(text),
  rawProductData: optional(object),
  sellingPrice: price,
  listPrice: optional(price),
  recipientInfo: optional(recipientInfo),
}

const txField = either(text, num)

const CLASSES: Readonly<Record<string, Rule>> = {
  nft: shape({
    productName: text,
    productType: oneOf(PRODUCT_TYPES),
    quantity: atLeast(0),
    rawProductData: optional(object),
    seller: optional(seller),
    listPrice: optional(shape({ valueInCurrency: optional(num), currency: optional(text) })),
    transactionHistory: optional(
      listOf(
        shape(
          Object.fromEntries(
            [
              'txHash',
              'blockNumber',
              'txTime',
              'assetID',
              'registryContract',
              'from',
              'to',
              'paymentToken',
              'paymentAmount',
              'chain',
              'txType',
            ].map((name) => [name, txField]),
          ),
        ),
      ),
    ),
  }),
  giftCard: shape({
    productType: oneOf(['giftCard']),
    id: text,
    quantity: atLeast(0),
    itemFulfillment: oneOf(['digital', 'physical']),
    sellingPrice: price,
    rawProductData: optional(object),
    sku: optional(text),
    brand: optional(text),
    categories: optional(listOf(text)),
    isGift: optional(bool),
    recipientInfo: optional(recipientInfo),
    seller: optional(seller),
    expectedDeliveryDelay: optional(atLeast(0)),
    isPresetAmount: optional(bool),
  }),
  crypto: shape({
    id: optional(text),
    rawProductData: optional(object),
    units: matching(/^\d+(\.\d+)?$/, 'a decimal number as text'),
    cryptoCurrency: matching(/^[A-Z0-9]{2,10}$/, 'an uppercase symbol'),
    unitPrice: price,
    expectedDeliveryDelay: optional(atLeast(0)),
    recipientInfo,
    seller: optional(seller),
  }),
  moneyTopUp: shape({
    id: optional(text),
    rawProductData: optional(object),
    sellingPrice: price,
    recipientInfo: optional(recipientInfo),
    topUpAmount: price,
    quantity: atLeast(0),
    isPresetAmount: bool,
  }),
  travel: shape({ ...common, lodging: shape(lodgingFields), pnr: text, trip, firstFlight }),
  flightTicket: shape({ ...common, pnr: text, trip, firstFlight }),
  flightUpgrade: (value, path) =>
    shape({
      ...common,
      pnr: optional(text),
      upgradeType: oneOf(['changes', 'fareIncrease', 'baggage', 'seats', 'insurance', 'other']),
      description: isObject(value) && value.upgradeType === 'other' ? text : optional(text),
    })(value, path),
  lodging: shape({ ...common, ...lodgingFields }),
}

/** The problem with one chargeback-protection item, by its class (no `itemClass`: the nft item). */
export function cartItemProblem(item: unknown, path: string): string | undefined {
  if (!isObject(item)) return `${path} must be a JSON object`
  const itemClass = item.itemClass === undefined ? 'nft' : item.itemClass
  const rule =
    typeof itemClass === 'string' && Object.hasOwn(CLASSES, itemClass) ? CLASSES[itemClass] : undefined
  if (!rule)
    return `${path}.itemClass "${String(itemClass)}" is not one of ${Object.keys(CLASSES).join(', ')}`
  return rule(item, path)
}
