import { randomBytes, randomInt, randomUUID } from 'node:crypto'
import { cvvFits, vendorBrandOf, vendorCardValid } from '../../assets/vendor-rules.js'

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

/** 3-D Secure versions per directory server, as a tokenize answer with `use3DS` carries them. */
export interface ThreeDSecureVersions {
  threeDSecureResponse: Record<string, string>[]
  recommended3dsVersion: Record<string, string>
}

/**
 * The 3-D Secure part of a tokenize answer with `use3DS`: one test directory server, and no
 * `threeDSMethodURL` (device fingerprinting is not offered, so there is none to run).
 */
export function threeDSecureVersions(): ThreeDSecureVersions {
  const server = {
    acsStartProtocolVersion: '2.1.0',
    acsEndProtocolVersion: '2.2.0',
    dsStartProtocolVersion: '2.1.0',
    dsEndProtocolVersion: '2.2.0',
    directoryServerID: 'M000000004',
    dsIdentifier: 'EMULATOR_DS',
    threeDSServerTransID: randomUUID(),
  }
  return { threeDSecureResponse: [server], recommended3dsVersion: { EMULATOR_DS: '2.2.0' } }
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
      if (!vendorCardValid(pan)) return { error: 'Invalid card number' }
      const cardType = vendorBrandOf(pan)?.type ?? 'unknown'
      if (cvv !== undefined && !cvvFits(cvv, cardType)) return { error: 'Invalid CVV' }
      // sixTOKENfour: the first six and last four digits stay readable, the middle is random.
      const middle = Array.from(
        randomBytes(pan.length - 10),
        (b) => ALPHANUMERIC[b % ALPHANUMERIC.length],
      ).join('')
      const token = pan.slice(0, 6) + middle + pan.slice(-4)
      const stored: Stored = { pan, cardType, ...(cvv ? { cvv } : {}) }
      tokens.set(token, stored)
      return answer(token, stored)
    },
    tokenizeCvv(token, cvv, cardType) {
      const stored = tokens.get(token) ?? { pan: token, cardType }
      if (!cvvFits(cvv, stored.cardType)) return { error: 'Invalid CVV' }
      stored.cvv = cvv
      return { ...answer(token, stored), firstSix: token.slice(0, 6), lastFour: token.slice(-4) }
    },
  }
}
