import type { ReactNode, RefAttributes } from 'react'

/**
 * The type of a component whose props depend on the plugins the merchant installs (`<Purchase>`,
 * `<PaymentIntentPurchase>`, …), with `ref` to its handle. Declared by name so that the published
 * declarations keep `P` as a name, checked in the merchant's program: `forwardRef`'s own type would be
 * expanded when the package is built, where no plugin is installed, and refuse every blockchain.
 */
export type RegistryComponent<P, R> = ((props: P & RefAttributes<R>) => ReactNode) & {
  displayName?: string | undefined
}
