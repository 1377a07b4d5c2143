import { randomBytes, randomInt } from 'node:crypto'
import { brandOf, cardNumberValid, cvvValid } from '../../assets/card-rules.js'

/** What the card vendor answers a tokenization with (the `tokenize` event's fields). */
export interface TokenizeResult {
  token: string
  tokenHMAC: string
  referenceNumber: string
  firstSix: string
  lastFour: string
  cardType: string
  cvvIncluded: boolean
}

/** A tokenization the vault refused, in the vendor's words. */
export interface TokenizeRefusal {
  error: string
}

/** The card vendor's token vault for one run: card numbers never leave it, tokens stand in for them. */
export interface Vault {
  /** Tokenizes a card number (with its CVV when the field has one). */
  tokenize(pan: string, cvv: string | undefined): TokenizeResult | TokenizeRefusal
  /**
   * Associates a new CVV with a saved card's token (CVV-only mode). A token from another run is accepted
   * as it is, its CVV checked against the card type the field was given.
   */
  tokenizeCvv(token: string, cvv: string, cardType: string): TokenizeResult | TokenizeRefusal
}

interface Stored {
  pan: string
  cardType: string
  cvv?: string
}

const ALPHANUMERIC = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789'

function reference(): string {
  return new Date().toISOString().replace(/\D/g, '').slice(2, 14) + String(randomInt(1e7, 1e8))
}

/** An empty vault; `mac` signs the tokens it issues (the vendor's token HMAC). */
export function createVault(mac: (text: string) => string): Vault {
  const tokens = new Map<string, Stored>()
  const answer = (token: string, stored: Stored): TokenizeResult => ({
    token,
    tokenHMAC: mac(token),
    referenceNumber: reference(),
    firstSix: stored.pan.slice(0, 6),
    lastFour: stored.pan.slice(-4),
    cardType: stored.cardType,
    cvvIncluded: stored.cvv !== undefined,
  })
  return {
    tokenize(pan, cvv) {
      if (!cardNumberValid(pan)) return { error: 'Invalid card number' }
      if (cvv !== undefined && !cvvValid(cvv, pan)) return { error: 'Invalid CVV' }
      // sixTOKENfour: the first six and last four digits stay readable, the middle is random.
      const middle = Array.from(
        randomBytes(pan.length - 10),
        (b) => ALPHANUMERIC[b % ALPHANUMERIC.length],
      ).join('')
      const token = pan.slice(0, 6) + middle + pan.slice(-4)
      const stored: Stored = { pan, cardType: brandOf(pan)?.type ?? 'unknown', ...(cvv ? { cvv } : {}) }
      tokens.set(token, stored)
      return answer(token, stored)
    },
    tokenizeCvv(token, cvv, cardType) {
      const stored = tokens.get(token) ?? { pan: token, cardType }
      const length = stored.cardType === 'americanExpress' ? 4 : 3
      if (!new RegExp(`^\\d{${length}}$`).test(cvv)) return { error: 'Invalid CVV' }
      stored.cvv = cvv
      return { ...answer(token, stored), firstSix: token.slice(0, 6), lastFour: token.slice(-4) }
    },
  }
}
