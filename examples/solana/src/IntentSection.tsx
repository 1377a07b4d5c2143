import { apiOrigin, type CheckoutInfo } from '@portico/core'
import { PaymentIntentPurchase } from '@portico/react'
import { localConfig } from '@portico-examples/shared/local-config'
import { useConnection, useWallet } from '@solana/wallet-adapter-react'
import { useState } from 'react'

const { env, hosts } = localConfig()

/**
 * Creates a payment intent, as a merchant's server would, through the emulator's API. A real site creates
 * it on its server with its API key; the emulator's test endpoint takes calls from any page.
 */
async function createIntent(pubkey: string): Promise<string> {
  const response = await fetch(`${apiOrigin(env, hosts)}/emulator/payment-intents`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ merchantId: 'demo-merchant', amount: 2500, blockchain: 'solana', pubkey }),
  })
  if (!response.ok) throw new Error(`the intent was not created (${response.status})`)
  return ((await response.json()) as { id: string }).id
}

/** A payment intent created for the connected wallet, then checked out and paid from that wallet. */
export function IntentSection({ onSuccess }: { onSuccess: (info: CheckoutInfo | undefined) => void }) {
  const wallet = useWallet()
  const { connection } = useConnection()
  const [intent, setIntent] = useState('')
  const [problem, setProblem] = useState('')
  const pubkey = wallet.publicKey?.toBase58()
  const create = () => {
    if (!pubkey) return
    setProblem('')
    createIntent(pubkey).then(setIntent, (error: Error) => setProblem(error.message))
  }
  return (
    <section data-testid="payment-intent">
      <h2>Payment intent</h2>
      <p>
        Intent: <code data-testid="payment-intent-id">{intent || problem}</code>{' '}
        <button type="button" data-testid="create-intent" disabled={!pubkey} onClick={create}>
          Create a $25.00 intent
        </button>
      </p>
      {/* The intent fixes the price and the payer; the wallet answers the intent page's request. */}
      {intent && (
        <PaymentIntentPurchase
          key={intent}
          paymentIntentId={intent}
          blockchain="solana"
          wallet={wallet}
          connection={connection}
          onSuccess={onSuccess}
        />
      )}
    </section>
  )
}
