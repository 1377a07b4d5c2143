import type { Blockchain, MountCheckoutOptions, RegisteredBlockchain } from '@portico/core'
import type { WithoutEmits } from './component-types'
import type { PorticoConfig } from './portico-plugin'

/** The checkout callbacks that are emits: `@load`, `@error`, `@success`, `@auth-declined`, …, `@event`. */
export const CHECKOUT_EMITS = [
  'load',
  'error',
  'success',
  'authDeclined',
  'heightChange',
  'inputError',
  'inputValid',
  'accountLinked',
  'accountNotLinked',
  'overlay',
  'event',
] as const

/** The names of the checkout's emits. */
export type CheckoutEmit = (typeof CHECKOUT_EMITS)[number]

/** What every checkout takes whatever its blockchain: its URL options and value-returning callbacks. */
type CheckoutData<B extends Blockchain> = WithoutEmits<
  Omit<MountCheckoutOptions<B>, 'blockchain' | 'kind' | 'paymentIntentId' | keyof PorticoConfig>,
  CheckoutEmit
> &
  Partial<PorticoConfig>

/**
 * The props of one blockchain's checkout: its wallet, transaction and chain options (its plugin's
 * types), `blockchain` required except for Solana's (the default).
 */
type ChainCheckoutProps<B extends RegisteredBlockchain> = CheckoutData<B> &
  (B extends 'solana'
    ? { /** @default 'solana' */ blockchain?: 'solana' | undefined }
    : { /** The blockchain segment of the URL; its plugin must be provided. */ blockchain: B })

/** What `blockchain` must be when no chain plugin is installed: the type error says what to do. */
export type NoChainPluginInstalled =
  'No chain plugin is installed: add @portico/solana, @portico/evm, @portico/user or your own (definePlugin)'

/**
 * Props of every checkout component, typed per blockchain through the ChainRegistry as in `@portico/react`:
 * one variant per blockchain of an installed plugin. `env`, `merchantId`, `plugins` and `hosts` default to
 * the provided configuration; the callbacks without a return value are emits.
 */
export type CheckoutProps<B extends RegisteredBlockchain = RegisteredBlockchain> = [
  RegisteredBlockchain,
] extends [never]
  ? CheckoutData<Blockchain> & { blockchain: NoChainPluginInstalled }
  : B extends RegisteredBlockchain
    ? ChainCheckoutProps<B>
    : never
