// The Acme chain does not exist, so the tests run the plugin against this stand-in: an in-memory ledger
// and wallets that really sign (Ed25519 from node:crypto) and really move balances.
import { generateKeyPairSync, sign, verify } from 'node:crypto'
import type { AcmeNetwork, AcmeTransfer, AcmeWallet } from './plugin'

/** A ledger of one Acme network, with accounts and the transfers it executed. */
export function acmeLedger(network: AcmeNetwork = 'testnet') {
  const balances = new Map<string, bigint>()
  const transfers: (AcmeTransfer & { id: string; from: string })[] = []
  return {
    network,
    transfers,
    balance: (address: string) => balances.get(address) ?? 0n,
    fund: (address: string, amount: bigint) => balances.set(address, (balances.get(address) ?? 0n) + amount),
    /** Moves funds; refuses other networks and overdrafts the way a node would. */
    execute(from: string, transfer: AcmeTransfer, on: AcmeNetwork): string {
      if (on !== network) throw new Error(`wrong network: ${on}`)
      const available = balances.get(from) ?? 0n
      if (transfer.amount > available) throw new Error('insufficient funds')
      balances.set(from, available - transfer.amount)
      balances.set(transfer.to, (balances.get(transfer.to) ?? 0n) + transfer.amount)
      const id = `tx${transfers.length + 1}`
      transfers.push({ ...transfer, id, from })
      return id
    },
  }
}

/** An Acme wallet that signs with its own key and sends to `ledger`, as if the user approved each request. */
export function acmeWallet(
  ledger: ReturnType<typeof acmeLedger>,
): AcmeWallet & { verify(text: string, signature: string): boolean } {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519')
  const address = `acme1${publicKey.export({ format: 'der', type: 'spki' }).subarray(-32).toString('hex')}`
  return {
    address,
    signMessage: async (message) => sign(null, new TextEncoder().encode(message), privateKey).toString('hex'),
    sendTransfer: async (transfer, network) => ledger.execute(address, transfer, network),
    verify: (text, signature) =>
      verify(null, new TextEncoder().encode(text), publicKey, Buffer.from(signature, 'hex')),
  }
}
