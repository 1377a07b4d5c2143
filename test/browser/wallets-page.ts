// A merchant page under test (bundled with the built packages by wallets.browser.test.ts): an EVM checkout
// paid with the shopper's injected EIP-1193 provider, or with a wallet the shopper picks among those that
// announce themselves (EIP-6963), or a history opened with a bare address. No viem in the page's own code:
// only the test wallets (the "browser extensions") use it. Or a Solana checkout paid by a wallet-standard
// wallet. `?case=injected|discover|standard|history`.
import { mountCheckout } from '@portico/core'
import { solanaKitTestSigner } from '@portico/emulator/testing'
import { announceEvmWallet, eip1193TestProvider } from '@portico/emulator/testing/evm'
import { type AnnouncedEvmWallet, evm, watchEvmWallets } from '@portico/evm'
import { solana } from '@portico/solana'
import { element, localHardhat, log, param } from './merchant-page-kit'

const rpcUrl = param('evmRpc')

const address = element('code', 'wallet-address')
const wallets = element('nav', 'wallets')
const checkout = element('section', 'checkout')
const common = {
  env: 'local' as const,
  hosts: { checkout: param('checkout'), api: param('api') },
  merchantId: param('merchant'),
  plugins: [evm({ chains: { eth: localHardhat } })],
  blockchain: 'eth' as const,
  kind: param('kind') === 'withdraw' ? ('withdraw' as const) : ('purchase' as const),
  subtotal: { cents: 700 },
  onSuccess: log('success'),
  onAuthDeclined: log('declined'),
}

/** Connects the provider (the wallet's prompt) and pays with it, as the README shows. */
async function payWith(provider: AnnouncedEvmWallet['provider']) {
  const [account] = (await provider.request({ method: 'eth_requestAccounts' })) as string[]
  address.textContent = account ?? ''
  mountCheckout(checkout, { ...common, wallet: { provider, address: account as `0x${string}` } })
}

declare global {
  interface Window {
    ethereum?: ReturnType<typeof eip1193TestProvider>
  }
}

if (param('case') === 'injected') {
  // The extension injects its provider before the page runs; this one starts on chain 1.
  window.ethereum = eip1193TestProvider({ rpcUrl, chainId: 1 })
  void payWith(window.ethereum)
} else if (param('case') === 'discover') {
  for (const name of ['Alpha Wallet', 'Beta Wallet'])
    announceEvmWallet(
      { uuid: crypto.randomUUID(), name, rdns: `test.${name.split(' ')[0]?.toLowerCase()}` },
      eip1193TestProvider({ rpcUrl }),
    )
  watchEvmWallets((found) => {
    wallets.replaceChildren(
      ...found.map((wallet) => {
        const button = document.createElement('button')
        button.textContent = wallet.info.name
        button.addEventListener('click', () => payWith(wallet.provider), { once: true })
        return button
      }),
    )
  })
} else if (param('case') === 'standard') {
  void payWithStandardWallet()
} else {
  // A history needs the account only: a bare address.
  mountCheckout(checkout, { ...common, kind: 'purchase-history', wallet: param('address') })
}

/**
 * A wallet-standard Solana wallet as a wallet extension registers one (`solana:signAndSendTransaction`,
 * `solana:signTransaction`, `solana:signMessage` over wire bytes), here over the test kit's signer, which
 * signs with WebCrypto and sends to the emulator's Solana RPC. It takes transactions with one signer.
 */
async function payWithStandardWallet() {
  const signer = await solanaKitTestSigner({ rpcUrl: param('solanaRpc') })
  const account = { address: signer.address, chains: ['solana:localnet'] as const }
  // Wire bytes: one signature slot (64 bytes after its one-byte count), then the message.
  const unwire = (wire: Uint8Array) => {
    if (wire[0] !== 1) throw new Error('this test wallet signs transactions with one signer only')
    return { messageBytes: wire.slice(65), signatures: { [signer.address]: null } }
  }
  const wallet = {
    version: '1.0.0' as const,
    name: 'Standard Test Wallet',
    accounts: [account],
    features: {
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        signAndSendTransaction: async (...inputs: { transaction: Uint8Array }[]) =>
          (await signer.signAndSendTransactions(inputs.map((i) => unwire(i.transaction)))).map(
            (signature) => ({
              signature,
            }),
          ),
      },
      'solana:signTransaction': {
        version: '1.0.0',
        signTransaction: (...inputs: { transaction: Uint8Array }[]) =>
          Promise.all(
            inputs.map(async ({ transaction }) => {
              const [signed] = await signer.signTransactions([unwire(transaction)])
              const signedTransaction = transaction.slice()
              signedTransaction.set(signed?.[signer.address] ?? new Uint8Array(64), 1)
              return { signedTransaction }
            }),
          ),
      },
      'solana:signMessage': {
        version: '1.0.0',
        signMessage: (...inputs: { message: Uint8Array }[]) =>
          Promise.all(
            inputs.map(async ({ message }) => {
              const [signed] = await signer.signMessages([{ content: message }])
              return { signedMessage: message, signature: signed?.[signer.address] ?? new Uint8Array() }
            }),
          ),
      },
    },
  }
  address.textContent = signer.address
  mountCheckout(checkout, {
    ...common,
    plugins: [solana()],
    blockchain: 'solana',
    wallet,
  })
}
