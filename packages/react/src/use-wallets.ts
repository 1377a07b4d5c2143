import { useEffect, useState } from 'react'

/** A function that lists wallets as they are found, such as `watchEvmWallets`; it returns a way to stop. */
export type WatchWallets<Wallet> = (callback: (wallets: readonly Wallet[]) => void) => () => void

const NONE: readonly never[] = []

/**
 * The wallets `watch` has found so far, kept up to date: `useWallets(watchEvmWallets)` lists the EVM wallets
 * that announce themselves (EIP-6963). Empty on the server and before the first is found. Pass a stable
 * function (an import, not an inline arrow): a new one starts watching again.
 */
export function useWallets<Wallet>(watch: WatchWallets<Wallet>): readonly Wallet[] {
  const [wallets, setWallets] = useState<readonly Wallet[]>(NONE)
  // Watched after commit, so a server render and the first client render agree (no wallet yet).
  useEffect(() => {
    setWallets(NONE)
    return watch(setWallets)
  }, [watch])
  return wallets
}
