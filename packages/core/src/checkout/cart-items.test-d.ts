import { describe, expectTypeOf, it } from 'vitest'
import type {
  ChargebackProtectionItem,
  CryptoCartItem,
  FlightUpgradeCartItem,
  GiftCardCartItem,
  Lodging,
  MoneyTopUpCartItem,
  Trip,
} from './cart-items'
import { buildCheckoutUrl } from './checkout-url'

const usd = { valueInCurrency: 19.99, currency: 'USD' }
const trip: Trip = {
  numberOfFlights: 2,
  numberOfCheckedBags: 1,
  firstWayDestination: 'LIS',
  isRoundTrip: true,
  highestClass: 'economy',
  isFlexibleTicket: false,
  wereExtrasPurchased: false,
}
const firstFlight = {
  numberOfTravelers: 1,
  departureTime: 1_767_225_600_000,
  departureAirport: 'JFK',
  duration: 7,
  flightNumber: 'TP210',
}
const lodging: Lodging = {
  reservationId: 'r1',
  nights: 3,
  checkInDate: '2026-01-01',
  checkInHour: '15',
  hotel: { name: 'Tivoli', country: 'PT', city: 'Lisbon' },
  wereExtrasPurchased: false,
  isRefundable: true,
  highestRoomType: 'double',
  numberOfRooms: 1,
  numberOfGuests: 2,
  numberOfKids: 0,
}

describe('chargebackProtectionData typing', () => {
  it('takes an item of every class, the nft one without its class', () => {
    const cart: ChargebackProtectionItem[] = [
      { productName: 'Sword', productType: 'inGameProduct', quantity: 1, seller: { id: 's1' } },
      { productName: 'Ape', productType: 'digitalCollectibles', quantity: 1, listPrice: { currency: 'USD' } },
      {
        itemClass: 'giftCard',
        productType: 'giftCard',
        id: 'g1',
        quantity: 1,
        itemFulfillment: 'digital',
        sellingPrice: usd,
      },
      { itemClass: 'crypto', units: '0.5', cryptoCurrency: 'BTC', unitPrice: usd, recipientInfo: {} },
      {
        itemClass: 'moneyTopUp',
        sellingPrice: usd,
        topUpAmount: usd,
        quantity: 1,
        isPresetAmount: true,
      },
      { itemClass: 'travel', sellingPrice: usd, lodging, pnr: 'ABC123', trip, firstFlight },
      { itemClass: 'flightTicket', sellingPrice: usd, pnr: 'ABC123', trip, firstFlight },
      { itemClass: 'flightUpgrade', sellingPrice: usd, upgradeType: 'seats' },
      { itemClass: 'flightUpgrade', sellingPrice: usd, upgradeType: 'other', description: 'lounge' },
      { itemClass: 'lodging', sellingPrice: usd, ...lodging },
    ]
    expectTypeOf(buildCheckoutUrl({ chargebackProtectionData: cart })).toEqualTypeOf<string>()
  })

  it('refuses an item that lacks a required field of its class', () => {
    // @ts-expect-error a gift card needs its id
    const noId: ChargebackProtectionItem = {
      itemClass: 'giftCard',
      productType: 'giftCard',
      quantity: 1,
      itemFulfillment: 'digital',
      sellingPrice: usd,
    }
    // @ts-expect-error crypto needs recipientInfo
    const noRecipient: ChargebackProtectionItem = {
      itemClass: 'crypto',
      units: '1',
      cryptoCurrency: 'ETH',
      unitPrice: usd,
    }
    // @ts-expect-error a top-up needs isPresetAmount
    const noPreset: ChargebackProtectionItem = {
      itemClass: 'moneyTopUp',
      sellingPrice: usd,
      topUpAmount: usd,
      quantity: 1,
    }
    // @ts-expect-error a flight ticket needs its first flight
    const noFlight: ChargebackProtectionItem = {
      itemClass: 'flightTicket',
      sellingPrice: usd,
      pnr: 'A',
      trip,
    }
    // @ts-expect-error an `other` upgrade must say what it is
    const noDescription: FlightUpgradeCartItem = {
      itemClass: 'flightUpgrade',
      sellingPrice: usd,
      upgradeType: 'other',
    }
    const nftWithClass: ChargebackProtectionItem = {
      // @ts-expect-error the nft item is sent without its class
      itemClass: 'nft',
      productName: 'A',
      productType: 'DLC',
      quantity: 1,
    }
    // @ts-expect-error an nft item needs its product type, from the catalogue
    const badType: ChargebackProtectionItem = { productName: 'A', productType: 'car', quantity: 1 }
    buildCheckoutUrl({
      // @ts-expect-error a lodging item carries the lodging fields itself
      chargebackProtectionData: [{ itemClass: 'lodging', sellingPrice: usd, lodging }],
    })
    expectTypeOf([noId, noRecipient, noPreset, noFlight, noDescription, nftWithClass, badType]).toBeArray()
  })

  it('types the shared shapes as the checkout reads them', () => {
    expectTypeOf<GiftCardCartItem['itemFulfillment']>().toEqualTypeOf<'digital' | 'physical'>()
    expectTypeOf<CryptoCartItem['units']>().toEqualTypeOf<string>()
    expectTypeOf<MoneyTopUpCartItem['topUpAmount']>().toEqualTypeOf<{
      valueInCurrency: number
      currency: string
    }>()
    expectTypeOf<Trip['highestClass']>().toEqualTypeOf<'economy' | 'luxurious'>()
  })
})
