// A wallet-less merchant with only @portico/user (the Next.js case): `blockchain="user"`, a
// session key, no wallet and no merchant transaction.
import {
  PorticoProvider,
  Purchase,
  PurchaseHistory,
  type PurchaseProps,
  Withdraw,
  WithdrawHistory,
} from '@portico/react'
import { user } from '@portico/user'

const plugins = [user()]
const props: PurchaseProps = { blockchain: 'user', sessionKey: 'session', cents: 1500 }

export function Account({ sessionKey }: { sessionKey: string }) {
  return (
    <PorticoProvider env="sandbox" merchantId="my-merchant" plugins={plugins}>
      <Purchase {...props} sessionKey={sessionKey} theme={{ primary: '#4b3cfa', style: 'pill' }} />
      <Withdraw blockchain="user" sessionKey={sessionKey} wallet={null} onAuthDeclined={() => {}} />
      <PurchaseHistory blockchain="user" sessionKey={sessionKey} wallet={undefined} />
      <WithdrawHistory blockchain="user" sessionKey={sessionKey} style={{ margin: 8 }} />
    </PorticoProvider>
  )
}

// @ts-expect-error: without `blockchain` the checkout is Solana's, and @portico/solana is not installed
export const defaulted = <Purchase sessionKey="session" />
// @ts-expect-error: a user checkout has no merchant transaction
export const transaction = <Purchase blockchain="user" transaction="tx" />
// @ts-expect-error: a user checkout has no wallet
export const wallet = <Withdraw blockchain="user" wallet={{ address: '0x01' }} />
// @ts-expect-error: `eth` is served by @portico/evm, which is not installed
export const eth = <PurchaseHistory blockchain="eth" />
