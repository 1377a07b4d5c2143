// A stand-in for the (imaginary) Acme wallet SDK, so the site has a wallet to show: a key pair made in the
// browser (Ed25519, WebCrypto) that really signs, and transfers kept in memory with a starting balance.
import { useEffect, useState } from 'react'
import type { AcmeNetwork, AcmeTransfer, AcmeWallet } from './plugin'

const hex = (bytes: ArrayBuffer) =>
  Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('')

/** Makes a test Acme wallet holding `balance` base units on every network. */
export async function createTestAcmeWallet(balance = 1_000_000_000n): Promise<AcmeWallet> {
  const keys = (await crypto.subtle.generateKey('Ed25519', false, ['sign', 'verify'])) as CryptoKeyPair
  const address = `acme1${hex(await crypto.subtle.exportKey('raw', keys.publicKey))}`
  const sent: (AcmeTransfer & { network: AcmeNetwork })[] = []
  return {
    address,
    signMessage: async (message) =>
      hex(await crypto.subtle.sign('Ed25519', keys.privateKey, new TextEncoder().encode(message))),
    async sendTransfer(transfer, network) {
      const spent = sent.reduce((sum, t) => sum + t.amount, 0n)
      if (transfer.amount > balance - spent) throw new Error('insufficient funds')
      sent.push({ ...transfer, network })
      return `acmetx${sent.length}`
    },
  }
}

let shared: Promise<AcmeWallet> | undefined

/** The page's test Acme wallet, once its key is made (one per page load). */
export function useTestAcmeWallet(): AcmeWallet | undefined {
  const [wallet, setWallet] = useState<AcmeWallet>()
  useEffect(() => {
    shared ??= createTestAcmeWallet()
    let live = true
    shared.then((made) => live && setWallet(made))
    return () => {
      live = false
    }
  }, [])
  return wallet
}
