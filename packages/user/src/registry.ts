import type { ChainEntry } from '@portico/core'

/** A `user` checkout has no wallet: the customer is known by the session key. */
export type UserWallet = null | undefined

/** The checkout options only the `user` checkout reads. */
export interface UserOptions {
  /** The session key that identifies the customer (`?sessionKey=`). */
  sessionKey?: string
}

// Installing @portico/user types `blockchain: 'user'` checkouts as wallet-less, with no merchant transaction.
declare module '@portico/core' {
  interface ChainRegistry {
    user: ChainEntry<UserWallet, never, UserOptions>
  }
}
