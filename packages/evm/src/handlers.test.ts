import { ChainMismatchError, InvalidRequestError, UnsupportedRequestError, WalletError } from '@portico/core'
import { stringifyJson } from '@portico/core/internal'
import { createWalletClient, type Hex, http, parseEther, verifyMessage, verifyTypedData } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { mainnet } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { failure, freshAddress, reader, rpcProvider, txData, withHardhat } from './chain.fixture'
import { evmHandlers } from './handlers'
import { SendUnconfirmedError } from './send-unconfirmed-error'
import type { EvmTransactionRequest, MinimalEvmWallet } from './types'

const chain = withHardhat()
let seed = 0x1000
const recipient = () => freshAddress(++seed)

const localWallet = (index = 0) =>
  createWalletClient({
    account: privateKeyToAccount(chain.node.accounts[index]!.privateKey),
    chain: chain.chain,
    transport: http(chain.node.url),
  })

async function expectLanded(hash: string, to: `0x${string}`, value: bigint) {
  expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
  const client = reader(chain.node.url)
  const receipt = await client.waitForTransactionReceipt({ hash: hash as Hex })
  expect(receipt.status).toBe('success')
  expect(receipt.to?.toLowerCase()).toBe(to.toLowerCase())
  expect(await client.getBalance({ address: to })).toBe(value)
  return receipt
}

// A permit as viem types it (bigint amounts); the checkout sends it as JSON with decimal strings.
function permitFor(owner: `0x${string}`, value: bigint) {
  return {
    domain: { name: 'Portico Token', version: '1', chainId: 31337n, verifyingContract: freshAddress(0xfeed) },
    types: {
      EIP712Domain: [
        { name: 'name', type: 'string' },
        { name: 'version', type: 'string' },
        { name: 'chainId', type: 'uint256' },
        { name: 'verifyingContract', type: 'address' },
      ],
      Permit: [
        { name: 'owner', type: 'address' },
        { name: 'spender', type: 'address' },
        { name: 'value', type: 'uint256' },
        { name: 'nonce', type: 'uint256' },
        { name: 'deadline', type: 'uint256' },
      ],
    } as const,
    primaryType: 'Permit' as const,
    message: { owner, spender: freshAddress(0xbeef), value, nonce: 0n, deadline: 99_999_999_999n },
  }
}

