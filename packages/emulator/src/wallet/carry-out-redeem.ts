import type { RedeemRecord } from '../ledger/ledger'
import type { PageSession } from '../sessions/sessions'
import type { EvmChain } from './evm-chain'
import { readEvmTransaction } from './evm-redeem'
import { reason } from './verdict'

/**
 * The account that carries out redeems on the local EVM chain, as the checkout's contract does on a real
 * one: the address of the key `sha256('portico-emulator/evm-redeemer/checkout')`, written out so that it
 * needs no package (carry-out-redeem.test.ts derives it again). The node sends for it (impersonation).
 */
export const REDEEMER_ADDRESS: `0x${string}` = '0x06126cd01Cb577801D31a9be72418e9bcF776C93'

/** One ETH, the redeemer's gas money on top of what it delivers. */
const GAS_MONEY = 10n ** 18n

const hex = (n: bigint) => `0x${n.toString(16)}`

// One redeem at a time: the node numbers the redeemer's transactions, and sending them one by one keeps a
// failed one from leaving a gap that holds the others back.
const queues = new WeakMap<EvmChain, Promise<unknown>>()
function oneAtATime<T>(chain: EvmChain, run: () => Promise<T>): Promise<T> {
  const next = (queues.get(chain) ?? Promise.resolve()).then(run, run)
  queues.set(
    chain,
    next.catch(() => undefined),
  )
  return next
}

// Sends `tx` from the redeemer through the node (Hardhat's and Anvil's impersonation) and waits for it.
async function send(
  chain: EvmChain,
  tx: { to: string; data?: string; value?: bigint },
): Promise<`0x${string}`> {
  const client = chain.client()
  const request = client.request as (args: { method: string; params: unknown[] }) => Promise<unknown>
  await chain.topUp(REDEEMER_ADDRESS, GAS_MONEY + (tx.value ?? 0n))
  await request({ method: 'hardhat_impersonateAccount', params: [REDEEMER_ADDRESS] })
  const hash = (await request({
    method: 'eth_sendTransaction',
    params: [{ from: REDEEMER_ADDRESS, to: tx.to, data: tx.data ?? '0x', value: hex(tx.value ?? 0n) }],
  })) as `0x${string}`
  const receipt = await client.waitForTransactionReceipt({ hash, timeout: chain.confirmTimeoutMs })
  if (receipt.status !== 'success') throw new Error(`the redeem transaction ${hash} reverted`)
  return hash
}

/**
 * Whether the redeem of an EVM purchase page would go through, checked before the customer is asked to
 * pay (as the checkout prices its redeem first): throws the chain's reason when its call reverts.
 */
export async function checkRedeem(chain: EvmChain, session: PageSession): Promise<void> {
  const text = session.kind === 'purchase' ? session.query.transaction : undefined
  const given = text === undefined ? undefined : readEvmTransaction(text)
  if (given?.kind !== 'redeem' || given.type !== 'normal' || !given.call) return
  await chain.topUp(REDEEMER_ADDRESS, GAS_MONEY)
  await chain.client().estimateGas({
    account: REDEEMER_ADDRESS,
    to: given.call.to,
    data: given.call.data,
  })
}

/**
 * Carries out the redeem object of a paid EVM purchase page, as the checkout does once it is paid: a
 * normal redeem's call, sent from the checkout's account; a token redeem, the paid amount (`amount`, in wei)
 * sent to its destination. The other redeems are recorded as given. Nothing is sent without a local EVM
 * chain. A failure is recorded (`error`), never thrown: the customer has paid by then.
 */
export async function carryOutRedeem(
  chain: EvmChain | undefined,
  session: PageSession,
  amount: bigint | undefined,
): Promise<{ redeem?: RedeemRecord }> {
  const text = session.kind === 'purchase' && session.family === 'evm' ? session.query.transaction : undefined
  const given = text === undefined ? undefined : readEvmTransaction(text)
  if (given?.kind !== 'redeem') return {}
  const record: RedeemRecord = { type: given.type, given: given.given }
  const tx =
    given.type === 'normal' && given.call
      ? given.call
      : given.type === 'token' && given.destination && amount !== undefined
        ? { to: given.destination, value: amount }
        : undefined
  if (!chain || !tx) return { redeem: record }
  try {
    return { redeem: { ...record, hash: await oneAtATime(chain, () => send(chain, tx)) } }
  } catch (error) {
    return { redeem: { ...record, error: reason(error) } }
  }
}
