'use client'

import { PorticoProvider, Purchase } from '@portico/react'
import { user } from '@portico/user'
import { CardSection, Outcomes } from '@portico-examples/shared/card-section'
import { localConfig } from '@portico-examples/shared/local-config'
import { outcomeLine } from '@portico-examples/shared/outcome'
import { useState } from 'react'

// Only the plugins this site uses: a wallet-less `user` checkout ships no chain SDK at all.
const plugins = [user()]
// In a real site the session key comes from your server, for the signed-in customer.
const sessionKey = 'demo-session-key'

/** Portico's part of the page: the provider, a purchase and the card form (client-side only). */
export function Checkout() {
  // The emulator's address may come from the page URL (tests run it on other ports); read it in the
  // browser only. On the server the provider gets the defaults, which render the same empty placeholder.
  const [{ env, hosts }] = useState(() =>
    typeof window === 'undefined' ? { env: 'local' as const, hosts: undefined } : localConfig(),
  )
  const [outcomes, setOutcomes] = useState<string[]>([])
  const log = (line: string) => setOutcomes((lines) => [...lines, line])
  return (
    <PorticoProvider env={env} hosts={hosts} merchantId="demo-merchant" plugins={plugins}>
      <div className="bar">
        <span>
          Session key: <code data-testid="wallet-address">{sessionKey}</code>
        </span>
      </div>
      <div className="grid">
        <section data-testid="purchase">
          <h2>Purchase</h2>
          <Purchase
            blockchain="user"
            sessionKey={sessionKey}
            subtotal={{ cents: 1999 }}
            onSuccess={(info) => log(outcomeLine('success', info))}
            onAuthDeclined={(info) => log(outcomeLine('declined', info))}
          />
        </section>
        <CardSection />
        <Outcomes lines={outcomes} />
      </div>
    </PorticoProvider>
  )
}