describe('viem WalletClient with a local account', () => {
  it('sends a transaction that lands and moves the value', async () => {
    const to = recipient()
    const value = parseEther('1.25')
    const hash = await evmHandlers(localWallet()).sendTransaction!(
      txData({ to, value: `0x${value.toString(16)}` }),
    )
    const receipt = await expectLanded(hash, to, value)
    expect(receipt.from.toLowerCase()).toBe(chain.node.accounts[0]!.address.toLowerCase())
  })

  it('signs EIP-712 typed data (permits) so that verifyTypedData accepts it', async () => {
    const wallet = localWallet()
    const permit = permitFor(wallet.account.address, 1_000_000n)
    const signature = (await evmHandlers(wallet).signMessage!(stringifyJson(permit))) as Hex
    expect(await verifyTypedData({ ...permit, address: wallet.account.address, signature })).toBe(true)
    const other = { ...permit, message: { ...permit.message, value: 1_000_001n } }
    expect(await verifyTypedData({ ...other, address: wallet.account.address, signature })).toBe(false)
  })

  it('signs plain text the personal_sign way', async () => {
    const wallet = localWallet()
    const message = 'Pay 10 USDC to Portico Merchant'
    const signature = (await evmHandlers(wallet).signMessage!(message)) as Hex
    expect(await verifyMessage({ address: wallet.account.address, message, signature })).toBe(true)
  })

  it('signs a transaction without sending it, ready to broadcast', async () => {
    const to = recipient()
    const client = reader(chain.node.url)
    const signed = (await evmHandlers(localWallet(1)).signTransaction!(txData({ to, value: '5000' }))) as Hex
    expect(signed).toMatch(/^0x02/) // an EIP-1559 envelope, filled with nonce, gas and fees
    expect(await client.getBalance({ address: to })).toBe(0n)
    const hash = await client.sendRawTransaction({ serializedTransaction: signed })
    await expectLanded(hash, to, 5000n)
  })

  it('refuses to send when the wallet is on another chain than `chain` and cannot switch', async () => {
    const wallet = localWallet(2)
    const client = reader(chain.node.url)
    const nonce = await client.getTransactionCount({ address: wallet.account.address })
    const error = await failure(
      evmHandlers(wallet, mainnet).sendTransaction!(txData({ to: recipient(), value: 1 })),
    )
    expect(error).toBeInstanceOf(ChainMismatchError)
    expect((error as Error).message).toMatch(/chain 31337 .* chain 1\b/)
    expect((error as ChainMismatchError).cause).toBeDefined() // Hardhat's own refusal to switch
    expect(await client.getTransactionCount({ address: wallet.account.address })).toBe(nonce)
  })

  it('refuses a request whose own chainId is not the wallet chain', async () => {
    const error = await failure(
      evmHandlers(localWallet(2)).sendTransaction!(txData({ to: recipient(), value: 1, chainId: 137 })),
    )
    expect(error).toBeInstanceOf(ChainMismatchError)
    expect((error as ChainMismatchError).expectedChainId).toBe(137)
    expect((error as ChainMismatchError).walletChainId).toBe(31337)
  })

  it('sends when `chain` is the chain the wallet is on', async () => {
    const to = recipient()
    const hash = await evmHandlers(localWallet(2), chain.chain).sendTransaction!(txData({ to, value: '7' }))
    await expectLanded(hash, to, 7n)
  })

  it('answers malformed data with InvalidRequestError and sends nothing', async () => {
    const wallet = localWallet(3)
    const client = reader(chain.node.url)
    const nonce = await client.getTransactionCount({ address: wallet.account.address })
    const handlers = evmHandlers(wallet)
    for (const data of ['***', btoa('{"to":'), txData({ to: recipient(), value: 'ten' })]) {
      await expect(handlers.sendTransaction!(data)).rejects.toBeInstanceOf(InvalidRequestError)
      await expect(handlers.signTransaction!(data)).rejects.toBeInstanceOf(InvalidRequestError)
    }
    expect(await client.getTransactionCount({ address: wallet.account.address })).toBe(nonce)
  })

  it('wraps a failure of the chain in WalletError with its cause and the reason on one line', async () => {
    // More value than the account holds: the node refuses it.
    const handlers = evmHandlers(localWallet(3))
    const error = await failure<WalletError>(
      handlers.sendTransaction!(txData({ to: recipient(), value: parseEther('1000000').toString() })).then(
        () => undefined,
      ),
    )
    expect(error).toBeInstanceOf(WalletError)
    expect(error?.cause).toBeInstanceOf(Error)
    // The node's own words on one line, not viem's multi-line report.
    expect(error?.message).toMatch(/^the wallet failed sendTransaction: .*enough funds[^\n]*$/)
  })
})

