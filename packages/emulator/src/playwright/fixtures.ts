import type { EmulatorOptions } from '../emulator'
import type { LedgerEntry, LedgerFilter, TopUp } from '../ledger/ledger'
import type { EmulatorInfo } from '../ledger/ledger-routes'
import { HelperError } from './helper-error'
import { readLedger, resetLedger } from './ledger'

/** The emulator a test sees through the fixture: its own worker's, or the one the whole suite shares. */
export interface TestEmulator extends EmulatorInfo {
  /** The payments recorded so far (over HTTP, so the same for a shared emulator), oldest first. */
  payments(filter?: LedgerFilter): Promise<LedgerEntry[]>
  /** The top-ups made so far. */
  topUps(filter?: { merchantId?: string }): Promise<TopUp[]>
  /** Forgets the payments and top-ups (a merchant's only, with `merchantId`). */
  reset(filter?: { merchantId?: string }): Promise<void>
}

/** Options of `emulatorFixtures`. */
export interface EmulatorFixtureOptions extends EmulatorOptions {
  /**
   * The checkout origin of an emulator the whole suite shares (started once, e.g. by Playwright's
   * `webServer: { command: 'npx portico-emulator' }` or a `globalSetup`): every worker uses it. Without
   * it, each worker starts its own with the other options (ports default to free ones) and stops it.
   */
  url?: string
}

/** The fixtures `emulatorFixtures` gives: `emulator` per worker, `merchantId` per test. */
export interface EmulatorFixtures {
  /** Test-scoped: a merchant id of this test alone, so tests sharing an emulator never see each other's payments. */
  test: { merchantId: string }
  /** Worker-scoped: the emulator. */
  worker: { emulator: TestEmulator }
}

type Use<T> = (value: T) => Promise<void>

/** What `emulatorFixtures` returns: fixture definitions in the shape `test.extend` takes. */
export interface EmulatorFixtureDefinitions {
  emulator: [(deps: object, use: Use<TestEmulator>) => Promise<void>, { scope: 'worker'; timeout: number }]
  merchantId: (
    deps: object,
    use: Use<string>,
    testInfo: { workerIndex: number; testId: string },
  ) => Promise<void>
}

// The emulator at `info`, read and reset over HTTP like any other process would.
function overHttp(info: EmulatorInfo): TestEmulator {
  const { checkoutOrigin } = info
  return {
    ...info,
    payments: async (filter) => (await readLedger(checkoutOrigin, filter)).payments,
    topUps: async (filter) => (await readLedger(checkoutOrigin, filter)).topUps,
    reset: (filter) => resetLedger(checkoutOrigin, filter),
  }
}

async function infoAt(url: string): Promise<EmulatorInfo> {
  const response = await fetch(new URL('/emulator/info', url)).catch((cause: unknown) => {
    throw new HelperError('EMULATOR_CHECKOUT_FAILED', `no emulator answers at ${url}`, { cause })
  })
  if (!response.ok)
    throw new HelperError('EMULATOR_CHECKOUT_FAILED', `${url} is not an emulator (${response.status})`)
  return (await response.json()) as EmulatorInfo
}

/**
 * Playwright fixtures (`test.extend`) for a merchant's suite: `emulator`, started once per worker (or the
 * one at `options.url`, shared by every worker), and `merchantId`, unique to each test:
 *
 * ```ts
 * import { test as base } from '@playwright/test'
 * import { type EmulatorFixtures, emulatorFixtures } from '@portico/emulator/playwright'
 * export const test = base.extend<EmulatorFixtures['test'], EmulatorFixtures['worker']>(emulatorFixtures())
 * ```
 */
export function emulatorFixtures(options: EmulatorFixtureOptions = {}): EmulatorFixtureDefinitions {
  const { url, ...start } = options
  return {
    emulator: [
      // Playwright reads a fixture's dependencies from its first parameter, which must be a pattern.
      // biome-ignore lint/correctness/noEmptyPattern: this fixture depends on no other.
      async ({}: object, use: Use<TestEmulator>) => {
        if (url !== undefined) return use(overHttp(await infoAt(url)))
        // Loaded here: `@portico/emulator/playwright` imports no server until a worker starts one.
        const { startEmulator } = await import('../emulator')
        const emulator = await startEmulator({ checkoutPort: 0, apiPort: 0, ...start })
        try {
          await use(overHttp(await infoAt(emulator.checkoutOrigin)))
        } finally {
          await emulator.close()
        }
      },
      // A worker's emulator may start chains: more than a test's default 30 s on a busy machine.
      { scope: 'worker', timeout: 120_000 },
    ],
    merchantId: async (
      // biome-ignore lint/correctness/noEmptyPattern: this fixture depends on no other.
      {}: object,
      use: Use<string>,
      testInfo: { workerIndex: number; testId: string },
    ) => use(`shop-${testInfo.workerIndex}-${testInfo.testId}`),
  }
}
