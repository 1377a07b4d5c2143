import type { Address, Chain, Hex, TypedDataDefinition } from 'viem'
import { addChainParameters } from './add-chain'
import type { Eip1193Provider, EvmTransactionRequest } from './types'
import type { WalletBackend } from './wallet'
import { providerErrorCode } from './wallet-failure'

const quantity = (n: bigint | number) => `0x${n.toString(16)}`
const utf8Hex = (text: string) =>
  `0x${Array.from(new TextEncoder().encode(text), (b) => b.toString(16).padStart(2, '0')).join('')}`

// The domain's fields in EIP-712's order; a wallet hashes the domain with the EIP712Domain type it is given.
const DOMAIN_FIELDS = [
  ['name', 'string'],
  ['version', 'string'],
  ['chainId', 'uint256'],
  ['verifyingContract', 'address'],
  ['salt', 'bytes32'],
] as const

/** Typed data as `eth_signTypedData_v4` takes it: JSON, with the EIP712Domain type made from the domain. */
function typedDataJson({ domain = {}, types, primaryType, message }: TypedDataDefinition): string {
  const present = DOMAIN_FIELDS.filter(([name]) => Object(domain)[name] != null)
  const EIP712Domain = present.map(([name, type]) => ({ name, type }))
  return JSON.stringify({ domain, types: { EIP712Domain, ...types }, primaryType, message }, (_, v) =>
    typeof v === 'bigint' ? v.toString() : v,
  )
}

/**
 * A backend that speaks EIP-1193 to the provider itself, with no library: `eth_sendTransaction`,
 * `personal_sign`, `eth_signTypedData_v4`, `eth_chainId`, `wallet_switchEthereumChain` (and
 * `wallet_addEthereumChain` when the wallet does not know the chain). The account is `address` when given,
 * else the connected one (`eth_accounts`), read at each request as the customer may change it; the wallet is
 * asked to connect (`eth_requestAccounts`) only when a request needs a signature and none is connected.
 */
export function providerBackend(provider: Eip1193Provider, address?: Address): WalletBackend {
  const ask = <T>(method: string, params?: unknown[]) =>
    provider.request(params ? { method, params } : { method }) as Promise<T>
  const account = async (): Promise<Address> => {
    if (address) return address
    const [connected] = (await ask<Address[] | null>('eth_accounts')) ?? []
    if (connected) return connected
    const [granted] = (await ask<Address[] | null>('eth_requestAccounts')) ?? []
    if (!granted) throw new Error('the wallet gave no account')
    return granted
  }
  const switchTo = (chainId: number) => ask('wallet_switchEthereumChain', [{ chainId: quantity(chainId) }])
  return {
    async sendTransaction(request: EvmTransactionRequest) {
      const { to, data, value, gas, gasPrice, maxFeePerGas, maxPriorityFeePerGas, nonce, chainId } = request
      // `chainId` too: a wallet that has moved to another chain since it was checked refuses the send.
      const amounts = { value, gas, gasPrice, maxFeePerGas, maxPriorityFeePerGas, nonce, chainId }
      const transaction: Record<string, string> = { from: await account(), to }
      if (data) transaction.data = data
      for (const [key, amount] of Object.entries(amounts))
        if (amount !== undefined) transaction[key] = quantity(amount)
      return ask('eth_sendTransaction', [transaction])
    },
    signMessage: async (message: string) => ask<Hex>('personal_sign', [utf8Hex(message), await account()]),
    signTypedData: async (typedData: TypedDataDefinition) =>
      ask<Hex>('eth_signTypedData_v4', [await account(), typedDataJson(typedData)]),
    getChainId: async () => Number(await ask<string>('eth_chainId')),
    async switchChain(chainId: number, chain?: Chain) {
      try {
        await switchTo(chainId)
      } catch (error) {
        // 4902: the wallet does not know the chain. It can be added only when the checkout's chain is known.
        if (providerErrorCode(error) !== 4902 || chain?.id !== chainId) throw error
        await ask('wallet_addEthereumChain', [addChainParameters(chain)])
        // Wallets switch to a chain they add, most of them: asking again settles it for the others.
        await switchTo(chainId)
      }
    },
  }
}