describe('EIP-1193 provider (the node JSON-RPC, accounts unlocked)', () => {
  it('sends through { provider, address } and the transaction lands', async () => {
    const provider = rpcProvider(chain.node.url)
    const address = chain.node.accounts[4]!.address
    const to = recipient()
    const hash = await evmHandlers({ provider, address }).sendTransaction!(
      txData({ to, value: '0x2a', gas: 21000 }),
    )
    const receipt = await expectLanded(hash, to, 42n)
    expect(receipt.from.toLowerCase()).toBe(address.toLowerCase())
    expect(provider.calls).toContain('eth_sendTransaction')
  })

  it('maps the request to eth_sendTransaction: hex quantities, gas, and the chain the wallet must still be on', async () => {
    const node = rpcProvider(chain.node.url)
    const sent: unknown[] = []
    const provider = {
      request: (args: { method: string; params?: unknown }) => {
        if (args.method === 'eth_sendTransaction') sent.push(...(args.params as unknown[]))
        return node.request(args)
      },
    }
    const address = chain.node.accounts[4]!.address
    const to = recipient()
    const hash = await evmHandlers({ provider, address }, chain.chain).sendTransaction!(
      txData({ to, value: '1000', gasLimit: 21000 }),
    )
    await expectLanded(hash, to, 1000n)
    // The node checks `chainId` as wallets do: a send on another chain than the one checked is refused.
    expect(sent).toEqual([{ from: address, to, value: '0x3e8', gas: '0x5208', chainId: '0x7a69' }])
  })

  it('finds the account of a bare provider and sends from it', async () => {
    const provider = rpcProvider(chain.node.url)
    const to = recipient()
    const hash = await evmHandlers(provider).sendTransaction!(txData({ to, value: '9' }))
    const receipt = await expectLanded(hash, to, 9n)
    expect(receipt.from.toLowerCase()).toBe(chain.node.accounts[0]!.address.toLowerCase())
    expect(provider.calls).toContain('eth_accounts')
  })

  it('asks the wallet to connect (eth_requestAccounts) only when a request needs an account and none is', async () => {
    // The node has its accounts unlocked; this wallet shows none until the customer connects one.
    const node = rpcProvider(chain.node.url)
    const address = chain.node.accounts[5]!.address
    let connected = false
    const provider = {
      calls: node.calls,
      request: async (args: { method: string; params?: unknown }) => {
        if (args.method === 'eth_accounts') return node.calls.push(args.method) && connected ? [address] : []
        if (args.method !== 'eth_requestAccounts') return node.request(args)
        node.calls.push(args.method)
        connected = true
        return [address]
      },
    }
    const handlers = evmHandlers(provider)
    const signature = (await handlers.signMessage!('connect first')) as Hex
    expect(await verifyMessage({ address, message: 'connect first', signature })).toBe(true)
    await handlers.signMessage!('connected now')
    expect(node.calls.filter((m) => m === 'eth_requestAccounts')).toHaveLength(1)
    expect(node.calls.filter((m) => m === 'eth_accounts')).toHaveLength(2)
  })

  it('signs text with personal_sign and typed data with eth_signTypedData_v4', async () => {
    const provider = rpcProvider(chain.node.url)
    const address = chain.node.accounts[4]!.address
    const handlers = evmHandlers({ provider, address })
    const message = 'hello from the checkout'
    const signature = (await handlers.signMessage!(message)) as Hex
    expect(await verifyMessage({ address, message, signature })).toBe(true)
    const permit = permitFor(address, 5n)
    const typed = (await handlers.signMessage!(stringifyJson(permit))) as Hex
    expect(await verifyTypedData({ ...permit, address, signature: typed })).toBe(true)
    expect(provider.calls).toEqual(expect.arrayContaining(['personal_sign', 'eth_signTypedData_v4']))
  })

  it('refuses typed data that does not fit its types before the wallet sees it', async () => {
    const provider = rpcProvider(chain.node.url)
    const address = chain.node.accounts[4]!.address
    const bad = { ...permitFor(address, 1n), primaryType: 'Transfer' }
    const error = await failure(evmHandlers({ provider, address }).signMessage!(stringifyJson(bad)))
    expect(error).toBeInstanceOf(InvalidRequestError)
    expect(error.message).toBe('signMessage request is invalid: primary type Transfer is not among its types')
    expect(provider.calls).not.toContain('eth_signTypedData_v4')
  })

  it('says signTransaction is unsupported: such wallets sign and send in one step', async () => {
    const provider = rpcProvider(chain.node.url)
    const handlers = evmHandlers({ provider, address: chain.node.accounts[4]!.address })
    const error = await failure(handlers.signTransaction!(txData({ to: recipient() })))
    expect(error).toBeInstanceOf(UnsupportedRequestError)
    expect((error as Error).message).toMatch(/^signTransaction is not supported/)
  })

  it('wraps a user rejection from the provider in WalletError', async () => {
    // Mocked: a user pressing "Reject" cannot happen on a node, so this provider refuses like a wallet does.
    const node = rpcProvider(chain.node.url)
    const rejection = Object.assign(new Error('User rejected the request.'), { code: 4001 })
    const provider = {
      request: (args: { method: string; params?: unknown }) =>
        args.method === 'eth_sendTransaction' ? Promise.reject(rejection) : node.request(args),
    }
    const error = await failure<WalletError>(
      evmHandlers({ provider, address: chain.node.accounts[4]!.address }).sendTransaction!(
        txData({ to: recipient(), value: 1 }),
      ),
    )
    expect(error).toBeInstanceOf(WalletError)
    expect(error.message).toMatch(/rejected/i)
    expect(error.cause).toBeInstanceOf(Error)
  })

  // A wallet on chain 1 that knows `known` chains (adding one on wallet_addEthereumChain): its other answers
  // come from the node.
  function switchingProvider(known: number[]) {
    const node = rpcProvider(chain.node.url)
    let walletChain = 1
    const switches: number[] = []
    const added: { chainId: string; chainName: string; rpcUrls: string[] }[] = []
    const provider = {
      calls: node.calls,
      request: async (args: { method: string; params?: unknown }) => {
        const [first] = (args.params ?? []) as [{ chainId: string; chainName: string; rpcUrls: string[] }]
        if (args.method === 'eth_chainId') return `0x${walletChain.toString(16)}`
        if (args.method === 'wallet_addEthereumChain') {
          added.push(first)
          known.push(Number(first.chainId))
          return null
        }
        if (args.method === 'wallet_switchEthereumChain') {
          const id = Number(first.chainId)
          if (!known.includes(id)) throw Object.assign(new Error('Unrecognized chain ID'), { code: 4902 })
          switches.push(id)
          walletChain = id
          return null
        }
        return node.request(args)
      },
    }
    return { provider, switches, added }
  }

  it('switches a provider wallet that is on another chain, or refuses with both chain ids', async () => {
    const { provider, switches } = switchingProvider([1, 31337])
    const address = chain.node.accounts[4]!.address
    const to = recipient()
    const hash = await evmHandlers({ provider, address }, chain.chain).sendTransaction!(
      txData({ to, value: 3 }),
    )
    await expectLanded(hash, to, 3n)
    expect(switches).toEqual([31337])

    // The request names a chain the wallet does not know, and the checkout has no chain to add.
    const error = await failure<ChainMismatchError>(
      evmHandlers({ provider, address }).sendTransaction!(txData({ to, value: 3, chainId: 8453 })),
    )
    expect(error).toBeInstanceOf(ChainMismatchError)
    expect(error.message).toContain('8453')
    expect(error.message).toContain('chain 31337')
    expect((error.cause as { code?: number }).code).toBe(4902)
  })

  it('adds the chain with wallet_addEthereumChain when the wallet answers 4902, then pays on it', async () => {
    const { provider, switches, added } = switchingProvider([1])
    const to = recipient()
    const hash = await evmHandlers(provider, chain.chain).sendTransaction!(txData({ to, value: 8 }))
    await expectLanded(hash, to, 8n)
    expect(added).toEqual([
      expect.objectContaining({ chainId: '0x7a69', chainName: chain.chain.name, rpcUrls: [chain.node.url] }),
    ])
    expect(switches).toEqual([31337])
  })
})

