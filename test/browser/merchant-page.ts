// A merchant page under test, as a merchant writes one with Portico's test kit (bundled with the built
// packages by merchant-kit.browser.test.ts): a checkout paid by a test wallet from
// `@portico/emulator/testing`, and a card field. Its URL says what to mount: `?chain=solana|eth`,
// `kind=purchase|withdraw`, `cents`, and where the emulator and its chains run.
import { mountCardField, mountCheckout } from '@portico/core'
import { evmTestWallet, solanaTestWallet } from '@portico/emulator/testing'
import { evm } from '@portico/evm'
import { solana } from '@portico/solana'
import { element, log, param } from './merchant-page-kit'

const hosts = { checkout: param('checkout'), api: param('api') }
const merchantId = param('merchant')

const address = element('code', 'wallet-address')
const checkout = element('section', 'checkout')
const card = element('section', 'card')
const tokenButton = element('button', 'card-token-button')
const token = element('code', 'card-token')
tokenButton.textContent = 'Get card token'

const common = {
  env: 'local' as const,
  hosts,
  merchantId,
  kind: param('kind') === 'withdraw' ? ('withdraw' as const) : ('purchase' as const),
  ...(param('cents') ? { subtotal: { cents: Number(param('cents')) } } : {}),
  onSuccess: log('success'),
  onAuthDeclined: log('declined'),
  // `?refuse=yes`: the page refuses every request before its wallet sees it.
  ...(param('refuse') ? { onBeforeRequest: () => false } : {}),
}

if (param('chain') === 'solana') {
  const wallet = solanaTestWallet({ rpcUrl: param('solanaRpc') })
  address.textContent = wallet.publicKey.toBase58()
  mountCheckout(checkout, {
    ...common,
    plugins: [solana()],
    blockchain: 'solana',
    wallet,
    connection: wallet.connection,
  })
} else {
  const wallet = evmTestWallet({ rpcUrl: param('evmRpc') })
  address.textContent = wallet.account.address
  mountCheckout(checkout, { ...common, plugins: [evm()], blockchain: 'eth', wallet })
}

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
