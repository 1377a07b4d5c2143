// Test helper: plays the checkout page's script over HTTP (open a page, ask for its wallet request, send
// the wallet's reply for checking), so wallet flows are tested against the real server without a browser.
import { buildCheckoutUrl, type CheckoutUrlOptions } from '@portico/core'
import type { Emulator } from '../emulator'
import { racePosts } from '../server/raw-http.test-helper'

/** One opened checkout page. */
export interface OpenedPage {
  sessionId: string
  html: string
  /** `POST /emulator/sessions/{id}/requests`: the wallet request (or the refusal's status and message). */
  request(
    body?: Record<string, unknown>,
  ): Promise<{ status: number; id: string; method: string; data: string; error?: string }>
}

/** The answer to `POST /emulator/requests/{id}/verify`. */
export interface VerifyAnswer {
  ok: boolean
  paymentId?: string
  hash?: string
  error?: string
}

/** POSTs `body` as JSON to `url`: the status and the JSON answer. */
export async function post(url: string, body: unknown) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, json: (await response.json()) as Record<string, unknown> }
}

/** Opens a checkout page of the emulator, as a browser would. */
export async function openPage(emulator: Emulator, options: CheckoutUrlOptions): Promise<OpenedPage> {
  const response = await fetch(buildCheckoutUrl({ hosts: { checkout: emulator.checkoutOrigin }, ...options }))
  const html = await response.text()
  if (response.status !== 200) throw new Error(`page answered ${response.status}: ${html}`)
  const data = JSON.parse(/id="portico-page">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}') as {
    sessionId: string
  }
  return {
    sessionId: data.sessionId,
    html,
    async request(body = {}) {
      const { status, json } = await post(
        `${emulator.checkoutOrigin}/emulator/sessions/${data.sessionId}/requests`,
        body,
      )
      return { status, ...(json as { id: string; method: string; data: string; error?: string }) }
    },
  }
}

/** Sends the wallet's reply to a request for checking. */
export async function verify(
  emulator: Emulator,
  id: string,
  reply: string,
): Promise<VerifyAnswer & { status: number }> {
  const { status, json } = await post(`${emulator.checkoutOrigin}/emulator/requests/${id}/verify`, { reply })
  return { status, ...(json as unknown as VerifyAnswer) }
}

/** Verifies `reply` for every request id at once (see racePosts): the status and answer of each. */
export async function verifyAtOnce(
  emulator: Emulator,
  ids: readonly string[],
  reply: string,
): Promise<Array<VerifyAnswer & { status: number }>> {
  const answers = await racePosts(
    Number(new URL(emulator.checkoutOrigin).port),
    ids.map((id) => ({ path: `/emulator/requests/${id}/verify`, body: { reply } })),
  )
  return answers.map((a) => ({ status: a.status, ...(JSON.parse(a.body) as VerifyAnswer) }))
}
