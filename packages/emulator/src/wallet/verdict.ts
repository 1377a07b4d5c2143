import type { WalletMethod } from '../checkout/wallet-plan'

/** What checking a wallet's reply found: paid (with the chain's hash when there is one), or why not. */
export type Verdict = { ok: true; hash?: string; payer?: string } | { ok: false; error: string }

/** A wallet request built for one page: what to send the host's wallet, and how to check its reply. */
export interface BuiltRequest {
  method: WalletMethod
  data: string
  verify(reply: string): Promise<Verdict>
}

/** A refusal verdict. */
export function refused(error: string): Verdict {
  return { ok: false, error }
}

/** The message of an unknown thrown value, for a verdict. */
export function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
