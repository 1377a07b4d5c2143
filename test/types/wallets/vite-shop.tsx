// A Vite + React shop compiled with create-vite's strict flags: every wallet library's own hook or object is
// passed as `wallet` as it comes, with no cast and no adapter of the merchant's.
import { type AnnouncedEvmWallet, type Eip1193Provider, evm, watchEvmWallets } from '@portico/evm'
import { PorticoProvider, Purchase, PurchaseHistory, useWallets, Withdraw } from '@portico/react'
import { solana } from '@portico/solana'
import { StellarNetworks, stellar } from '@portico/stellar'
import type { TransactionSendingSigner } from '@solana/kit'
import { useConnection, useWallet } from '@solana/wallet-adapter-react'
import { signMessage, signTransaction } from '@stellar/freighter-api'
import type { Wallet } from '@wallet-standard/base'
import { useState } from 'react'
import { useWalletClient } from 'wagmi'

declare global {
  interface Window {
    ethereum: Eip1193Provider
  }
}

const plugins = [
  solana(),
  evm(),
  stellar({ networkPassphrase: StellarNetworks.TESTNET, server: 'https://rpc.example' }),
]

/** wallet-adapter's `useWallet()` as the README shows it. */
export function AdapterCheckout() {
  const wallet = useWallet()
  const { connection } = useConnection()
  return <Purchase blockchain="solana" wallet={wallet} connection={connection} cents={500} />
}

/** wagmi's wallet client. */
export function WagmiCheckout() {
  const { data: walletClient } = useWalletClient()
  return <Purchase blockchain="base" wallet={walletClient} cents={500} />
}

/** The provider injected in the page, or the one the shopper picked among those that announced themselves. */
export function InjectedCheckout({ injected }: { injected: Eip1193Provider }) {
  const wallets = useWallets(watchEvmWallets)
  const [picked, setPicked] = useState<AnnouncedEvmWallet>()
  return (
    <>
      {wallets.map((wallet) => (
        <button key={wallet.info.uuid} type="button" onClick={() => setPicked(wallet)}>
          <img src={wallet.info.icon} alt="" /> {wallet.info.name}
        </button>
      ))}
      <Purchase blockchain="eth" wallet={picked?.provider ?? injected} cents={500} />
    </>
  )
}

/** A @solana/kit signer and a wallet-standard wallet. */
export function KitCheckout({ signer, standard }: { signer: TransactionSendingSigner; standard: Wallet }) {
  return (
    <>
      <Purchase blockchain="solana" wallet={signer} cents={500} />
      <Withdraw blockchain="solana" wallet={standard} />
    </>
  )
}

/** Freighter's functions as `@stellar/freighter-api` exports them. */
export function FreighterCheckout({ address }: { address: string }) {
  return <Purchase blockchain="stellar" wallet={{ address, signTransaction, signMessage }} cents={500} />
}

/** A bare address: a history needs only the account. */
export function History({ address }: { address: string }) {
  return <PurchaseHistory blockchain="eth" wallet={address} />
}

export const shop = (
  <PorticoProvider env="local" merchantId="my-merchant" plugins={plugins}>
    <AdapterCheckout />
    <WagmiCheckout />
    <InjectedCheckout injected={window.ethereum} />
    <KitCheckout signer={{} as TransactionSendingSigner} standard={{} as Wallet} />
    <FreighterCheckout address="GCKFBEIYV2U22IO2BJ4KVJOIP7XPWQGQFKKWXR6DOSJBV7STMAQSMTGG" />
    <History address="0x70997970C51812dc3A010C7d01b50e0d17dc79C8" />
  </PorticoProvider>
)