describe('wallets that carry their own methods', () => {
  it("sends through a wallet client's own sendTransaction (no viem actions loaded for it)", async () => {
    const client = localWallet(7)
    const calls: unknown[] = []
    const spied = {
      ...client,
      sendTransaction: ((args: Parameters<typeof client.sendTransaction>[0]) => {
        calls.push(args)
        return client.sendTransaction(args)
      }) as typeof client.sendTransaction,
    }
    const to = recipient()
    await expectLanded(await evmHandlers(spied).sendTransaction!(txData({ to, value: '3' })), to, 3n)
    expect(calls).toHaveLength(1)
  })

  it('uses the methods of an ethers-style signer, whose `provider` is not EIP-1193', async () => {
    // The shape of an ethers v6 signer: `address`, a `provider` that speaks `send`, not `request`, and a
    // TransactionResponse from sendTransaction. Backed by a real local account on the node.
    const client = localWallet(7)
    const signer = {
      address: client.account.address,
      provider: { send: async () => null },
      sendTransaction: async (request: EvmTransactionRequest) => ({
        hash: await client.sendTransaction({ to: request.to, value: request.value }),
      }),
      signMessage: (message: string) => client.signMessage({ message }),
    }
    const handlers = evmHandlers(signer as MinimalEvmWallet)
    const to = recipient()
    await expectLanded(await handlers.sendTransaction!(txData({ to, value: '4' })), to, 4n)
    const signature = (await handlers.signMessage!('from a signer')) as Hex
    expect(await verifyMessage({ address: signer.address, message: 'from a signer', signature })).toBe(true)
  })
})

