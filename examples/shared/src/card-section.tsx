import { CardForm, type CardFormHandle } from '@portico/react'
import { useRef, useState } from 'react'
import { tokenText } from './outcome'

/** The card form every React example shows: the field, a token button enabled once it is ready, the token. */
export function CardSection() {
  const card = useRef<CardFormHandle>(null)
  const [ready, setReady] = useState(false)
  const [token, setToken] = useState('')
  return (
    <section data-testid="card-form">
      <h2>Card form</h2>
      <CardForm
        ref={card}
        className="card-field"
        onReady={() => setReady(true)}
        onError={(error) => setToken(`error: ${error.message}`)}
      />
      <button
        type="button"
        data-testid="card-token-button"
        disabled={!ready}
        onClick={async () => setToken(await tokenText(card.current!.getToken()))}
      >
        Get card token
      </button>
      <p>
        Token: <output data-testid="card-token">{token}</output>
      </p>
    </section>
  )
}

/** Every onSuccess / onAuthDeclined line the page has seen, one per event. */
export function Outcomes({ lines }: { lines: readonly string[] }) {
  return (
    <section>
      <h2>Outcomes</h2>
      <pre data-testid="outcome">{lines.join('\n')}</pre>
    </section>
  )
}
