import { HttpError, type Route, sendJson } from '../server/http'
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

/** Where a running emulator serves, as `GET /emulator/info` answers it. */
export interface EmulatorInfo {
  checkoutOrigin: string
  apiOrigin: string
  solanaRpcUrl?: string
  evmRpcUrl?: string
  evmChainId?: number
}

/**
 * `GET /emulator/ledger?merchantId=&kind=`: the run's payments and top-ups as JSON `{ payments, topUps }`, so
 * a test that does not hold the emulator's handle (it runs in another process) reads what was paid;
 * `DELETE /emulator/ledger?merchantId=` forgets them (a merchant's only, with `merchantId`), for tests that
 * share one emulator; `GET /emulator/info`: its origins and chains, for those tests to find them.
 */
export function ledgerRoutes(ledger: Ledger, info: () => EmulatorInfo): Route[] {
  return [
    {
      method: 'GET',
      path: /^\/emulator\/info$/,
      handle: (_req, res) => sendJson(res, 200, info()),
    },
    {
      method: 'DELETE',
      path: /^\/emulator\/ledger$/,
      handle: (_req, res, _params, url) => {
        const { merchantId } = filterOf(url)
        ledger.reset(merchantId === undefined ? {} : { merchantId })
        sendJson(res, 200, { ok: true })
      },
    },
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
