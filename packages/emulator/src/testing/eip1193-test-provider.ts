import { type Address, createWalletClient, type Hex, http, numberToHex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'

/** The EIP-1193 error a wallet throws: a message and a numeric `code` (4001 when the user rejects). */
export class Eip1193TestError extends Error {
  override name = 'Eip1193TestError'
  readonly code: number
  constructor(code: number, message: string) {
    super(message)
    this.code = code
  }
}

/** Options of `eip1193TestProvider`. */
export interface Eip1193TestProviderOptions {
  /** The EVM JSON-RPC it sends through and reads from (`emulator.evmRpcUrl`). @default 'http://127.0.0.1:8545' */
  rpcUrl?: string
  /** The account's key. @default a new one (`generatePrivateKey()`), which the emulator funds when it pays */
  privateKey?: Hex
  /**
   * The chain the wallet is on at first, the only one it knows: it must add the chain of `rpcUrl` before it
   * can switch to it. @default the chain of `rpcUrl`
   */
  chainId?: number
  /** Whether an account is connected at first; else `eth_accounts` is empty until `eth_requestAccounts`. @default true */
  connected?: boolean
}

/**
 * An injected wallet as a page sees it (`window.ethereum`): an EIP-1193 provider over a local key. It
 * answers `eth_accounts` / `eth_requestAccounts`, `eth_chainId`, `personal_sign`, `eth_signTypedData_v4`,
 * `eth_sendTransaction` (signed here, sent through `rpcUrl`), `wallet_switchEthereumChain` (4902 for a chain
 * it does not know) and `wallet_addEthereumChain`; anything else goes to `rpcUrl`. It sends only while on the
 * chain of `rpcUrl` (4901 otherwise). Put method names in `rejects` to have the "user" refuse them (4001).
 */
export interface Eip1193TestProvider {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on(event: 'accountsChanged' | 'chainChanged', listener: (value: unknown) => void): void
  removeListener(event: 'accountsChanged' | 'chainChanged', listener: (value: unknown) => void): void
  /** The account. */
  readonly address: Address
  /** The RPC methods the user rejects (4001) while listed. */
  readonly rejects: Set<string>
  /** Every method asked, in order. */
  readonly calls: string[]
}

/** A test wallet for pages that take an EIP-1193 provider. Runs in the browser and in Node. */
export function eip1193TestProvider(options: Eip1193TestProviderOptions = {}): Eip1193TestProvider {
  const rpcUrl = options.rpcUrl ?? 'http://127.0.0.1:8545'
  const account = privateKeyToAccount(options.privateKey ?? generatePrivateKey())
  // A test must see a failure as it happened: no retries behind its back.
  const client = createWalletClient({ account, transport: http(rpcUrl, { retryCount: 0 }) })
  const listeners = new Map<string, Set<(value: unknown) => void>>()
  const emit = (event: string, value: unknown) => {
    for (const listener of listeners.get(event) ?? []) listener(value)
  }
  let connected = options.connected ?? true
  let nodeChain: number | undefined
  let current: number | undefined = options.chainId
  const known = new Set<number>(options.chainId === undefined ? [] : [options.chainId])
  const node = async () => {
    nodeChain ??= await client.getChainId()
    // A wallet started on another chain has still to add the node's (wallet_addEthereumChain).
    if (options.chainId === undefined) known.add(nodeChain)
    current ??= nodeChain
    return nodeChain
  }
  const answer = async (method: string, params: unknown[]): Promise<unknown> => {
    const chain = await node()
    switch (method) {
      case 'eth_accounts':
        return connected ? [account.address] : []
      case 'eth_requestAccounts':
        if (!connected) emit('accountsChanged', [account.address])
        connected = true
        return [account.address]
      case 'eth_chainId':
        return numberToHex(current!)
      case 'wallet_switchEthereumChain': {
        const id = Number((params[0] as { chainId: string }).chainId)
        if (!known.has(id)) throw new Eip1193TestError(4902, `Unrecognized chain ID ${id}`)
        if (id !== current) emit('chainChanged', numberToHex(id))
        current = id
        return null
      }
      case 'wallet_addEthereumChain':
        known.add(Number((params[0] as { chainId: string }).chainId))
        return null
      case 'personal_sign':
        return account.signMessage({ message: { raw: params[0] as Hex } })
      case 'eth_signTypedData_v4':
        return account.signTypedData(JSON.parse(params[1] as string))
      case 'eth_sendTransaction': {
        if (current !== chain) throw new Eip1193TestError(4901, `Not connected to chain ${current}`)
        const tx = params[0] as Record<string, Hex | undefined>
        const big = (key: string) => (tx[key] === undefined ? {} : { [key]: BigInt(tx[key]!) })
        return client.sendTransaction({
          chain: null,
          to: tx.to as Address,
          ...(tx.data ? { data: tx.data } : {}),
          ...big('value'),
          ...big('gas'),
          ...(tx.nonce === undefined ? {} : { nonce: Number(tx.nonce) }),
        })
      }
      default:
        return client.request({ method, params } as never)
    }
  }
  const calls: string[] = []
  const rejects = new Set<string>()
  return {
    address: account.address,
    rejects,
    calls,
    async request({ method, params }) {
      calls.push(method)
      if (rejects.has(method)) throw new Eip1193TestError(4001, 'User rejected the request.')
      if (!connected && method !== 'eth_requestAccounts' && /^(personal_sign|eth_s)/.test(method))
        throw new Eip1193TestError(4100, 'The requested account has not been authorized by the user.')
      return answer(method, (params ?? []) as unknown[])
    },
    on(event, listener) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)!.add(listener)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
  }
}
