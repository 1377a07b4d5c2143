// A card-form-only merchant: no chain plugin installed. The checkout components are still valid JSX, and any
// use of one says that a chain plugin is missing.
import {
  CardForm,
  type CardFormHandle,
  PorticoProvider,
  Purchase,
  PurchaseHistory,
  type PurchaseProps,
  useCardForm,
  Withdraw,
  WithdrawHistory,
} from '@portico/react'
import { useRef } from 'react'

export function CardOnly() {
  const card = useRef<CardFormHandle>(null)
  return (
    <PorticoProvider env="local" merchantId="my-merchant" plugins={[]}>
      <CardForm ref={card} mode="card-only" font="Inter" onReady={() => card.current?.getToken()} />
      <CardForm mode="cvv-only" token="saved-card" cardBrand="VISA" className="cvv" />
    </PorticoProvider>
  )
}

export function OwnLayout() {
  const { status, numberRef, cvvRef } = useCardForm({ env: 'local', merchantId: 'my-merchant' })
  return (
    <div aria-busy={status === 'loading'}>
      <div ref={numberRef} />
      <div ref={cvvRef} />
    </div>
  )
}

// Props typed elsewhere spread into every checkout: the components themselves type-check as elements.
export const forwarded = (props: PurchaseProps) => (
  <>
    <Purchase {...props} />
    <Withdraw {...props} />
    <PurchaseHistory {...props} />
    <WithdrawHistory {...props} />
  </>
)

// @ts-expect-error: `solana` is served by @portico/solana, which is not installed
export const solana = <Purchase blockchain="solana" cents={500} />
// @ts-expect-error: `blockchain` cannot be left out either: no plugin serves the default, `solana`
export const defaulted = <Withdraw />
// @ts-expect-error: a mode of the card form it does not have
export const badMode = <CardForm mode="cvv" />
