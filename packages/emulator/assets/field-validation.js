// The hosted checkout's card input validation events, shared by the purchase pages and the
// hosted card form: one error shown at a time (card number, then expiration, then CVV), an event only when
// what is shown changes, `inputValid` for the field whose error went away or moved. Plain ES module.
import { cardNumberValid, cvvValid, digitsOf, expiryValid } from './card-rules.js'

/** The checkout's fixed texts. */
export const MESSAGES = Object.freeze({
  'card-number': 'Card number is invalid. Please double check information.',
  expiration: 'Expiration is invalid. Please double check information.',
  cvv: 'CVV is invalid. Please double check information.',
  cvvEmpty: 'Please enter your CVV to proceed.',
})

/** Fields in order of precedence: the first one with an error is the one shown. */
export const FIELDS = Object.freeze(['card-number', 'expiration', 'cvv'])

/**
 * The error of each touched field: `{ [field]: message }`. `values` holds `number`, `expiry` and `cvv` for
 * the fields the form has; `cardDigits` decides the CVV length when there is no number field (a saved card);
 * `cvvOnly` selects the empty-CVV text of the CVV-only form.
 */
export function fieldErrors(values, touched, { cvvOnly = false, cardDigits } = {}) {
  const errors = {}
  const digits = values.number === undefined ? (cardDigits ?? '') : digitsOf(values.number)
  if (touched.has('card-number') && values.number !== undefined && !cardNumberValid(digits))
    errors['card-number'] = MESSAGES['card-number']
  if (touched.has('expiration') && values.expiry !== undefined && !expiryValid(values.expiry))
    errors.expiration = MESSAGES.expiration
  if (touched.has('cvv') && values.cvv !== undefined) {
    if (cvvOnly && values.cvv === '') errors.cvv = MESSAGES.cvvEmpty
    else if (!cvvValid(values.cvv, digits)) errors.cvv = MESSAGES.cvv
  }
  return errors
}

/** The one error shown for these field errors, or undefined when there is none. */
export function shownError(errors) {
  const field = FIELDS.find((f) => errors[f] !== undefined)
  return field === undefined ? undefined : { field, message: errors[field] }
}

/** The events that take the host from one shown error (or none) to the next, in the order they are sent. */
export function validationEvents(before, after) {
  if (before?.field === after?.field && before?.message === after?.message) return []
  const events = []
  if (before && before.field !== after?.field)
    events.push({ method: 'inputValid', info: { field: before.field } })
  if (after) events.push({ method: 'inputError', info: { field: after.field, message: after.message } })
  return events
}

/** Tracks the shown error and calls `send(method, info)` for each event as it changes. */
export function createValidationReporter(send) {
  let shown
  return {
    /** Shows the error of these field errors; returns it (undefined when every touched field is valid). */
    update(errors) {
      const next = shownError(errors)
      for (const event of validationEvents(shown, next)) send(event.method, event.info)
      shown = next
      return next
    },
  }
}
