// Card inputs of the emulator's pages (purchase, payment intent, hosted card form): formatting as the customer
// types, and the validation events of field-validation.js. A field's error shows once it is touched: left
// (blur), typed to its full length, or submitted. Plain ES module.
import { brandOf, digitsOf, prettyFormat } from './card-rules.js'
import { createValidationReporter, fieldErrors } from './field-validation.js'

function format(input, field) {
  if (field === 'card-number') {
    const digits = digitsOf(input.value).replace(/\D/g, '').slice(0, 19)
    input.value = prettyFormat(digits)
    input.dataset.brand = brandOf(digits)?.code ?? ''
  } else if (field === 'expiration') {
    const digits = input.value.replace(/\D/g, '').slice(0, 4)
    input.value = digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits
  } else {
    input.value = input.value.replace(/\D/g, '').slice(0, 4)
  }
}

function complete(input, field, cardDigits) {
  if (field === 'expiration') return /^\d{2}\/\d{2}$/.test(input.value)
  const digits = field === 'card-number' ? digitsOf(input.value) : cardDigits()
  const brand = brandOf(digits)
  // The usual length of the brand (15 for American Express, 16 for the others), not a rare short or long one:
  // a Visa number is not finished at 13 digits while the customer is still typing.
  if (field === 'card-number')
    return digits.length >= Math.min(...(brand?.lengths ?? [16]).filter((n) => n >= 15))
  return input.value.length >= (brand?.cvv ?? 3)
}

// The field whose error shows is marked for assistive technology: aria-invalid, and aria-describedby naming
// the message element (an alert, so the message is read out as it appears); both go when the error goes.
function markInvalid(fields, shown, message) {
  if (message && !message.id) message.id = 'card-field-message'
  for (const [input, field] of fields) {
    if (shown?.field === field && message) {
      input.setAttribute('aria-invalid', 'true')
      input.setAttribute('aria-describedby', message.id)
    } else {
      input.removeAttribute('aria-invalid')
      input.removeAttribute('aria-describedby')
    }
  }
}

/**
 * Wires `{ number?, expiry?, cvv? }` inputs: `send(method, info)` gets each validation event, `onShown(error)`
 * each shown error (or undefined), shown in `message` (the element the marked field points at). `cardDigits`
 * gives the saved card's digits when there is no number input.
 */
export function watchCardInputs(
  inputs,
  { send, onShown = () => {}, message, cvvOnly = false, cardDigits = '' },
) {
  const fields = [
    [inputs.number, 'card-number'],
    [inputs.expiry, 'expiration'],
    [inputs.cvv, 'cvv'],
  ].filter(([input]) => input)
  const touched = new Set()
  const reporter = createValidationReporter(send)
  const digits = () => (inputs.number ? digitsOf(inputs.number.value) : cardDigits)
  const values = () => ({
    number: inputs.number?.value,
    expiry: inputs.expiry?.value,
    cvv: inputs.cvv?.value,
  })
  const check = () => {
    const shown = reporter.update(fieldErrors(values(), touched, { cvvOnly, cardDigits }))
    onShown(shown)
    markInvalid(fields, shown, message)
    return shown
  }
  for (const [input, field] of fields) {
    if (input.value) format(input, field)
    input.addEventListener('input', () => {
      format(input, field)
      if (complete(input, field, digits)) touched.add(field)
      check()
    })
    input.addEventListener('blur', () => {
      touched.add(field)
      check()
    })
  }
  return {
    values,
    /** Touches every field (a submit or tokenize) and returns the error shown, if any. */
    touchAll() {
      for (const [, field] of fields) touched.add(field)
      return check()
    },
  }
}
