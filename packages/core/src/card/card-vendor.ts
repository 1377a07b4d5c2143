// The part of the card vendor's browser API (TokenEx iframe v3, global `TokenEx.Iframe`) that Portico uses.
// The vendor ships no types; these name only what we call and read, and every payload field is optional
// because it comes from another origin.

/** CSS text per state, as the vendor takes it. */
export interface VendorStyles {
  base?: string
  focus?: string
  error?: string
  placeholder?: string
  cvv?: { base?: string; focus?: string; error?: string; placeholder?: string }
}

/** Configuration for `new TokenEx.Iframe(containerId, config)`: the provider's signed part plus ours. */
export interface VendorConfig {
  origin: string
  timestamp: string
  tokenExID: string
  tokenScheme: string
  authenticationKey: string
  pci: boolean
  token?: string
  use3DS?: boolean
  threeDSMethodNotificationUrl?: string
  placeholder?: string
  cvvPlaceholder?: string
  enablePrettyFormat?: boolean
  cvv?: boolean
  cvvOnly?: boolean
  cvvContainerID?: string
  cardType?: string
  styles?: VendorStyles
  font?: string
  debug?: boolean
  enableValidateOnBlur?: boolean
  enableValidateOnKeyUp?: boolean
  enableValidateOnCvvKeyUp?: boolean
  enableAutoComplete?: boolean
  enableAriaRequired?: boolean
  inputMode?: string
  customDataLabel?: string
  customCvvDataLabel?: string
  title?: string
  cvvTitle?: string
  expiresInSeconds?: number
  [field: string]: unknown
}

/** What the vendor's events carry (validate, tokenize, change, cardTypeChange, notice, error). */
export interface VendorEventData {
  isValid?: boolean
  isCvvValid?: boolean
  validator?: string | null
  cvvValidator?: string | null
  token?: string
  tokenHMAC?: string
  referenceNumber?: string
  firstSix?: string
  lastFour?: string
  cardType?: string
  cvvIncluded?: boolean
  possibleCardType?: string
  error?: string
  detail?: string
  [field: string]: unknown
}

/** One vendor field instance. It has no way to remove a listener: `remove()` tears the whole field down. */
export interface VendorIframe {
  load(): void
  on(event: string, callback: (data?: VendorEventData) => void): void
  tokenize(): void
  validate(): void
  reset(): void
  focus(): void
  cvvFocus(): void
  blur(): void
  remove(): void
}

/** The vendor's global (`window.TokenEx`). */
export interface CardVendor {
  Iframe: new (containerId: string, config: VendorConfig) => VendorIframe
}

/** The vendor global if its script has run on this page. */
export function pageCardVendor(): CardVendor | undefined {
  const vendor = (globalThis as { TokenEx?: Partial<CardVendor> }).TokenEx
  return typeof vendor?.Iframe === 'function' ? (vendor as CardVendor) : undefined
}
