import { brandOf, cardNumberValid, cvvValid, digitsOf, expiryValid } from '../../assets/card-rules.js'

/** When a card asks for a 3-D Secure challenge. */
export type ChallengeRule = 'none' | 'optional' | 'required'

/** A card number with a known outcome in the emulator. */
export interface TestCard {
  number: string
  /** What a person reads next to it. */
  label: string
  outcome: 'success' | 'decline'
  challenge: ChallengeRule
}

/**
 * The emulator's test cards. Any other valid card number (Luhn, known brand) succeeds without a challenge.
 * `threeDsChallengePreference=Frictionless` skips optional challenges; `Challenge` asks on every card.
 */
export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242424242424242', label: 'Visa: succeeds', outcome: 'success', challenge: 'none' },
  {
    number: '4000000000000002',
    label: 'Visa: declined (authDeclined)',
    outcome: 'decline',
    challenge: 'none',
  },
  {
    number: '4000000000003220',
    label: 'Visa: 3DS challenge required (approve → success, fail → authDeclined)',
    outcome: 'success',
    challenge: 'required',
  },
  {
    number: '4000002500003155',
    label: 'Visa: optional 3DS challenge (skipped with Frictionless)',
    outcome: 'success',
    challenge: 'optional',
  },
  { number: '5555555555554444', label: 'Mastercard: succeeds', outcome: 'success', challenge: 'none' },
  {
    number: '378282246310005',
    label: 'American Express: succeeds (4-digit CVV)',
    outcome: 'success',
    challenge: 'none',
  },
  { number: '6011111111111117', label: 'Discover: succeeds', outcome: 'success', challenge: 'none' },
]

/** What the card form sends. */
export interface CardInput {
  number: string
  expiry: string
  cvv: string
}

/** The checked card: its digits, brand and what the emulator will do with it. */
export interface CardDecision {
  digits: string
  brand: 'VISA' | 'MSTR' | 'AMEX' | 'DISC'
  outcome: 'success' | 'decline'
  challenge: boolean
}

/** Why a card cannot be charged at all (shown next to the form; no outcome is posted). */
export function cardProblem(card: CardInput): string | undefined {
  const digits = digitsOf(card.number)
  if (!cardNumberValid(digits)) return 'Your card number is invalid.'
  if (!expiryValid(card.expiry)) return 'Your card has expired or the expiry date is invalid (MM/YY).'
  if (!cvvValid(card.cvv, digits)) return 'Your card’s security code is invalid.'
  return undefined
}

/** What happens to a valid card under a 3DS challenge preference (`NoPreference` when absent). */
export function decideCard(card: CardInput, preference = 'NoPreference'): CardDecision {
  const digits = digitsOf(card.number)
  const known = TEST_CARDS.find((c) => c.number === digits)
  const rule = known?.challenge ?? 'none'
  const challenge =
    preference === 'Challenge' ||
    rule === 'required' ||
    (rule === 'optional' && preference !== 'Frictionless')
  return {
    digits,
    brand: brandOf(digits)?.code ?? 'VISA',
    outcome: known?.outcome ?? 'success',
    challenge,
  }
}
