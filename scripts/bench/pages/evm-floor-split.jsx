// The EVM floor with one import() of its own, as most apps load a route or a widget later: how a bundler
// splits a page with an import() is then in the floor too. The page is the floor itself (evm-floor.jsx);
// the module it loads is never used before the iframe's request.
import './evm-floor.jsx'

requestIdleCallback(() => import('./later.js').then((later) => later.start()))
