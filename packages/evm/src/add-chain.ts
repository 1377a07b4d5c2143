import type { Chain } from 'viem'

/** What `wallet_addEthereumChain` takes (EIP-3085). */
export interface AddChainParameters {
  chainId: string
  chainName: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrls: string[]
  blockExplorerUrls?: string[]
}

/** A viem chain as EIP-3085 parameters, so a wallet that does not know it can add it. */
export function addChainParameters(chain: Chain): AddChainParameters {
  const explorer = chain.blockExplorers?.default.url
  return {
    chainId: `0x${chain.id.toString(16)}`,
    chainName: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: [...chain.rpcUrls.default.http],
    ...(explorer ? { blockExplorerUrls: [explorer] } : {}),
  }
}
