import LZString from 'lz-string'
import type { Hex } from 'viem'
import { CHAIN_PACKAGES, chainPackage } from '../chain-packages'
import { HttpError } from '../http'
import { amountProblem } from './amounts'
import type { EvmChain } from './evm-chain'
import type { PaymentIntent } from './intent'
import { TEST_TOKEN_ADDRESS } from './merchant-wallet'
import { madeTopUp, type TopUpMade } from './verdict'

// Loaded when an EVM transaction is read or built, not imported: the emulator runs without viem until then.
const viem = () => chainPackage<typeof import('viem')>('EVM transactions', CHAIN_PACKAGES.evm, 'viem')

/** The transaction an EVM wallet request asks for, with every number filled in. */
export interface EvmTx {
  to: `0x${string}`
  data?: Hex
  value: bigint
  gas: bigint
  maxFeePerGas: bigint
  maxPriorityFeePerGas: bigint
  nonce: number
  chainId: number
}

/** Chain id used for requests when no chain is attached (Hardhat's default). */
export const DEFAULT_EVM_CHAIN_ID = 31337

/**
 * The merchant's `?transaction=`, written by the EVM plugin as lz-string-compressed JSON (bigint as text);
 * a 400 when it is not one, or moves more than one payment may.
 */
export function merchantTransaction(text: string): Pick<EvmTx, 'to' | 'data' | 'value'> {
  const { getAddress, isAddress } = viem()
  let call: Pick<EvmTx, 'to' | 'data' | 'value'>
  try {
    const json = JSON.parse(LZString.decompressFromEncodedURIComponent(text) ?? '') as Record<string, unknown>
    if (typeof json.to !== 'string' || !isAddress(json.to)) throw new Error('no to')
    const data = typeof json.data === 'string' && /^0x([\da-f]{2})*$/i.test(json.data) ? json.data : undefined
    const value = typeof json.value === 'string' || typeof json.value === 'number' ? BigInt(json.value) : 0n
    call = { to: getAddress(json.to), ...(data ? { data: data as Hex } : {}), value }
  } catch {
    throw new HttpError(
      400,
      'the transaction parameter is not lz-string JSON of an EVM transaction { to, data?, value? }',
    )
  }
  const problem = amountProblem('evm', call.value)
  if (problem) throw new HttpError(400, `the transaction parameter: ${problem}`)
  return call
}

/** What the intent pays: the merchant's transaction, an approve of the test token, or a plain transfer. */
function callOf(intent: PaymentIntent, approve: boolean): Pick<EvmTx, 'to' | 'data' | 'value'> {
  const given = intent.kind === 'purchase' ? intent.session.query.transaction : undefined
  if (given) return merchantTransaction(given)
  if (approve) {
    const { encodeFunctionData, erc20Abi } = viem()
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      args: [intent.merchant.evm, intent.amount ?? 0n],
    })
    return { to: TEST_TOKEN_ADDRESS, data, value: 0n }
  }
  return { to: intent.merchant.evm, value: intent.amount ?? 0n }
}

/** The value moved to the merchant when the call is the emulator's plain transfer (not an approve, not yours). */
function transferOf(intent: PaymentIntent, approve: boolean, value: bigint): { transfer?: bigint } {
  const given = intent.kind === 'purchase' && intent.session.query.transaction
  return given || approve ? {} : { transfer: value }
}

/**
 * The full transaction for an intent, priced on the chain when there is one, with the payer funded when it
 * holds less than the value and one ETH of gas (only the payer: an EVM account needs no balance to receive).
 */
export async function evmTransaction(
  intent: PaymentIntent,
  approve: boolean,
  chain?: EvmChain,
): Promise<{ tx: EvmTx; topUps: TopUpMade[]; transfer?: bigint }> {
  const { getAddress, parseEther } = viem()
  const payer = getAddress(intent.payer)
  const call = callOf(intent, approve)
  if (!chain)
    return {
      tx: {
        ...call,
        gas: call.data ? 100_000n : 21_000n,
        maxFeePerGas: 2_000_000_000n,
        maxPriorityFeePerGas: 1_000_000_000n,
        nonce: 0,
        chainId: DEFAULT_EVM_CHAIN_ID,
      },
      topUps: [],
      ...transferOf(intent, approve, call.value),
    }
  const fees = await chain.client.estimateFeesPerGas()
  // One ETH above the value: gas is covered, and estimateGas needs the value there.
  const added = await chain.topUp(payer, call.value + parseEther('1'))
  const gas = await chain.client.estimateGas({ account: payer, ...call })
  const nonce = await chain.client.getTransactionCount({ address: payer, blockTag: 'pending' })
  const tx = { ...call, gas, ...fees, nonce, chainId: chain.chainId } as EvmTx
  return { tx, topUps: madeTopUp(payer, 'payer', added), ...transferOf(intent, approve, call.value) }
}

/** The request data: base64 of UTF-8 JSON with numbers as hex strings (no nonce when the wallet sends). */
export function encodeEvmTx(tx: EvmTx, withNonce: boolean): string {
  const { toHex } = viem()
  const json = {
    to: tx.to,
    ...(tx.data ? { data: tx.data } : {}),
    value: toHex(tx.value),
    gas: toHex(tx.gas),
    maxFeePerGas: toHex(tx.maxFeePerGas),
    maxPriorityFeePerGas: toHex(tx.maxPriorityFeePerGas),
    ...(withNonce ? { nonce: toHex(tx.nonce) } : {}),
    chainId: toHex(tx.chainId),
  }
  return Buffer.from(JSON.stringify(json), 'utf8').toString('base64')
}
