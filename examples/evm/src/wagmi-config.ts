import { localConfig } from '@portico-examples/shared/local-config'
import { createConfig, http, mock } from 'wagmi'
import { hardhat } from 'wagmi/chains'

const { evmRpc } = localConfig()

/** The emulator's local chain: Hardhat (chain id 31337) at the RPC URL the page was given. */
export const localChain = { ...hardhat, rpcUrls: { default: { http: [evmRpc] } } } as const

/**
 * The first of Hardhat's well-known test accounts. The node holds its key and signs for it; never use it
 * anywhere but a local chain.
 */
export const testAccount = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

// wagmi's mock connector sends every wallet request (send, sign, sign typed data) to the node, which signs
// with the unlocked test account: an in-browser test wallet. A real site lists injected(), walletConnect()….
export const wagmiConfig = createConfig({
  chains: [localChain],
  connectors: [mock({ accounts: [testAccount] })],
  transports: { [localChain.id]: http(evmRpc) },
})
