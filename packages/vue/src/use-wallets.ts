import { onBeforeUnmount, onMounted, type Ref, shallowRef } from 'vue'

/** A function that lists wallets as they are found, such as `watchEvmWallets`; it returns a way to stop. */
export type WatchWallets<Wallet> = (callback: (wallets: readonly Wallet[]) => void) => () => void

/**
 * The wallets `watch` has found so far, as a ref kept up to date: `useWallets(watchEvmWallets)` lists the EVM
 * wallets that announce themselves (EIP-6963). Call it in `setup`. Empty on the server and before the first
 * is found; watching stops when the component unmounts.
 */
export function useWallets<Wallet>(watch: WatchWallets<Wallet>): Readonly<Ref<readonly Wallet[]>> {
  const wallets = shallowRef<readonly Wallet[]>([])
  let unwatch: (() => void) | undefined
  // Mounted only in a browser, so a server render and hydration agree (no wallet yet).
  onMounted(() => {
    unwatch = watch((found) => {
      wallets.value = found
    })
  })
  onBeforeUnmount(() => unwatch?.())
  return wallets
}
