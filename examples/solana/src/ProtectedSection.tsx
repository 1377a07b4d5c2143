import type { CheckoutInfo, ProtectionHeaders } from '@portico/core'
import { Purchase, useProtectionHeaders } from '@portico/react'
import { useConnection, useWallet } from '@solana/wallet-adapter-react'
import { useEffect, useState } from 'react'

/**
 * A purchase under the page's `<PurchaseProtection />`: the customer goes to this checkout after
 * browsing, and the checkout carries the device id (and session id) known by then. The signals are shown as
 * the headers your own API calls would carry.
 */
export function ProtectedSection({ onSuccess }: { onSuccess: (info: CheckoutInfo | undefined) => void }) {
  const wallet = useWallet()
  const { connection } = useConnection()
  const headers = useProtectionHeaders()
  const [signals, setSignals] = useState<ProtectionHeaders>({})
  const [open, setOpen] = useState(false)
  // Shows the signals as they arrive (the scripts load after the page's own work), then stops looking.
  useEffect(() => {
    const timer = setInterval(() => {
      const now = headers()
      setSignals(now)
      if (now['x-device-id'] && now['x-session-id']) clearInterval(timer)
    }, 250)
    return () => clearInterval(timer)
  }, [headers])
  return (
    <section data-testid="protected-purchase">
      <h2>Protected purchase</h2>
      <p>
        Device: <code data-testid="protection-device-id">{signals['x-device-id'] ?? '…'}</code>
        <br />
        Session: <code data-testid="protection-session-id">{signals['x-session-id'] ?? '…'}</code>
      </p>
      {open && wallet.publicKey ? (
        <Purchase
          blockchain="solana"
          wallet={wallet}
          connection={connection}
          subtotal={{ cents: 1234 }}
          onSuccess={onSuccess}
        />
      ) : (
        <button
          type="button"
          data-testid="open-protected"
          disabled={!wallet.publicKey}
          onClick={() => setOpen(true)}
        >
          Go to checkout ($12.34)
        </button>
      )}
    </section>
  )
}
