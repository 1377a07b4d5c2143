// Two plugins, neither of them Solana's: every checkout names its blockchain, and each blockchain takes its
// own plugin's wallet.
import { evm, type MinimalEvmWallet } from '@portico/evm'
import { PorticoProvider, Purchase, type PurchaseProps, Withdraw, WithdrawHistory } from '@portico/react'
import { user } from '@portico/user'

declare const wallet: MinimalEvmWallet
declare const chosen: 'eth' | 'user'
const plugins = [evm(), user()]

/** A merchant component that forwards whichever checkout it is given. */
export const AnyPurchase = (props: PurchaseProps) => <Purchase {...props} />

export const page = (
  <PorticoProvider env="local" merchantId="my-merchant" plugins={plugins}>
    <Purchase blockchain="eth" wallet={wallet} />
    <Withdraw blockchain="user" sessionKey="session" />
    <WithdrawHistory blockchain={chosen} />
    <AnyPurchase blockchain="base" wallet={wallet} cents={100} />
  </PorticoProvider>
)

// @ts-expect-error: without `blockchain` the checkout is Solana's, and @portico/solana is not installed
export const defaulted = <Purchase cents={100} />
// @ts-expect-error: the user checkout has no wallet
export const userWallet = <Purchase blockchain="user" wallet={wallet} />
// @ts-expect-error: a session-less EVM wallet is still required to be an EVM wallet
export const badWallet = <AnyPurchase blockchain="polygon" wallet={{ publicKey: null }} />
