import type { CheckoutInfo, PaymentButtonError } from '@portico/core'
import { ApplePayButton, GooglePayButton, PayPalButton, VenmoButton } from '@portico/react'
import { errorLine, outcomeLine } from '@portico-examples/shared/outcome'
import { useState } from 'react'

/**
 * One-tap wallet buttons in the page's own layout. The customer may change the amount: each change is sent
 * to the buttons, which never reload for it. PayPal and Venmo open their approval sheet over the page's
 * `wallet-overlay` element, and need to know who pays (here an email).
 */
export function ButtonRow({ log }: { log: (line: string) => void }) {
  const [dollars, setDollars] = useState('19.99')
  const [cents, setCents] = useState(1999)
  const [email, setEmail] = useState('buyer@example.com')
  const paid = (info: CheckoutInfo | undefined) => log(outcomeLine('success', info))
  const failed = (error: PaymentButtonError) => log(errorLine(error))
  // Apple Pay and Google Pay: the amount and the callbacks.
  const mobile = { blockchain: 'eth', subtotal: { cents }, onSuccess: paid, onError: failed } as const
  // PayPal and Venmo: the same, the element their sheet covers, and who pays.
  const wallet = {
    blockchain: 'eth',
    subtotal: { cents },
    overlayId: 'wallet-overlay',
    email,
    onApprove: paid,
    onError: failed,
  } as const
  return (
    <section data-testid="buttons">
      <h2>Wallet buttons</h2>
      <div className="fields">
        <label>
          Amount (USD){' '}
          <input
            data-testid="button-amount"
            inputMode="decimal"
            value={dollars}
            onChange={(e) => {
              setDollars(e.target.value)
              // While the customer types something that is no amount, the buttons keep the last one.
              const next = Math.round(Number(e.target.value) * 100)
              if (next > 0) setCents(next)
            }}
          />
        </label>
        <label>
          Email <input data-testid="button-email" value={email} onChange={(e) => setEmail(e.target.value)} />
        </label>
      </div>
      <div className="buttons">
        <div data-testid="button-apple-pay">
          <ApplePayButton color="black" {...mobile} />
        </div>
        <div data-testid="button-google-pay">
          <GooglePayButton color="white" {...mobile} />
        </div>
        <div data-testid="button-paypal">
          <PayPalButton color="white" {...wallet} />
        </div>
        <div data-testid="button-venmo">
          <VenmoButton color="black" {...wallet} />
        </div>
      </div>
      {/* What the PayPal and Venmo approval sheets cover while open: here the whole window. It takes no
          clicks itself; the sheet laid over it does. */}
      <div id="wallet-overlay" className="wallet-overlay" />
    </section>
  )
}
