import { HttpError } from '../server/http'

/** Who pays with PayPal or Venmo, as the host page said (`paypalIdentifier` / `venmoIdentifier`). */
export interface ButtonIdentifier {
  email?: string
  phoneNumber?: { countryCode: string; nationalNumber: string }
  token?: string
}

const text = (value: unknown, name: string) => {
  if (value === undefined) return undefined
  if (typeof value !== 'string' || !value) throw new HttpError(400, `identifier ${name} must be text`)
  return value
}

/**
 * The customer of a PayPal or Venmo payment: an email, a phone number `{countryCode, nationalNumber}` or a
 * saved account token, at least one. A 400 in words for anything else (the page never opens its sheet
 * without one, so only a caller other than the page gets here without).
 */
export function readButtonIdentifier(value: unknown, wallet: string): ButtonIdentifier {
  const given = typeof value === 'object' && value !== null && !Array.isArray(value)
  const fields = (given ? value : {}) as Record<string, unknown>
  const email = text(fields.email, 'email')
  const token = text(fields.token, 'token')
  let phoneNumber: ButtonIdentifier['phoneNumber']
  if (fields.phoneNumber !== undefined) {
    const phone = (fields.phoneNumber ?? {}) as Record<string, unknown>
    phoneNumber = {
      countryCode: text(phone.countryCode, 'phoneNumber.countryCode') ?? '',
      nationalNumber: text(phone.nationalNumber, 'phoneNumber.nationalNumber') ?? '',
    }
    if (!phoneNumber.countryCode || !phoneNumber.nationalNumber)
      throw new HttpError(400, 'identifier phoneNumber needs countryCode and nationalNumber')
  }
  if (!email && !phoneNumber && !token)
    throw new HttpError(400, `${wallet} needs the customer: an email, a phone number or an account token`)
  return { ...(email && { email }), ...(phoneNumber && { phoneNumber }), ...(token && { token }) }
}

/** The payer as the ledger shows it: the email, the phone number, or the saved account. */
export function payerOf(identifier: ButtonIdentifier): string {
  if (identifier.email) return identifier.email
  if (identifier.phoneNumber)
    return `+${identifier.phoneNumber.countryCode} ${identifier.phoneNumber.nationalNumber}`
  return `saved account …${(identifier.token ?? '').slice(-4)}`
}
