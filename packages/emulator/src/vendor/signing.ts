import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/** The signed part of a card field configuration, as the card vendor checks it. */
export interface SignedConfig {
  /** Origins allowed to embed the field, comma-separated when there are several. */
  origin: string
  /** UTC time of signing, `yyyyMMddHHmmss`. */
  timestamp: string
  tokenExID: string
  tokenScheme: string
  /** base64 HMAC-SHA256 over `tokenExID|origin|timestamp|tokenScheme` (or `|token` in CVV-only mode). */
  authenticationKey: string
  /** An existing card token (CVV-only mode). */
  token?: string
}

/** The emulator's vendor account: one id and one random secret per run, like a merchant's vendor keys. */
export interface VendorKeys {
  readonly tokenExID: string
  readonly tokenScheme: string
  /** Signs a configuration for these origins (and a saved card's token). */
  sign(origin: string, token?: string, now?: Date): SignedConfig
  /** Why a configuration does not verify (bad key, expired, malformed), or undefined when it does. */
  problem(config: unknown, now?: Date): string | undefined
  /** An HMAC of any text under the run's secret (token HMACs). */
  mac(text: string): string
}

/** How long a signed configuration stays valid, as with the real vendor. */
export const CONFIG_LIFETIME_MS = 20 * 60 * 1000

function stamp(date: Date): string {
  return date.toISOString().replace(/[-:T]/g, '').slice(0, 14)
}

/** The time a `yyyyMMddHHmmss` UTC timestamp names, in ms (NaN when malformed). */
export function parseStamp(text: string): number {
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(text)
  return m ? Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!) : Number.NaN
}

/** Fresh vendor keys for one emulator run. */
export function createVendorKeys(secret: Uint8Array = randomBytes(32)): VendorKeys {
  const tokenExID = 'portico-emulator'
  const tokenScheme = 'PCI'
  const mac = (text: string) => createHmac('sha256', secret).update(text).digest('base64')
  const keyFor = (c: Omit<SignedConfig, 'authenticationKey'>) =>
    mac([c.tokenExID, c.origin, c.timestamp, c.token ?? c.tokenScheme].join('|'))
  return {
    tokenExID,
    tokenScheme,
    mac,
    sign(origin, token, now = new Date()) {
      const unsigned = { origin, timestamp: stamp(now), tokenExID, tokenScheme, ...(token ? { token } : {}) }
      return { ...unsigned, authenticationKey: keyFor(unsigned) }
    },
    problem(config, now = new Date()) {
      if (typeof config !== 'object' || config === null) return 'missing configuration'
      const c = config as Record<string, unknown>
      for (const field of ['origin', 'timestamp', 'tokenExID', 'tokenScheme', 'authenticationKey'])
        if (typeof c[field] !== 'string') return `configuration field ${field} is missing`
      if (c.token !== undefined && typeof c.token !== 'string') return 'configuration field token is not text'
      const expected = Buffer.from(keyFor(c as unknown as SignedConfig))
      const given = Buffer.from(c.authenticationKey as string)
      if (expected.length !== given.length || !timingSafeEqual(expected, given))
        return 'Invalid authentication key'
      const age = now.getTime() - parseStamp(c.timestamp as string)
      if (!(age >= -60_000 && age <= CONFIG_LIFETIME_MS)) return 'The authentication key has expired'
      return undefined
    },
  }
}
