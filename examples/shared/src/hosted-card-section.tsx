import { HostedCardForm, type HostedCardFormRef } from '@portico/react'
import { useRef, useState } from 'react'
import { expiryText } from './outcome'

/**
 * The checkout's hosted card form in React: the form's one error at a time shown inline under it, and a
 * button that tokenizes once the form has loaded, showing the token with its expiry.
 */
export function HostedCardSection() {
  const form = useRef<HostedCardFormRef>(null)
  const [loaded, setLoaded] = useState(false)
  const [shown, setShown] = useState({ field: '', message: '' })
  const [token, setToken] = useState('')
  return (
    <section data-testid="hosted-card-form">
      <h2>Hosted card form</h2>
      <HostedCardForm
        ref={form}
        variant="card"
        onLoad={() => setLoaded(true)}
        onInputError={(error) => setShown(error)}
        // Cleared only when the field that showed the error is valid again.
        onInputValid={({ field }) =>
          setShown((now) => (now.field === field ? { field: '', message: '' } : now))
        }
      />
      <p className="inline-error" data-testid="hosted-card-message" role="alert">
        {shown.message}
      </p>
      <button
        type="button"
        data-testid="hosted-card-token-button"
        disabled={!loaded}
        onClick={async () => setToken(await expiryText(form.current!.tokenize()))}
      >
        Tokenize
      </button>
      <p>
        Token: <output data-testid="hosted-card-token">{token}</output>
      </p>
    </section>
  )
}
