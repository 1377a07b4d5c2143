// The EVM floor with one import() of its own, as most apps load a route or a widget later: how a bundler
// splits a page with an import() is then in the floor too. The module it loads is never used before the
// iframe's request.
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
requestIdleCallback(() => import('./later.js').then((later) => later.start()))
