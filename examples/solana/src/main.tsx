import { localConfig } from '@portico-examples/shared/local-config'
import { ConnectionProvider, WalletProvider } from '@solana/wallet-adapter-react'
import { UnsafeBurnerWalletAdapter } from '@solana/wallet-adapter-unsafe-burner'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import '@portico-examples/shared/page.css'

const { solanaRpc } = localConfig()
// The burner wallet keeps a fresh keypair in memory: a test wallet, never for real funds. Put your real
// wallet adapters here (or none: wallet-standard wallets are found on their own).
const wallets = [new UnsafeBurnerWalletAdapter()]

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ConnectionProvider endpoint={solanaRpc}>
      <WalletProvider wallets={wallets} autoConnect>
        <App />
      </WalletProvider>
    </ConnectionProvider>
  </StrictMode>,
)
