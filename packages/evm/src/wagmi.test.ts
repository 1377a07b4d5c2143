import { ChainMismatchError, WalletError } from '@portico/core'
import { stringifyJson } from '@portico/core/internal'
import { type Hex, http, parseEther, verifyTypedData } from 'viem'
import { describe, expect, it } from 'vitest'
import { createConfig, mock } from 'wagmi'
import { connect, disconnect, getConnection } from 'wagmi/actions'
import { failure, freshAddress, localChain, reader, txData, withHardhat } from './chain.fixture'
import { evm } from './evm'
import { getEvmWallet } from './wagmi'

const chain = withHardhat()

// A real wagmi 3 config with its mock connector. The mock answers accounts and chain id itself and sends
// everything else to the first chain's rpcUrls, here the Hardhat node, whose accounts are unlocked.
function wagmiConfig(
  options: { firstChainId?: number; switchChainError?: boolean; signMessageError?: boolean } = {},
) {
  const local = chain.chain
  const other = localChain(chain.node.url, 1337)
  const chains = options.firstChainId === 1337 ? ([other, local] as const) : ([local, other] as const)
  const account = chain.node.accounts[7]!.address
  const { switchChainError, signMessageError } = options
  const config = createConfig({
    chains,
    connectors: [mock({ accounts: [account], features: { switchChainError, signMessageError } })],
    transports: { [local.id]: http(chain.node.url), [other.id]: http(chain.node.url) },
  })
  return { config, account, connector: config.connectors[0]! }
}

describe('getEvmWallet (@portico/evm/wagmi)', () => {
  it('returns nothing before a wallet is connected, and the connected wallet after', async () => {
    const { config, account, connector } = wagmiConfig()
    expect(await getEvmWallet(config)).toBeUndefined()
    await connect(config, { connector })
    const wallet = await getEvmWallet(config)
    expect(wallet?.account.address).toBe(account)
    expect(evm().walletAddress(wallet!)).toBe(account)
    await disconnect(config)
    expect(await getEvmWallet(config)).toBeUndefined()
  })

  it('gives a wallet whose transactions land through the plugin', async () => {
    const { config, connector } = wagmiConfig()
    await connect(config, { connector })
    const wallet = (await getEvmWallet(config))!
    const to = freshAddress(0x3a6)
    const value = parseEther('0.5')
    const hash = await evm().handlers(wallet, { blockchain: 'eth', options: {} }).sendTransaction!(
      txData({ to, value: value.toString() }),
    )
    const client = reader(chain.node.url)
    const receipt = await client.waitForTransactionReceipt({ hash: hash as Hex })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(wallet.account.address.toLowerCase())
    expect(await client.getBalance({ address: to })).toBe(value)
  })

  it('signs permits through the connector so that verifyTypedData accepts them', async () => {
    const { config, connector, account } = wagmiConfig()
    await connect(config, { connector })
    const permit = {
      domain: { name: 'USD Coin', version: '2', chainId: 31337, verifyingContract: freshAddress(0x5dc) },
      types: {
        Permit: [
          { name: 'owner', type: 'address' },
          { name: 'value', type: 'uint256' },
        ],
      },
      primaryType: 'Permit',
      message: { owner: account, value: 2500000n },
    } as const
    const handlers = evm().handlers((await getEvmWallet(config))!, { blockchain: 'base', options: {} })
    const signature = (await handlers.signMessage!(stringifyJson(permit))) as Hex
    expect(await verifyTypedData({ ...permit, address: account, signature })).toBe(true)
  })

  it('switches a wallet on another chain to the chain of the blockchain, then sends', async () => {
    const { config, connector } = wagmiConfig({ firstChainId: 1337 })
    await connect(config, { connector })
    expect(getConnection(config).chainId).toBe(1337)
    const plugin = evm({ chains: { polygon: chain.chain } })
    const to = freshAddress(0x3a7)
    const hash = await plugin.handlers((await getEvmWallet(config))!, { blockchain: 'polygon', options: {} })
      .sendTransaction!(txData({ to, value: '0x10' }))
    expect(getConnection(config).chainId).toBe(31337)
    const receipt = await reader(chain.node.url).waitForTransactionReceipt({ hash: hash as Hex })
    expect(receipt.status).toBe('success')
  })

  it('refuses with both chain ids when the wallet will not switch', async () => {
    const { config, connector } = wagmiConfig({ firstChainId: 1337, switchChainError: true })
    await connect(config, { connector })
    const plugin = evm({ chains: { arbitrum: chain.chain } })
    const error = await failure<ChainMismatchError>(
      plugin.handlers((await getEvmWallet(config))!, { blockchain: 'arbitrum', options: {} })
        .sendTransaction!(txData({ to: freshAddress(0x3a8), value: 1 })),
    )
    expect(error).toBeInstanceOf(ChainMismatchError)
    expect(error.message).toBe(
      'the wallet is on chain 1337 but the checkout needs chain 31337: switch the wallet to chain 31337',
    )
    expect(error.cause).toBeInstanceOf(Error)
  })

  it('turns a rejected signature into WalletError that says the customer rejected it', async () => {
    const { config, connector } = wagmiConfig({ signMessageError: true })
    await connect(config, { connector })
    const handlers = evm().handlers((await getEvmWallet(config))!, { blockchain: 'eth', options: {} })
    const error = await failure<WalletError>(handlers.signMessage!('Sign in'))
    expect(error).toBeInstanceOf(WalletError)
    // wagmi's mock connector rejects as a wallet does (EIP-1193 4001, in viem's UserRejectedRequestError).
    expect(error.message).toBe(
      'the wallet failed signMessage: the customer rejected the request in the wallet',
    )
    expect(String(error.cause)).toMatch(/Failed to sign message/)
  })
})
