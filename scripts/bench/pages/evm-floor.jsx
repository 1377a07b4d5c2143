// Floor of the EVM purchase pages in the navigation bench: the same React page, bundled the same way,
// rendering a hand-written <iframe> of the URL Portico builds (`?src=`), as a React app would by hand.
import { createRoot } from 'react-dom/client'

const src = new URLSearchParams(location.search).get('src') ?? ''

createRoot(document.getElementById('root')).render(
  <iframe
    src={src}
    title="withdraw"
    allow="payment; camera; clipboard-write"
    style={{ width: '100%', border: 0 }}
  />,
)
