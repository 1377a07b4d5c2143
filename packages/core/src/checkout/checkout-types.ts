import type {
  ButtonShape,
  ChargebackProtectionAccountType,
  PaymentMethod,
  PresentmentCurrency,
  SettlementType,
  ThreeDsChallengePreference,
  WithdrawSpeed,
} from '../catalogs/catalogs'
import type { Currency } from '../catalogs/currencies'
import type { ChargebackProtectionItem } from './cart-items'

/** An integer amount the checkout reads as decimal text (lamports, token base units). */
export type Amount = number | bigint | string

/** The price: cents in a fiat currency, or an amount of a token. */
export type Subtotal =
  | { cents: number; currency?: Currency | PresentmentCurrency }
  | { token: string; amount: Amount }

/** Colours, font and button shape of the hosted checkout. */
export interface Theme {
  primary?: string
  background?: string
  backgroundAccent?: string
  backgroundAccent2?: string
  textColor?: string
  textColorAccent?: string
  textColorAction?: string
  ctaColor?: string
  font?: string
  style?: ButtonShape
  /** Background of the card inputs. */
  cardBackground?: string
  fontSize?: string
  fontWeight?: string
  cardNumberPlaceholder?: string
  cvvPlaceholder?: string
  expirationPlaceholder?: string
  placeholderColor?: string
  showCardIcon?: boolean
}

interface CustomerDetails {
  verificationId?: string
  displayName?: string
  address?: string
  city?: string
  state?: string
  zip?: string
  country?: string
  ip?: string
  lat?: string
  lng?: string
  /** Date of birth, `YYYY-MM-DD`. */
  dob?: string
  email?: string
}

/** What the merchant already knows about the customer, to prefill the checkout. */
export type CustomerInfo = ({ firstName: string; lastName: string } | { name?: string }) & CustomerDetails

/** Another wallet of the customer, on another chain. */
export interface AdditionalWallet {
  wallet: string
  blockchain: string
}

/** Lamports, for Solana's `rent` and `nativeSolToConvert`. */
export interface Lamports {
  lamports: Amount
}

/** Zero-authorization (card verification) mode: show or hide saved methods, or verify one saved card. */
export type ZeroAuthorizationConfig = { disableSavedPaymentMethods: boolean } | { cardToken: string }

/** Who receives an Account Funding Transaction. */
export interface RecipientAftInfo {
  firstName: string
  lastName: string
  address1: string
  city: string
  postalCode: string
  state?: string
  /** Two letters. */
  countryCode: string
  /** `YYYYMMDD`. */
  dateOfBirth?: string
  /** Digits only. */
  phoneNumber?: string
  documentReference?: string
}

/** Details of an Account Funding Transaction. */
export interface AccountFundingTransaction {
  recipientAftInfo?: RecipientAftInfo
}

/** Where the customer is, for the merchant's geolocation blocking rules. */
export interface UserLocation {
  lat: number
  lng: number
}

/** Colour of the checkout's buttons (`color`): payment buttons and intents draw on it. */
export type CheckoutColor = 'white' | 'black'

/** Every query parameter of the checkout URL, as options. All optional. */
export interface CheckoutParams {
  /** The customer's wallet address. Filled from the wallet by `mountCheckout`. */
  pubkey?: string
  /** Solana withdraw: the account that owns the funds, when it is not the wallet. */
  ownerOverride?: string
  /** Session key for wallet-less (`user`) checkouts. */
  sessionKey?: string
  /** The merchant transaction, already encoded by its chain plugin. */
  transaction?: string
  /** The price: `{ cents, currency? }` or `{ token, amount }`. */
  subtotal?: Subtotal
  /** Shorthand for `subtotal.cents`. */
  cents?: number
  /** Shorthand for `subtotal.currency`. @default 'USD' */
  currency?: Currency | PresentmentCurrency
  /** Shorthand for `subtotal.token`. */
  token?: string
  /**
   * With `token`: shorthand for `subtotal.amount`. Without a token price: the withdraw amount, sent even when 0
   * (after `settlementType`).
   */
  amount?: Amount
  /** Apple Pay charges exactly the subtotal, without the fee quote. */
  useNativeSubtotal?: boolean
  /** Links a React Native Apple Pay view to its bridge view. */
  bridgeId?: string
  /** Currency the prices are presented in: any currency of the catalogue. */
  presentment?: Currency
  /** Any JSON echoed back in the merchant's webhooks. */
  webhookInfo?: Record<string, unknown>
  theme?: Theme
  customerInfo?: CustomerInfo
  email?: string
  supportEmail?: string
  /** Token addresses the customer may pay with. */
  tokens?: readonly string[] | string
  /** Background colour of the checkout's loader. */
  loaderBackground?: string
  /** Id that tags this instance's `heightChange` messages, written as the URL's `useHeightChange`. */
  heightChangeId?: string
  bankAccountLinkRedirect?: string
  /** The bank-link page ends on its own confirmation (set by kind `'bank-link'`). */
  bankLinkOnly?: boolean
  additionalWallets?: readonly AdditionalWallet[]
  chargebackProtectionData?: readonly ChargebackProtectionItem[]
  /** Overrides the merchant's default account type for chargeback protection. */
  chargebackProtectionAccountType?: ChargebackProtectionAccountType
  /** Fraud device id. @default the running purchase protection's device id, else the page's own `nSureSDK.getDeviceId()` */
  deviceId?: string
  merchantCss?: string
  color?: CheckoutColor
  /** Solana only: rent to cover, in lamports. */
  rent?: Lamports
  /** Solana purchase: check the redemption. */
  redemptionCheck?: boolean
  /** Solana only: native SOL to convert, in lamports. */
  nativeSolToConvert?: Lamports
  lockDefaultToken?: boolean
  planCode?: string
  disableApplePay?: boolean
  disableGooglePay?: boolean
  settlementType?: SettlementType
  lockAmount?: boolean
  /** EVM withdrawals sign an EIP-712 permit unless this is `false`. @default true */
  usePermit?: boolean
  transactionSigner?: string
  authOnly?: boolean
  /** Zero-authorization mode; wins over `isZeroAuthorization`. Sent as plain JSON. */
  zeroAuthorizationConfig?: ZeroAuthorizationConfig
  /** @deprecated use `zeroAuthorizationConfig`; sent only without it. */
  isZeroAuthorization?: boolean
  /** Pre-ticks the partial-USDC box. */
  partialUsdcChecked?: boolean
  jwtToken?: string
  /** Origins allowed to host the card field. */
  origins?: readonly string[]
  allowedPaymentMethods?: readonly PaymentMethod[]
  /** Preset deposit amounts in dollars; the checkout shows the first three. @default [10, 25, 50] */
  depositAmounts?: readonly number[]
  threeDsChallengePreference?: ThreeDsChallengePreference
  destinationAuthKey?: string
  accountFundingTransaction?: AccountFundingTransaction
  /** Payout rails a withdraw may offer. @default all */
  allowedWithdrawSpeeds?: readonly WithdrawSpeed[]
  /** The customer's position (`lat`, `lng`), needed only with a geolocation blocking rule. */
  userLocation?: UserLocation
  /** Deep link that returns to your app after a hand-off (React Native). */
  appReturnUrl?: string
}
