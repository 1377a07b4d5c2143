import { readJson } from '../server/body'
import { corsHeaders } from '../server/cors'
import { HttpError, type Route, sendJson } from '../server/http'

/** A front-end error report the API took (`POST /api/telemetry/frontend-error`), as it was sent. */
export interface FrontendErrorReport {
  message: string
  stackTrace: string
  merchantId: string
  event: string
}

/** The front-end error reports of this run. */
export interface FrontendErrors {
  add(report: FrontendErrorReport): void
  list(filter?: { merchantId?: string }): FrontendErrorReport[]
  reset(): void
}

/** Keeps the most recent reports (oldest dropped past `limit`). */
export function createFrontendErrors(limit = 1000): FrontendErrors {
  let reports: FrontendErrorReport[] = []
  return {
    add(report) {
      reports.push(report)
      if (reports.length > limit) reports.shift()
    },
    list: (filter) => reports.filter((r) => !filter?.merchantId || r.merchantId === filter.merchantId),
    reset() {
      reports = []
    },
  }
}

const FIELDS = ['message', 'stackTrace', 'merchantId', 'event'] as const

/**
 * `POST /api/telemetry/frontend-error` `{message, stackTrace, merchantId, event}` (text each), readable by
 * any page as the provider's is: 200 `{ ok: true }`, or 400 naming the field that is wrong.
 */
export function telemetryRoutes(errors: FrontendErrors): Route[] {
  return [
    {
      method: 'POST',
      path: /^\/api\/telemetry\/frontend-error$/,
      handle: async (req, res) => {
        const cors = corsHeaders(req)
        try {
          const body = await readJson(req)
          for (const field of FIELDS)
            if (typeof body[field] !== 'string') throw new HttpError(400, `${field} must be text`)
          const { message, stackTrace, merchantId, event } = body as unknown as FrontendErrorReport
          errors.add({ message, stackTrace, merchantId, event })
          sendJson(res, 200, { ok: true }, cors)
        } catch (error) {
          if (!(error instanceof HttpError)) throw error
          sendJson(res, error.status, { error: error.message }, cors)
        }
      },
    },
  ]
}