describe('minimal wallet { address, sendTransaction, signMessage }', () => {
  // A merchant's own wallet object, backed here by a real local account and the node.
  function minimal(index: number, extra: Partial<MinimalEvmWallet> = {}) {
    const client = localWallet(index)
    const requests: EvmTransactionRequest[] = []
    const wallet: MinimalEvmWallet = {
      address: client.account.address,
      sendTransaction: (request) => {
        requests.push(request)
        // The wallet picks its own fee fields: the checkout's requests here carry none.
        const { chainId: _chainId, gasPrice: _gasPrice, ...rest } = request
        return client.sendTransaction(rest)
      },
      signMessage: (message) => client.signMessage({ message }),
      ...extra,
    }
    return { wallet, requests, client }
  }

  it('gets viem-shaped bigint fields and its transaction lands', async () => {
    const { wallet, requests } = minimal(5)
    const to = recipient()
    const hash = await evmHandlers(wallet).sendTransaction!(txData({ to, value: '1000', gasLimit: '0x5208' }))
    await expectLanded(hash, to, 1000n)
    expect(requests).toEqual([{ to, value: 1000n, gas: 21000n }])
  })

  it('is told the required chain id when it cannot report its chain', async () => {
    const { wallet, requests } = minimal(5)
    const to = recipient()
    await expectLanded(
      await evmHandlers(wallet, chain.chain).sendTransaction!(txData({ to, value: 1 })),
      to,
      1n,
    )
    expect(requests[0]?.chainId).toBe(31337)
  })

  it('is switched when it reports another chain and can switch, else refused', async () => {
    let current = 10
    const { wallet } = minimal(5, {
      getChainId: async () => current,
      switchChain: async (id) => {
        current = id
      },
    })
    const to = recipient()
    await expectLanded(
      await evmHandlers(wallet, chain.chain).sendTransaction!(txData({ to, value: 2 })),
      to,
      2n,
    )
    expect(current).toBe(31337)

    current = 10
    const stuck = { ...wallet, switchChain: undefined }
    const error = await failure(evmHandlers(stuck, chain.chain).sendTransaction!(txData({ to, value: 2 })))
    expect(error).toBeInstanceOf(ChainMismatchError)
    expect((error as Error).message).toMatch(/chain 10 .* chain 31337/)
  })

  it('signs text with its signMessage and refuses typed data and signTransaction it cannot do', async () => {
    const { wallet } = minimal(5)
    const handlers = evmHandlers(wallet)
    const signature = (await handlers.signMessage!('plain words')) as Hex
    expect(await verifyMessage({ address: wallet.address, message: 'plain words', signature })).toBe(true)
    const permit = stringifyJson(permitFor(wallet.address, 1n))
    await expect(handlers.signMessage!(permit)).rejects.toThrow(UnsupportedRequestError)
    await expect(handlers.signMessage!(permit)).rejects.toThrow(/cannot sign typed data/)
    await expect(handlers.signTransaction!(txData({ to: recipient() }))).rejects.toThrow(
      UnsupportedRequestError,
    )
  })

  it('uses its signTypedData and signTransaction when it has them', async () => {
    const account = privateKeyToAccount(chain.node.accounts[5]!.privateKey)
    const { wallet } = minimal(5, {
      signTypedData: (typedData) => account.signTypedData(typedData),
      signTransaction: (request) =>
        account.signTransaction({
          to: request.to,
          value: request.value,
          chainId: 31337,
          nonce: 0,
          gas: 21000n,
          gasPrice: 1n,
        }),
    })
    const handlers = evmHandlers(wallet)
    const permit = permitFor(wallet.address, 77n)
    const signature = (await handlers.signMessage!(stringifyJson(permit))) as Hex
    expect(await verifyTypedData({ ...permit, address: wallet.address, signature })).toBe(true)
    expect(await handlers.signTransaction!(txData({ to: recipient(), value: 1 }))).toMatch(/^0x[0-9a-f]+$/)
  })

  it('takes a send that answers { hash } (ethers TransactionResponse) as sent', async () => {
    const { wallet, client } = minimal(6)
    const to = recipient()
    const ethersLike: MinimalEvmWallet = {
      ...wallet,
      sendTransaction: async (request) => {
        const hash = await client.sendTransaction({ to: request.to, value: request.value })
        return { hash, confirmations: async () => 0, wait: async () => null }
      },
    }
    await expectLanded(await evmHandlers(ethersLike).sendTransaction!(txData({ to, value: '11' })), to, 11n)
  })

  it('says plainly that the transaction may have been broadcast when the wallet answers no hash', async () => {
    const { wallet, client } = minimal(6)
    const to = recipient()
    const reader_ = reader(chain.node.url)
    const answers: Array<[unknown, string]> = [
      [undefined, 'nothing'],
      [null, 'nothing'],
      [true, 'a boolean'],
      [{}, 'an object without a hash'],
      [{ transactionHash: '0x' }, 'an object without a hash'],
      [{ hash: 42 }, 'an object whose hash is not a transaction hash'],
      [{ hash: '0x12' }, 'an object whose hash is not a transaction hash'],
      ['sent', 'text that is not a transaction hash'],
    ]
    for (const [answer, said] of answers) {
      const before = await reader_.getBalance({ address: to })
      // The wallet really broadcasts, then answers something that is not a hash.
      const odd = {
        ...wallet,
        sendTransaction: async (request: EvmTransactionRequest) => {
          await client.sendTransaction({ to: request.to, value: request.value })
          return answer as never
        },
      }
      const error = await failure<SendUnconfirmedError>(
        evmHandlers(odd).sendTransaction!(txData({ to, value: 1 })),
      )
      expect(error).toBeInstanceOf(SendUnconfirmedError)
      expect(error.code).toBe('SEND_UNCONFIRMED')
      expect(error.answer).toBe(answer)
      expect(error.message).toBe(
        `the transaction may have been broadcast, but the wallet answered ${said}: check the wallet or a block explorer before trying again`,
      )
      expect(await reader_.getBalance({ address: to })).toBe(before + 1n)
    }
  })

  it('wraps its rejection in WalletError, keeping the cause', async () => {
    // Mocked: the wallet's user says no.
    const refusal = new Error('User denied message signature')
    const { wallet } = minimal(5, { signMessage: () => Promise.reject(refusal) })
    const error = await failure<WalletError>(evmHandlers(wallet).signMessage!('hi'))
    expect(error).toBeInstanceOf(WalletError)
    expect(error.cause).toBe(refusal)
    expect(error.message).toBe('the wallet failed signMessage: User denied message signature')
  })
})
