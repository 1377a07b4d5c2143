import { type AnnouncedEvmWallet, type Eip1193Wallet, watchEvmWallets } from '@portico/evm'
import { useWallets } from '@portico/react'

/** A wallet the shopper picked among those installed, connected: what `<Purchase wallet>` takes. */
export type PickedWallet = Eip1193Wallet & { name: string }

/**
 * The wallets installed in the shopper's browser (each announces itself, EIP-6963), one button each. The
 * one pressed is asked for the shopper's account (its own prompt) and handed to `onPick`. None shows until a
 * wallet answers; the test connector of wagmi pays meanwhile.
 */
export function WalletPicker({ onPick }: { onPick: (wallet: PickedWallet) => void }) {
  const wallets = useWallets(watchEvmWallets)
  const pick = async ({ info, provider }: AnnouncedEvmWallet) => {
    const [address] = (await provider.request({ method: 'eth_requestAccounts' })) as `0x${string}`[]
    if (address) onPick({ provider, address, name: info.name })
  }
  if (!wallets.length) return null
  return (
    <div className="bar" data-testid="wallet-picker">
      Pay with:
      {wallets.map((wallet) => (
        <button key={wallet.info.uuid} type="button" onClick={() => pick(wallet)}>
          {/* A data URI the wallet gave: shown in an <img>, never as HTML. */}
          <img src={wallet.info.icon} alt="" width={20} height={20} /> {wallet.info.name}
        </button>
      ))}
    </div>
  )
}
