import { buildCheckoutUrl, checkoutRoute, type ThreeDsChallengePreference } from '@portico/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Emulator, startEmulator } from '../emulator'
import { type RawResponse, racePosts } from '../server/raw-http.test-helper'

let emulator: Emulator
beforeAll(async () => {
  emulator = await startEmulator({ checkoutPort: 0, apiPort: 0 })
})
afterAll(() => emulator.close())

async function post(path: string, body: unknown) {
  const response = await fetch(emulator.checkoutOrigin + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

async function openPage(merchantId: string, threeDsChallengePreference?: ThreeDsChallengePreference) {
  const url = buildCheckoutUrl({
    hosts: { checkout: emulator.checkoutOrigin },
    route: checkoutRoute('purchase', merchantId),
    subtotal: { cents: 4200, currency: 'EUR' },
    ...(threeDsChallengePreference ? { threeDsChallengePreference } : {}),
  })
  const html = await (await fetch(url)).text()
  return JSON.parse(/id="portico-page">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}').sessionId as string
}

const card = (number: string) => ({ number, expiry: '12/34', cvv: '123' })

async function pay(
  number: string,
  merchantId: string,
  threeDsChallengePreference?: ThreeDsChallengePreference,
) {
  const sessionId = await openPage(merchantId, threeDsChallengePreference)
  return post(`/emulator/sessions/${sessionId}/card`, card(number))
}

const port = () => Number(new URL(emulator.checkoutOrigin).port)
const statuses = (answers: RawResponse[]) => answers.map((a) => a.status).sort()

describe('card payments', () => {
  it('succeeds with 4242 4242 4242 4242 and records the payment', async () => {
    const { status, body } = await pay('4242 4242 4242 4242', 'card-ok')
    expect(status).toBe(200)
    expect(body).toMatchObject({ status: 'success', info: { paymentId: expect.any(String) } })
    expect(emulator.payments({ merchantId: 'card-ok' })).toMatchObject([
      { method: 'card', payer: 'VISA •••• 4242', total: { cents: 4200, currency: 'EUR' } },
    ])
  })

  it('declines 4000 0000 0000 0002 with authDeclined info and records nothing', async () => {
    const { body } = await pay('4000000000000002', 'card-declined')
    expect(body).toEqual({
      status: 'authDeclined',
      info: {
        title: 'Card declined',
        code: 'card_declined',
        action: expect.any(String),
        message: expect.any(String),
        // A display string, as the checkout's (the anchor kit's AuthDeclinedWalletCallInfo).
        total: '€42.00',
      },
    })
    expect(emulator.payments({ merchantId: 'card-declined' })).toEqual([])
  })

  it('challenges 4000 0000 0000 3220: approve pays, fail declines', async () => {
    const first = await pay('4000000000003220', 'card-3ds')
    expect(first.body).toMatchObject({ status: 'challenge', challengeId: expect.any(String) })
    const approved = await post(`/emulator/card/challenges/${first.body.challengeId}`, { approve: true })
    expect(approved.body).toMatchObject({ status: 'success' })
    const again = await post(`/emulator/card/challenges/${first.body.challengeId}`, { approve: true })
    expect(again).toEqual({ status: 409, body: { error: 'this challenge was already answered' } })
    expect((await post('/emulator/card/challenges/unknown', { approve: true })).status).toBe(404)

    const second = await pay('4000000000003220', 'card-3ds')
    const failed = await post(`/emulator/card/challenges/${second.body.challengeId}`, { approve: false })
    expect(failed.body).toMatchObject({ status: 'authDeclined', info: { code: 'three_ds_failed' } })
    expect(emulator.payments({ merchantId: 'card-3ds' })).toHaveLength(1)
  })

  it('honours threeDsChallengePreference', async () => {
    expect((await pay('4000002500003155', 'card-pref')).body.status).toBe('challenge')
    expect((await pay('4000002500003155', 'card-pref', 'Frictionless')).body.status).toBe('success')
    expect((await pay('4242424242424242', 'card-pref', 'Challenge')).body.status).toBe('challenge')
    expect((await pay('4000000000003220', 'card-pref', 'Frictionless')).body.status).toBe('challenge')
  })

  it('refuses a card that is not valid, without an outcome', async () => {
    const { status, body } = await pay('4242 4242 4242 4241', 'card-invalid')
    expect(status).toBe(400)
    expect(body.error).toMatch(/card number is invalid/)
  })

  it('refuses calls from another origin', async () => {
    const response = await fetch(`${emulator.checkoutOrigin}/emulator/sessions/x/card`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: '{}',
    })
    expect(response.status).toBe(403)
  })

  it('lists card purchases on the purchase history page', async () => {
    const { body } = await pay('5555555555554444', 'card-history')
    const paymentId = (body.info as { paymentId: string }).paymentId
    const html = await (
      await fetch(
        buildCheckoutUrl({
          hosts: { checkout: emulator.checkoutOrigin },
          route: checkoutRoute('purchase-history', 'card-history'),
        }),
      )
    ).text()
    expect(html).toContain(`data-payment-id="${paymentId}"`)
    const withdrawals = await (
      await fetch(`${emulator.checkoutOrigin}/solana/history/withdraw/card-history`)
    ).text()
    expect(withdrawals).toContain('data-testid="history-empty"')
  })
})

describe('one outcome per card payment, whatever the concurrency', () => {
  it('charges once when one page sends its card five times at once; the others get 409', async () => {
    const sessionId = await openPage('card-race')
    const answers = await racePosts(
      port(),
      Array.from({ length: 5 }, () => ({
        path: `/emulator/sessions/${sessionId}/card`,
        body: card('4242424242424242'),
      })),
    )
    expect(statuses(answers)).toEqual([200, 409, 409, 409, 409])
    expect(answers.map((a) => JSON.parse(a.body).status).filter(Boolean)).toEqual(['success'])
    expect(emulator.payments({ merchantId: 'card-race' })).toHaveLength(1)
  })

  it('settles a 3-D Secure challenge once when it is approved five times at once', async () => {
    const { body } = await pay('4000000000003220', 'challenge-race')
    const answers = await racePosts(
      port(),
      Array.from({ length: 5 }, () => ({
        path: `/emulator/card/challenges/${body.challengeId}`,
        body: { approve: true },
      })),
    )
    expect(statuses(answers)).toEqual([200, 409, 409, 409, 409])
    expect(emulator.payments({ merchantId: 'challenge-race' })).toHaveLength(1)
  })

  it('gives exactly one outcome when an approve and a fail race', async () => {
    for (const round of [1, 2, 3]) {
      const merchantId = `approve-fail-${round}`
      const { body } = await pay('4000000000003220', merchantId)
      const path = `/emulator/card/challenges/${body.challengeId}`
      const answers = await racePosts(port(), [
        { path, body: { approve: true } },
        { path, body: { approve: false } },
      ])
      expect(statuses(answers)).toEqual([200, 409])
      const outcome = JSON.parse(answers.find((a) => a.status === 200)?.body ?? '{}').status
      expect(emulator.payments({ merchantId })).toHaveLength(outcome === 'success' ? 1 : 0)
      expect(['success', 'authDeclined']).toContain(outcome)
    }
  })

  it('keeps a challenge open when its answer cannot be read', async () => {
    const { body } = await pay('4000000000003220', 'challenge-unreadable')
    const path = `/emulator/card/challenges/${body.challengeId}`
    expect((await post(path, { approve: 'yes' })).status).toBe(400)
    expect((await post(path, { approve: true })).body).toMatchObject({ status: 'success' })
  })

  it('lets a page try another card after a decline, and refuses a second payment once it has paid', async () => {
    const sessionId = await openPage('card-retry')
    const path = `/emulator/sessions/${sessionId}/card`
    expect((await post(path, card('4000000000000002'))).body.status).toBe('authDeclined')
    expect((await post(path, card('4242 4242 4242 4241'))).status).toBe(400)
    expect((await post(path, card('4242424242424242'))).body.status).toBe('success')
    expect(await post(path, card('5555555555554444'))).toEqual({
      status: 409,
      body: { error: 'this checkout was already paid' },
    })
    expect(emulator.payments({ merchantId: 'card-retry' })).toHaveLength(1)
  })

  it('refuses another card while a 3-D Secure challenge of the page is open, and not after it failed', async () => {
    const sessionId = await openPage('card-during-challenge')
    const path = `/emulator/sessions/${sessionId}/card`
    const { body } = await post(path, card('4000000000003220'))
    expect((await post(path, card('4242424242424242'))).status).toBe(409)
    await post(`/emulator/card/challenges/${body.challengeId}`, { approve: false })
    expect((await post(path, card('4242424242424242'))).body.status).toBe('success')
  })
})
