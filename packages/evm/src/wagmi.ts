'use client'
import { type Config, type UseWalletClientParameters, useWalletClient } from 'wagmi'
import {
  type GetWalletClientParameters,
  type GetWalletClientReturnType,
  getConnection,
  getWalletClient,
} from 'wagmi/actions'

/** A connected wagmi wallet: a viem `WalletClient`, the wallet `evm()` takes as it is. */
export type WagmiWallet = GetWalletClientReturnType

/**
 * The connected wallet for `<Purchase wallet={…}>`: wagmi's wallet client, or `undefined` while no wallet is
 * connected (render the checkout once it is there). Must be used inside wagmi's `WagmiProvider`.
 */
export function useEvmWallet(parameters?: UseWalletClientParameters): WagmiWallet | undefined {
  return useWalletClient(parameters).data
}

/**
 * The connected wallet outside React (e.g. for `mountCheckout`), or `undefined` when no wallet is connected
 * instead of wagmi's not-connected error.
 */
export async function getEvmWallet(
  config: Config,
  parameters?: GetWalletClientParameters,
): Promise<WagmiWallet | undefined> {
  if (getConnection(config).status !== 'connected') return undefined
  return getWalletClient(config, parameters)
}
