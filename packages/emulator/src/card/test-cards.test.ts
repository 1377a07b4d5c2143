import { describe, expect, it } from 'vitest'
import { brandOf, cvvValid, expiryValid, luhnValid, prettyFormat } from '../../assets/card-rules.js'
import { cardProblem, decideCard, TEST_CARDS } from './test-cards'

const card = (number: string, cvv = '123') => ({ number, expiry: '12/34', cvv })

describe('card rules', () => {
  it('checks the Luhn sum', () => {
    expect(luhnValid('4242424242424242')).toBe(true)
    expect(luhnValid('4242424242424241')).toBe(false)
    expect(luhnValid('42424242')).toBe(false)
  })

  it('detects the brand from the prefix', () => {
    expect(brandOf('4')?.code).toBe('VISA')
    expect(brandOf('5555')?.code).toBe('MSTR')
    expect(brandOf('2221')?.code).toBe('MSTR')
    expect(brandOf('34')?.code).toBe('AMEX')
    expect(brandOf('6011')?.code).toBe('DISC')
    expect(brandOf('9999')).toBeUndefined()
  })

  it('asks American Express for a 4-digit CVV and others for 3', () => {
    expect(cvvValid('1234', '378282246310005')).toBe(true)
    expect(cvvValid('123', '378282246310005')).toBe(false)
    expect(cvvValid('123', '4242424242424242')).toBe(true)
    expect(cvvValid('1234', '4242424242424242')).toBe(false)
  })

  it('groups digits as printed on the card', () => {
    expect(prettyFormat('4242424242424242')).toBe('4242 4242 4242 4242')
    expect(prettyFormat('378282246310005')).toBe('3782 822463 10005')
    expect(prettyFormat('42424')).toBe('4242 4')
  })

  it('accepts this month and later as expiry', () => {
    const now = new Date(Date.UTC(2030, 5, 15))
    expect(expiryValid('06/30', now)).toBe(true)
    expect(expiryValid('05/30', now)).toBe(false)
    expect(expiryValid('13/31', now)).toBe(false)
    expect(expiryValid('1/31', now)).toBe(false)
  })
})

describe('test cards', () => {
  it('are all valid card numbers', () => {
    for (const { number } of TEST_CARDS)
      expect(cardProblem(card(number, number.startsWith('37') ? '1234' : '123'))).toBeUndefined()
  })

  it('names the problem of a card the form should not send', () => {
    expect(cardProblem(card('4242 4242 4242 4241'))).toMatch(/number/)
    expect(cardProblem({ number: '4242424242424242', expiry: '01/20', cvv: '123' })).toMatch(/expired/)
    expect(cardProblem(card('378282246310005', '123'))).toMatch(/security code/)
  })

  it('decides outcomes and challenges by card and preference', () => {
    expect(decideCard(card('4242 4242 4242 4242'))).toMatchObject({
      outcome: 'success',
      challenge: false,
      brand: 'VISA',
    })
    expect(decideCard(card('4000000000000002'))).toMatchObject({ outcome: 'decline', challenge: false })
    expect(decideCard(card('4000000000003220'), 'Frictionless')).toMatchObject({ challenge: true })
    expect(decideCard(card('4000002500003155'))).toMatchObject({ challenge: true })
    expect(decideCard(card('4000002500003155'), 'Frictionless')).toMatchObject({ challenge: false })
    expect(decideCard(card('4242424242424242'), 'Challenge')).toMatchObject({ challenge: true })
    expect(decideCard(card('5555555555554444'), 'NoPreference')).toMatchObject({
      challenge: false,
      brand: 'MSTR',
    })
  })
})
