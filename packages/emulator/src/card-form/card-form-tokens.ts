import type { HostedCardFormVariant } from '@portico/core'
import { brandOf, cardNumberValid, cvvValid, digitsOf, expiryValid } from '../../assets/card-rules.js'
import { MESSAGES } from '../../assets/field-validation.js'
import type { Vault } from '../vendor/vault'

/** A card number that passes every rule but that tokenization refuses ("Card invalid"). */
export const REFUSED_CARD = '4000000000000119'

/** What the hosted form sends to tokenize: the fields of its variant. */
export interface CardFormInput {
  number?: string
  expiry?: string
  cvv?: string
  /** The saved card's token (CVV form). */
  token?: string
}

/** What tokenize answers: the token and the card's expiry (two-digit month, four-digit year). */
export type CardFormToken = { token: string; expMonth?: string; expYear?: string } | { error: string }

/** The hosted card form's tokenization: checks the fields of its variant, then asks the vault. */
export interface CardFormTokens {
  tokenize(variant: HostedCardFormVariant, input: CardFormInput): CardFormToken
}

function expiryOf(text: string): { expMonth: string; expYear: string } {
  const [month = '', year = ''] = text.split('/').map((part) => part.trim())
  return { expMonth: month, expYear: `20${year}` }
}

/**
 * Tokenizes through the run's vault (one token space with the card field stand-in), remembering the expiry
 * of each token it issued so that the CVV form of a saved card can return it too.
 */
export function createCardFormTokens(vault: Vault, limit = 5000): CardFormTokens {
  const expiries = new Map<string, { expMonth: string; expYear: string }>()
  return {
    tokenize(variant, input) {
      if (variant === 'cvv') {
        const token = input.token ?? ''
        const cvv = input.cvv ?? ''
        if (!cvv) return { error: MESSAGES.cvvEmpty }
        if (!cvvValid(cvv, token)) return { error: MESSAGES.cvv }
        const result = vault.tokenizeCvv(token, cvv, brandOf(token)?.type ?? 'unknown')
        if ('error' in result) return result
        return { token: result.token, ...expiries.get(token) }
      }
      const digits = digitsOf(input.number ?? '')
      const expiry = input.expiry ?? ''
      if (!cardNumberValid(digits)) return { error: MESSAGES['card-number'] }
      if (!expiryValid(expiry)) return { error: MESSAGES.expiration }
      const cvv = variant === 'card' ? (input.cvv ?? '') : undefined
      if (cvv !== undefined && !cvvValid(cvv, digits)) return { error: MESSAGES.cvv }
      if (digits === REFUSED_CARD) return { error: 'Card invalid' }
      const result = vault.tokenize(digits, cvv)
      if ('error' in result) return result
      const exp = expiryOf(expiry)
      expiries.set(result.token, exp)
      if (expiries.size > limit) expiries.delete(expiries.keys().next().value as string)
      return { token: result.token, ...exp }
    },
  }
}
