import type { Env, Hosts } from '../api/hosts'

/** What one protection run needs to get a signal. */
export interface SignalContext {
  window: Window & typeof globalThis
  env: Env | undefined
  hosts: Hosts | undefined
  merchantId: string
  timeoutMs: number
  /** The `nonce` of the scripts it inserts, for a page whose policy allows scripts by nonce. */
  nonce?: string | undefined
  /** Aborted when the protection stops or a step times out. */
  signal: AbortSignal
}
