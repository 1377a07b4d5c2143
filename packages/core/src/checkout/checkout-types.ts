import type {
  ButtonShape,
  PaymentMethod,
  PresentmentCurrency,
  ProductType,
  SettlementType,
  ThreeDsChallengePreference,
} from '../catalogs/catalogs'
import type { Currency } from '../catalogs/currencies'

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

/** One cart item for chargeback protection (an `nft` cart item without its prices and class). */
export interface ChargebackProtectionItem {
  productName: string
  productType: ProductType
  quantity: number
  rawProductData?: Record<string, unknown>
  seller?: string
}

/** Another wallet of the customer, on another chain. */
export interface AdditionalWallet {
  wallet: string
  blockchain: string
}

/** Lamports, for Solana's `rent` and `nativeSolToConvert`. */
export interface Lamports {
  lamports: Amount
}

/** Every query parameter of the checkout URL, as options. All optional. */
export interface CheckoutParams {
  /** The customer's wallet address. Filled from the wallet by `mountCheckout`. */
  pubkey?: string
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
  /** Shorthand for `subtotal.amount`. */
  amount?: Amount
  /** Currency the prices are presented in. */
  presentment?: PresentmentCurrency
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
  /** Id that tags this instance's `heightChange` messages. */
  heightChangeId?: string
  /** Same as `heightChangeId`, under its URL name. */
  useHeightChange?: string
  bankAccountLinkRedirect?: string
  additionalWallets?: readonly AdditionalWallet[]
  chargebackProtectionData?: readonly ChargebackProtectionItem[]
  /** Fraud device id. @default the running purchase protection's device id, when it has one */
  deviceId?: string
  merchantCss?: string
  color?: string
  /** Solana only: rent to cover, in lamports. */
  rent?: Lamports
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
  jwtToken?: string
  /** Origins allowed to host the card field. */
  origins?: readonly string[]
  allowedPaymentMethods?: readonly PaymentMethod[]
  threeDsChallengePreference?: ThreeDsChallengePreference
  destinationAuthKey?: string
}
