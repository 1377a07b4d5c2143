// One tiny merchant entry per scenario, with its budget (min+gzip bytes) and code it must not contain.
const NODE_POLYFILLS = [
  'node_modules/buffer/',
  'node_modules/process/',
  'node_modules/events/',
  'node_modules/util/',
]

export const scenarios = [
  {
    name: '@portico/core URL layer (lz-string included)',
    entry: "export { buildCheckoutUrl, checkoutOrigin, apiOrigin } from '@portico/core'",
    // lz-string alone is 1.69 KB of this: it is one CommonJS object, so its unused codecs cannot be shaken.
    budget: 3500,
    forbid: NODE_POLYFILLS,
  },
  {
    // Issue 3 asked for 5 KB; lz-string's 1.69 KB (unshakable CommonJS) is what keeps it above.
    name: '@portico/core mountCheckout (URL + bridge + frame)',
    entry: "export { mountCheckout } from '@portico/core'",
    budget: 5500,
    forbid: NODE_POLYFILLS,
  },
  {
    // Issue 19 (tokens that never outlive an edit, live validity, expiry and refresh, API timeouts) took it
    // from 3.8 KB to 5.2 KB.
    name: 'card form only (mountCardField)',
    entry: "export { mountCardField } from '@portico/core'",
    budget: 5300,
    forbid: [...NODE_POLYFILLS, 'lz-string', 'checkout-url'],
  },
  // Plugins alone: core is shared with the rest of the page, so it is left out of these two.
  {
    name: '@portico/solana plugin (core external)',
    entry: "export { solana } from '@portico/solana'",
    external: ['@portico/core'],
    budget: 1000,
    forbid: NODE_POLYFILLS,
  },
  {
    name: '@portico/user plugin (core external)',
    entry: "export { user } from '@portico/user'",
    external: ['@portico/core'],
    budget: 300,
    forbid: NODE_POLYFILLS,
  },
  {
    name: '@portico/evm plugin (core external)',
    entry: "export { evm } from '@portico/evm'",
    external: ['@portico/core'],
    budget: 1500,
    forbid: [...NODE_POLYFILLS, '@solana', 'bs58'],
  },
  {
    name: '@portico/react bindings (core external)',
    entry: "export { Purchase, PorticoProvider, CardForm } from '@portico/react'",
    external: ['@portico/core'],
    // 1.5 KB, plus the card field's commands on the CardForm ref (issue 19).
    budget: 1600,
    forbid: NODE_POLYFILLS,
  },
  // Merchant pages. The performance issue asks for 6 / 6 / 5 / 4 KB; lz-string alone is 1.69 KB of each
  // checkout page. These budgets hold today's figures so that nothing grows while that work is pending.
  {
    name: 'EVM purchase page (Purchase + evm())',
    entry: "export { Purchase, PorticoProvider } from '@portico/react'; export { evm } from '@portico/evm'",
    budget: 7700,
    forbid: [...NODE_POLYFILLS, '@portico/solana', 'packages/solana', 'card-field', 'bs58'],
  },
  {
    name: 'Solana purchase page (Purchase + solana())',
    entry:
      "export { Purchase, PorticoProvider } from '@portico/react'; export { solana } from '@portico/solana'",
    budget: 7100,
    forbid: [...NODE_POLYFILLS, 'packages/evm', 'card-field'],
  },
  {
    // The performance issue asks for 5 KB; issue 19's card field work took it from 4.7 KB to 6.1 KB.
    name: 'card form page (CardForm)',
    entry: "export { CardForm, PorticoProvider } from '@portico/react'",
    budget: 6200,
    forbid: [...NODE_POLYFILLS, 'lz-string', 'mount-checkout'],
  },
  {
    name: 'vanilla checkout (mountCheckout + user())',
    entry: "export { mountCheckout } from '@portico/core'; export { user } from '@portico/user'",
    budget: 5600,
    forbid: [...NODE_POLYFILLS, 'card-field'],
  },
]
