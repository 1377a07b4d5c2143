import type { PageSession } from '../sessions/sessions'

/** The requests a page may send to the host's wallet, the first being the default. */
export type WalletMethod = 'signMessage' | 'signTransaction' | 'sendTransaction'

/** What the wallet part of a page offers and why it may be unavailable. */
export interface WalletPlan {
  methods: WalletMethod[]
  /** Who pays, in words. */
  who: string
  /** What the request asks the wallet to do, in words. */
  how: string
  /** Why wallet payment is unavailable on this page. */
  problem?: string
}

const BASE58 = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/
// An EVM address in any case, its checksum not checked (what viem's isAddress does with strict: false).
const EVM_ADDRESS = /^0x[\da-fA-F]{40}$/
// A Stellar account (`G…`, base32), its checksum checked when the request is built.
const STELLAR_ACCOUNT = /^G[A-Z2-7]{55}$/

const ADDRESS = {
  evm: [EVM_ADDRESS, 'an EVM'],
  stellar: [STELLAR_ACCOUNT, 'a Stellar'],
  solana: [BASE58, 'a Solana'],
} as const

/**
 * The wallet requests a checkout page makes, from its chain family, page kind and parameters. Sending needs
 * a chain to find the transaction on; without one, only signed replies can be checked.
 */
export function walletPlan(session: PageSession, hasChain: boolean): WalletPlan {
  const { family, kind, query } = session
  const withdraw = kind === 'withdraw'
  if (family === 'user') {
    return {
      methods: ['sendTransaction'],
      who: query.sessionKey ? 'Paying with the session key' : 'No session key',
      how: 'The host page confirms the payment with its session key (sendTransaction, empty reply).',
      ...(query.sessionKey
        ? {}
        : { problem: 'Open the checkout with a sessionKey to pay without a wallet.' }),
    }
  }
  const pubkey = query.pubkey
  const [pattern, what] = ADDRESS[family]
  const valid = pubkey !== undefined && pattern.test(pubkey)
  const problem = !pubkey
    ? kind === 'payment-intent'
      ? 'No wallet: create the payment intent with the pubkey of the wallet that pays.'
      : 'No wallet connected: open the checkout with a pubkey (the wallet address).'
    : valid
      ? undefined
      : `pubkey ${pubkey} is not ${what} address.`
  let methods: WalletMethod[] = ['sendTransaction', 'signTransaction', 'signMessage']
  let how = 'A transfer to the merchant wallet, built for the local chain.'
  if (family === 'stellar') {
    // Today's kit only signs on Stellar: signing is the default, sending goes through the emulator's RPC.
    methods = withdraw ? ['signMessage'] : ['signTransaction', 'sendTransaction', 'signMessage']
    how = withdraw
      ? 'The withdrawal request, signed by the wallet as SEP-53 asks (signMessage).'
      : "A payment to the merchant's Stellar account, signed by the wallet (settled by its signature, no ledger)."
  } else if (withdraw && family === 'solana') {
    methods = ['signTransaction']
    how = 'A withdrawal transfer the wallet signs (signTransaction); the emulator submits it.'
  } else if (withdraw && query.usePermit === false) {
    methods = ['sendTransaction']
    how = 'An approve transaction of the test token, sent by the wallet (sendTransaction).'
  } else if (withdraw) {
    methods = ['signMessage']
    how = 'An EIP-712 permit of the test token, signed by the wallet (signMessage).'
  }
  if (!hasChain) methods = methods.filter((m) => m !== 'sendTransaction')
  const noChain = methods.length
    ? undefined
    : 'This request needs a local chain: start the emulator with chains.'
  const why = problem ?? noChain
  return { methods, who: pubkey ? `Wallet ${pubkey}` : 'No wallet', how, ...(why ? { problem: why } : {}) }
}
