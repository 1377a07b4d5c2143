import { parseMessageJson } from '../embed/message-json'
import { CardFormError } from '../errors/card-form-errors'
import type { HostedCardToken } from './hosted-card-form-types'

const text = (value: unknown) => (typeof value === 'number' ? String(value) : value)

/** The form's answer to `tokenize`: `ERROR …` text, or the token (a JSON string or an object). */
export function readToken(data: unknown): HostedCardToken | CardFormError {
  if (typeof data === 'string' && data.startsWith('ERROR'))
    return new CardFormError('declined', data.replace(/^ERROR\s*/, '') || 'The card form refused the card')
  const value = typeof data === 'string' ? parseMessageJson(data) : data
  const { token, expMonth, expYear } = (value ?? {}) as Record<string, unknown>
  if (typeof token !== 'string' || !token)
    return new CardFormError('declined', 'The card form answered no token')
  const result: HostedCardToken = { token }
  const month = text(expMonth)
  const year = text(expYear)
  if (typeof month === 'string') result.expMonth = month
  if (typeof year === 'string') result.expYear = year
  return result
}
