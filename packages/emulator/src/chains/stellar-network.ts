import { CHAIN_PACKAGES, withChainPackages } from './chain-packages'
import type { stellarRpcMethods } from './stellar-rpc/methods'

/** The passphrase of a standalone Stellar network (the one `stellar-core --standalone` and Quickstart use). */
export const STANDALONE_PASSPHRASE = 'Standalone Network ; February 2017'

/** The Stellar RPC stand-in's methods and what it took. */
export type StellarRpcState = ReturnType<typeof stellarRpcMethods>

/**
 * The emulator's Stellar network: no ledger, only its passphrase and the Stellar RPC stand-in that checks
 * signatures. What the emulator's checkout pages take and what its RPC route takes are one record, so a
 * transaction a wallet sends is found when the page checks its hash.
 */
export interface StellarNetwork {
  passphrase: string
  /** The stand-in's state, made on first use (it loads @stellar/stellar-base, an optional peer). */
  rpc(): Promise<StellarRpcState>
}

/** A network of its own for one emulator run. */
export function createStellarNetwork(passphrase = STANDALONE_PASSPHRASE): StellarNetwork {
  let state: Promise<StellarRpcState> | undefined
  return {
    passphrase,
    rpc: () => {
      if (!state) {
        const loading = withChainPackages(
          'Stellar wallet requests',
          CHAIN_PACKAGES.stellar,
          () => import('./stellar-rpc/methods'),
        ).then((code) => code.stellarRpcMethods(passphrase))
        state = loading
        // A missing package is reported each time, not remembered: installing it needs no restart.
        loading.catch(() => {
          if (state === loading) state = undefined
        })
      }
      return state
    },
  }
}
