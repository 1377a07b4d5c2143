import { describe, expect, it } from 'vitest'
import {
  createValidationReporter,
  fieldErrors,
  MESSAGES,
  shownError,
  validationEvents,
} from '../../assets/field-validation.js'

// The one-error-at-a-time rule of the checkout's card inputs, as the emulator's page scripts apply it.
const NUMBER = MESSAGES['card-number']
const EXPIRATION = MESSAGES.expiration
const CVV = MESSAGES.cvv

function recorder() {
  const events: unknown[] = []
  const reporter = createValidationReporter((method, info) => events.push({ method, info }))
  return { events, update: reporter.update }
}

describe('card field validation events', () => {
  it('uses the checkout texts', () => {
    expect(MESSAGES).toEqual({
      'card-number': 'Card number is invalid. Please double check information.',
      expiration: 'Expiration is invalid. Please double check information.',
      cvv: 'CVV is invalid. Please double check information.',
      cvvEmpty: 'Please enter your CVV to proceed.',
    })
  })

  it('shows one error, by precedence: card number, then expiration, then CVV', () => {
    expect(shownError({ cvv: CVV, expiration: EXPIRATION, 'card-number': NUMBER })).toEqual({
      field: 'card-number',
      message: NUMBER,
    })
    expect(shownError({ cvv: CVV, expiration: EXPIRATION })?.field).toBe('expiration')
    expect(shownError({ cvv: CVV })?.field).toBe('cvv')
    expect(shownError({})).toBeUndefined()
  })

  it('sends nothing while the shown state is unchanged, including the untouched start', () => {
    const { events, update } = recorder()
    update({})
    update({})
    update({ cvv: CVV })
    update({ cvv: CVV })
    expect(events).toEqual([{ method: 'inputError', info: { field: 'cvv', message: CVV } }])
  })

  it('sends inputValid for the field whose error cleared', () => {
    const { events, update } = recorder()
    update({ expiration: EXPIRATION })
    update({})
    expect(events).toEqual([
      { method: 'inputError', info: { field: 'expiration', message: EXPIRATION } },
      { method: 'inputValid', info: { field: 'expiration' } },
    ])
  })

  it('sends inputValid for the old field, then inputError for the new one, when the error moves', () => {
    const { events, update } = recorder()
    update({ cvv: CVV })
    update({ cvv: CVV, 'card-number': NUMBER })
    expect(events).toEqual([
      { method: 'inputError', info: { field: 'cvv', message: CVV } },
      { method: 'inputValid', info: { field: 'cvv' } },
      { method: 'inputError', info: { field: 'card-number', message: NUMBER } },
    ])
  })

  it('sends the error again when the same field gets another text', () => {
    expect(
      validationEvents({ field: 'cvv', message: MESSAGES.cvvEmpty }, { field: 'cvv', message: CVV }),
    ).toEqual([{ method: 'inputError', info: { field: 'cvv', message: CVV } }])
  })

  it('finds the errors of touched fields only', () => {
    const values = { number: '4242 4242 4242 4241', expiry: '01/20', cvv: '12' }
    expect(fieldErrors(values, new Set())).toEqual({})
    expect(fieldErrors(values, new Set(['cvv', 'expiration']))).toEqual({ cvv: CVV, expiration: EXPIRATION })
    expect(fieldErrors({ ...values, number: '4242 4242 4242 4242' }, new Set(['card-number']))).toEqual({})
  })

  it('asks for 4 CVV digits on American Express, from the number or the saved card', () => {
    const touched = new Set(['cvv'] as const)
    expect(fieldErrors({ number: '378282246310005', cvv: '123' }, touched)).toEqual({ cvv: CVV })
    expect(fieldErrors({ number: '378282246310005', cvv: '1234' }, touched)).toEqual({})
    expect(fieldErrors({ cvv: '123' }, touched, { cardDigits: '378282TOKEN0005' })).toEqual({ cvv: CVV })
  })

  it('asks for the CVV with its own text on the CVV-only form only', () => {
    const touched = new Set(['cvv'] as const)
    expect(fieldErrors({ cvv: '' }, touched, { cvvOnly: true, cardDigits: '424242' })).toEqual({
      cvv: MESSAGES.cvvEmpty,
    })
    expect(fieldErrors({ number: '4242424242424242', cvv: '' }, touched)).toEqual({ cvv: CVV })
  })
})
