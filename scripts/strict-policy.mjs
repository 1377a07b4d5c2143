// The Content-Security-Policy the example sites are served with: a strict nonce-based policy (no
// 'unsafe-inline', no 'unsafe-eval') plus exactly what Portico's cspDirectives() gives for the emulator the
// page is pointed at, and the local chains' RPC endpoints the test wallets call. `npm run demo -- --check`
// counts its violations on every page, so a surface that needs more than cspDirectives() says fails there.
// The built core is imported when a server starts (loadStrictPolicy), never at module load: the demo imports
// this file before it has installed or built anything.

// Only http(s) URLs are taken from the page's query, as the examples themselves do (local-config.ts).
function httpUrl(params, name, fallback) {
  const value = params.get(name)
  try {
    const url = new URL(value ?? fallback)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : new URL(fallback)
  } catch {
    return new URL(fallback)
  }
}

/**
 * Loads the built core and resolves to `strictPolicy(nonce, params)`: the policy of an example page for
 * `nonce`, given the page's query (`?checkout=&api=&solanaRpc=&evmRpc=`).
 */
export async function loadStrictPolicy() {
  const { cspDirectives, cspHeader } = await import('../packages/core/dist/index.js')
  return (nonce, params) => strictPolicy(nonce, params, { cspDirectives, cspHeader })
}

function strictPolicy(nonce, params, { cspDirectives, cspHeader }) {
  const hosts = {}
  for (const name of ['checkout', 'api'])
    if (params.get(name)) hosts[name] = httpUrl(params, name, 'http://localhost').origin
  const solana = httpUrl(params, 'solanaRpc', 'http://localhost:8899')
  const evm = httpUrl(params, 'evmRpc', 'http://localhost:8545')
  // @solana/web3.js confirms transactions over a WebSocket on the RPC's port + 1.
  const socket = new URL(solana)
  socket.protocol = solana.protocol === 'https:' ? 'wss:' : 'ws:'
  socket.port = String(Number(solana.port || (solana.protocol === 'https:' ? 443 : 80)) + 1)
  return cspHeader(
    {
      'default-src': ["'none'"],
      'script-src': [`'nonce-${nonce}'`, "'strict-dynamic'"],
      'style-src': ["'self'", `'nonce-${nonce}'`],
      'img-src': ["'self'", 'data:'],
      'font-src': ["'self'"],
      'connect-src': ["'self'", solana.origin, socket.origin, evm.origin],
      'base-uri': ["'none'"],
      'form-action': ["'self'"],
    },
    cspDirectives({ env: 'local', hosts }),
  )
}
