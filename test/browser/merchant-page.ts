// A merchant page under test, as a merchant writes one with Portico's test kit (bundled with the built
// packages by merchant-kit.browser.test.ts): checkouts paid by a test wallet from
// `@portico/emulator/testing`, and a card field when asked. Its URL says what to mount: `?chain=solana|eth`,
// `checkouts=purchase,withdraw,…` (one checkout per kind listed, in sections `checkout-1`, `checkout-2`, …,
// all paid by the page's one wallet), `cents`, `card=yes` for the card field, and where the emulator and its
// chains run.
import { mountCardField, mountCheckout } from '@portico/core'
import { evmTestWallet, solanaTestWallet } from '@portico/emulator/testing'
import { evm } from '@portico/evm'
import { solana } from '@portico/solana'
import { element, log, param } from './merchant-page-kit'

const hosts = { checkout: param('checkout'), api: param('api') }
const merchantId = param('merchant')

const address = element('code', 'wallet-address')
const kinds = (param('checkouts') || 'purchase').split(',')
const sections = kinds.map((_, i) => {
  const section = element('section', `checkout-${i + 1}`)
  // Two to a row: every checkout on screen (Chromium pauses cross-origin frames out of view).
  section.style.cssText = 'display: inline-block; width: 600px; vertical-align: top'
  return section
})

const common = {
  env: 'local' as const,
  hosts,
  merchantId,
  ...(param('cents') ? { subtotal: { cents: Number(param('cents')) } } : {}),
  onSuccess: log('success'),
  onAuthDeclined: log('declined'),
  // `?refuse=yes`: the page refuses every request before its wallet sees it.
  ...(param('refuse') ? { onBeforeRequest: () => false } : {}),
}
const kindAt = (i: number) => (kinds[i] === 'withdraw' ? ('withdraw' as const) : ('purchase' as const))

if (param('chain') === 'solana') {
  const wallet = solanaTestWallet({ rpcUrl: param('solanaRpc') })
  address.textContent = wallet.publicKey.toBase58()
  sections.forEach((section, i) => {
    mountCheckout(section, {
      ...common,
      kind: kindAt(i),
      plugins: [solana()],
      blockchain: 'solana',
      wallet,
      connection: wallet.connection,
    })
  })
} else {
  const wallet = evmTestWallet({ rpcUrl: param('evmRpc') })
  address.textContent = wallet.account.address
  sections.forEach((section, i) => {
    mountCheckout(section, { ...common, kind: kindAt(i), plugins: [evm()], blockchain: 'eth', wallet })
  })
}

// Only when asked: its vendor frames cost a page that does not use them a renderer process.
if (param('card') === 'yes') {
  const card = element('section', 'card')
  const tokenButton = element('button', 'card-token-button')
  const token = element('code', 'card-token')
  tokenButton.textContent = 'Get card token'
  const field = mountCardField(card, { env: 'local', hosts, merchantId })
  tokenButton.addEventListener('click', () => {
    field.getToken().then(
      (result) => {
        token.textContent = result.token
      },
      (error: Error) => {
        token.textContent = `error: ${error.message}`
      },
    )
  })
}
