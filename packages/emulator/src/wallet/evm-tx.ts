import type { Hex } from 'viem'
import { HttpError } from '../server/http'
import { amountProblem } from './amounts'
import { checkRedeem } from './carry-out-redeem'
import type { EvmChain } from './evm-chain'
import { type EvmCall, type MerchantEvmTransaction, readEvmTransaction } from './evm-redeem'
import { TEST_TOKEN_ADDRESS } from './merchant-wallet'
import type { PaymentTerms } from './payment-terms'
import { madeTopUp, type TopUpMade } from './verdict'
import { viem } from './viem-package'

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
 * The merchant's `?transaction=` (see readEvmTransaction): a 400 when it is none, names an address whose
 * checksum is wrong, or moves more than one payment may.
 */
export function merchantTransaction(text: string): MerchantEvmTransaction {
  const given = readEvmTransaction(text)
  const addresses = [
    given.kind === 'call' ? given.call.to : given.call?.to,
    given.kind === 'redeem' ? given.destination : undefined,
  ]
  const { isAddress } = viem()
  for (const address of addresses)
    if (address && !isAddress(address))
      throw new HttpError(
        400,
        `the transaction parameter: ${address} is not an EVM address (its checksum is wrong)`,
      )
  if (given.kind === 'call') {
    const problem = amountProblem('evm', given.call.value)
    if (problem) throw new HttpError(400, `the transaction parameter: ${problem}`)
  }
  return given
}

/** The merchant's transaction of a purchase page, if it gave one. */
function givenOf(terms: PaymentTerms): MerchantEvmTransaction | undefined {
  const text = terms.kind === 'purchase' ? terms.session.query.transaction : undefined
  return text === undefined ? undefined : merchantTransaction(text)
}

/**
 * What the terms pay: the merchant's own call, an approve of the test token, or a plain transfer to the
 * merchant (also under a redeem object: the customer pays, then the checkout carries out the redeem).
 */
function callOf(terms: PaymentTerms, approve: boolean): EvmCall {
  const given = givenOf(terms)
  if (given?.kind === 'call') return { ...given.call, to: viem().getAddress(given.call.to) }
  if (approve) {
    const { encodeFunctionData, erc20Abi } = viem()
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      args: [terms.merchant.evm, terms.amount ?? 0n],
    })
    return { to: TEST_TOKEN_ADDRESS, data, value: 0n }
  }
  return { to: terms.merchant.evm, value: terms.amount ?? 0n }
}

/** The value moved to the merchant when the call is the emulator's plain transfer (not an approve, not yours). */
function transferOf(terms: PaymentTerms, approve: boolean, value: bigint): { transfer?: bigint } {
  return givenOf(terms)?.kind === 'call' || approve ? {} : { transfer: value }
}

/**
 * The full transaction for these terms, priced on the chain when there is one, with the payer funded when it
 * holds less than the value and one ETH of gas (only the payer: an EVM account needs no balance to receive).
 */
export async function evmTransaction(
  terms: PaymentTerms,
  approve: boolean,
  chain?: EvmChain,
): Promise<{ tx: EvmTx; topUps: TopUpMade[]; transfer?: bigint }> {
  const { getAddress, parseEther } = viem()
  const payer = getAddress(terms.payer)
  const call = callOf(terms, approve)
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
      ...transferOf(terms, approve, call.value),
    }
  await checkRedeem(chain, terms.session)
  const client = chain.client()
  const fees = await client.estimateFeesPerGas()
  // One ETH above the value: gas is covered, and estimateGas needs the value there.
  const added = await chain.topUp(payer, call.value + parseEther('1'))
  const gas = await client.estimateGas({ account: payer, ...call })
  const nonce = await client.getTransactionCount({ address: payer, blockTag: 'pending' })
  const tx = { ...call, gas, ...fees, nonce, chainId: chain.chainId } as EvmTx
  return { tx, topUps: madeTopUp(payer, 'payer', added), ...transferOf(terms, approve, call.value) }
}

/**
 * The request data: base64 of UTF-8 JSON of an ethers-shaped transaction request (`gasLimit`, a numeric
 * `chainId`, amounts as hex strings), as the hosted checkout hands wallets; no nonce when the wallet sends.
 */
export function encodeEvmTx(tx: EvmTx, withNonce: boolean): string {
  const { toHex } = viem()
  const json = {
    to: tx.to,
    ...(tx.data ? { data: tx.data } : {}),
    value: toHex(tx.value),
    gasLimit: toHex(tx.gas),
    maxFeePerGas: toHex(tx.maxFeePerGas),
    maxPriorityFeePerGas: toHex(tx.maxPriorityFeePerGas),
    ...(withNonce ? { nonce: toHex(tx.nonce) } : {}),
    chainId: tx.chainId,
  }
  return Buffer.from(JSON.stringify(json), 'utf8').toString('base64')
}
