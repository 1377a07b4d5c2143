// Merchant page for the re-render bench: a React shop whose parent re-renders on demand, passing inline
// props (new objects and functions every render). /rerender/portico renders <Purchase>; /rerender/floor
// renders a plain <iframe> of the same URL, the floor.
import { PorticoProvider, Purchase } from '@portico/react'
import { user } from '@portico/user'
import { useEffect, useState } from 'react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'

const params = new URLSearchParams(location.search)
const checkout = params.get('checkout')
const floor = location.pathname.endsWith('/floor')

function Shop() {
  const [tick, setTick] = useState(0)
  useEffect(() => {
    window.bench = {
      /** Re-renders the shop `count` times, each committed (effects included) before the next. */
      rerender(count) {
        for (let i = 1; i <= count; i++) flushSync(() => setTick((n) => n + 1))
      },
    }
  }, [])
  return (
    <main>
      <p>renders: {tick}</p>
      {floor ? (
        <iframe
          src={params.get('src')}
          title="withdraw"
          allow="payment; camera; clipboard-write"
          style={{ width: '100%', border: 0 }}
        />
      ) : (
        <PorticoProvider
          env="local"
          hosts={{ checkout, api: checkout }}
          merchantId="bench"
          plugins={[user()]}
        >
          <Purchase
            blockchain="user"
            sessionKey="bench-session"
            subtotal={{ cents: 1999 }}
            theme={{ primary: '#5b21b6', style: 'pill' }}
            heightChangeId="bench"
            onSuccess={(info) => console.log('success', info)}
            onHeightChange={() => {}}
          />
        </PorticoProvider>
      )}
    </main>
  )
}

createRoot(document.getElementById('root')).render(<Shop />)
