import type { CheckoutInfo } from '@portico/core'
import { Purchase } from '@portico/react'
import type { SolanaConnection } from '@portico/solana'
import { localConfig } from '@portico-examples/shared/local-config'
import {
  type Base64EncodedWireTransaction,
  createSolanaRpc,
  generateKeyPairSigner,
  getBase64Decoder,
  type KeyPairSigner,
} from '@solana/kit'
import { useEffect, useState } from 'react'

const { solanaRpc } = localConfig()
const rpc = createSolanaRpc(solanaRpc)
// A KeyPairSigner signs but does not send: the checkout's sendTransaction requests reach the chain through
// kit's RPC here. (A sending signer, such as a wallet-standard wallet's, sends itself and needs none.)
const connection: SolanaConnection = {
  sendRawTransaction: (wire) =>
    rpc
      .sendTransaction(getBase64Decoder().decode(wire) as Base64EncodedWireTransaction, {
        encoding: 'base64',
      })
      .send(),
}

/**
 * A purchase paid with a `@solana/kit` signer, as a site on today's Solana stack has one: no web3.js object
 * is involved. The signer is a fresh in-browser key (test funds only); in production it is the customer's
 * wallet's signer (e.g. from @solana/react's useWalletAccountTransactionSendingSigner).
 */
export function KitSection({ onSuccess }: { onSuccess: (info: CheckoutInfo | undefined) => void }) {
  const [signer, setSigner] = useState<KeyPairSigner>()
  useEffect(() => {
    generateKeyPairSigner().then(setSigner)
  }, [])
  return (
    <section data-testid="kit-purchase">
      <h2>Purchase with a @solana/kit signer</h2>
      <p>
        Signer: <code data-testid="kit-address">{signer?.address ?? 'generating…'}</code>
      </p>
      {signer && (
        <Purchase
          blockchain="solana"
          wallet={signer}
          connection={connection}
          subtotal={{ cents: 1500 }}
          onSuccess={onSuccess}
        />
      )}
    </section>
  )
}
