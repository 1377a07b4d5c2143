import { HttpError, type Route, sendJson } from './http'
import type { Ledger, LedgerFilter } from './ledger'

const KINDS = ['purchase', 'withdraw'] as const

function filterOf(url: URL): LedgerFilter {
  const merchantId = url.searchParams.get('merchantId') ?? undefined
  const kind = url.searchParams.get('kind') ?? undefined
  if (kind !== undefined && !(KINDS as readonly string[]).includes(kind))
    throw new HttpError(400, `kind must be one of ${KINDS.join(', ')}`)
  return {
    ...(merchantId === undefined ? {} : { merchantId }),
    ...(kind === undefined ? {} : { kind: kind as LedgerFilter['kind'] }),
  }
}

/**
 * `GET /emulator/ledger?merchantId=&kind=`: the run's payments and top-ups as JSON `{ payments, topUps }`, so
 * a test that does not hold the emulator's handle (it runs in another process) reads what was paid.
 */
export function ledgerRoutes(ledger: Ledger): Route[] {
  return [
    {
      method: 'GET',
      path: /^\/emulator\/ledger$/,
      handle: (_req, res, _params, url) => {
        const filter = filterOf(url)
        const topUps = ledger.topUps(filter.merchantId === undefined ? {} : { merchantId: filter.merchantId })
        sendJson(res, 200, { payments: ledger.list(filter), topUps })
      },
    },
  ]
}
