import type { Hex, TypedDataDefinition } from 'viem'
import { HttpError } from '../server/http'
import type { EvmChain } from './evm-chain'
import { DEFAULT_EVM_CHAIN_ID, type EvmTx, encodeEvmTx, evmTransaction } from './evm-tx'
import { TEST_TOKEN_ADDRESS } from './merchant-wallet'
import { type PaymentTerms, termsMessage } from './payment-terms'
import { type BuiltRequest, claimOnce, reason, refused, type Verdict } from './verdict'
import { viem } from './viem-package'
import type { WalletMethod } from './wallet-plan'

// viem's CommonJS build, the one copy every EVM module shares (see viem-package.ts).
const { getAddress, isHex, parseTransaction, recoverTransactionAddress, verifyMessage, verifyTypedData } =
  viem()

/** How long a permit signed for a withdrawal stays valid. */
const PERMIT_LIFETIME_S = 3600

/** The EIP-2612 permit of the emulator's test token that authorises a withdrawal. */
export function permitTypedData(terms: PaymentTerms, chainId: number): TypedDataDefinition {
  return {
    domain: { name: 'Portico Test USD', version: '1', chainId, verifyingContract: TEST_TOKEN_ADDRESS },
    types: {
      Permit: [
        { name: 'owner', type: 'address' },
        { name: 'spender', type: 'address' },
        { name: 'value', type: 'uint256' },
        { name: 'nonce', type: 'uint256' },
        { name: 'deadline', type: 'uint256' },
      ],
    },
    primaryType: 'Permit',
    message: {
      owner: getAddress(terms.payer),
      spender: terms.merchant.evm,
      // Numbers as decimal text: JSON has no bigint, and wallets read uint256 from strings.
      value: String(terms.amount ?? 0n),
      nonce: String(BigInt(`0x${terms.nonce.replace(/-/g, '').slice(0, 12)}`)),
      deadline: String(Math.floor(Date.now() / 1000) + PERMIT_LIFETIME_S),
    },
  }
}

function signMessageRequest(terms: PaymentTerms, chainId: number): BuiltRequest {
  const address = getAddress(terms.payer)
  const typed = terms.kind === 'withdraw' ? permitTypedData(terms, chainId) : undefined
  const text = typed ? JSON.stringify(typed) : termsMessage(terms)
  return {
    method: 'signMessage',
    data: text,
    verify: async (reply) => {
      if (!isHex(reply)) return refused('The reply is not a 0x signature.')
      try {
        const valid = typed
          ? await verifyTypedData({ address, ...typed, signature: reply })
          : await verifyMessage({ address, message: text, signature: reply })
        return valid
          ? { ok: true, payer: address }
          : refused('The signature does not verify for this wallet.')
      } catch (error) {
        return refused(`The signature could not be checked: ${reason(error)}`)
      }
    },
  }
}

/**
 * Builds an EVM wallet request: a text or EIP-712 permit to sign, or a transaction (base64 JSON) to sign
 * or send. Replies are checked with viem: the signer recovered, or the transaction found on the chain.
 */
export async function evmRequest(
  terms: PaymentTerms,
  method: WalletMethod,
  chain: EvmChain | undefined,
  used: Set<string>,
): Promise<BuiltRequest> {
  if (method === 'signMessage') return signMessageRequest(terms, chain?.chainId ?? DEFAULT_EVM_CHAIN_ID)
  if (method === 'sendTransaction' && !chain) throw new HttpError(409, 'sendTransaction needs a local chain')
  const { tx, topUps, transfer } = await evmTransaction(terms, terms.kind === 'withdraw', chain)
  const payer = getAddress(terms.payer)
  const check = { tx, payer, chain, used }
  return {
    method,
    data: encodeEvmTx(tx, method === 'signTransaction'),
    verify: (reply) => (method === 'sendTransaction' ? verifySent(reply, check) : verifySigned(reply, check)),
    topUps,
    ...(transfer === undefined ? {} : { transfer }),
  }
}

interface Check {
  tx: EvmTx
  payer: `0x${string}`
  chain: EvmChain | undefined
  used: Set<string>
}

function sameCall(c: Check, found: { to?: string | null; value?: bigint; data?: Hex; input?: Hex }): boolean {
  const data = (found.data ?? found.input ?? '0x').toLowerCase()
  return (
    found.to?.toLowerCase() === c.tx.to.toLowerCase() &&
    (found.value ?? 0n) === c.tx.value &&
    data === (c.tx.data ?? '0x').toLowerCase()
  )
}

async function verifySigned(reply: string, c: Check): Promise<Verdict> {
  if (!isHex(reply)) return refused('The reply is not a 0x serialized transaction.')
  try {
    const parsed = parseTransaction(reply)
    const signer = await recoverTransactionAddress({ serializedTransaction: reply as never })
    if (signer !== c.payer) return refused('The transaction is not signed by the wallet.')
    if (!sameCall(c, parsed) || parsed.chainId !== c.tx.chainId)
      return refused('The wallet signed a different transaction than the one requested.')
  } catch (error) {
    return refused(`The reply is not a signed transaction: ${reason(error)}`)
  }
  if (c.used.has(reply)) return refused('This transaction was already used for a payment.')
  c.used.add(reply)
  if (!c.chain) return { ok: true, payer: c.payer }
  try {
    const client = c.chain.client()
    const hash = await client.sendRawTransaction({ serializedTransaction: reply })
    const receipt = await client.waitForTransactionReceipt({
      hash,
      timeout: c.chain.confirmTimeoutMs,
    })
    if (receipt.status !== 'success') return refused('The transaction reverted on the local chain.')
    return { ok: true, hash, payer: c.payer }
  } catch (error) {
    return refused(`The local chain refused the transaction: ${reason(error)}`)
  }
}

async function verifySent(reply: string, c: Check): Promise<Verdict> {
  if (!/^0x[\da-f]{64}$/i.test(reply)) return refused('The reply is not a 0x transaction hash.')
  return claimOnce(c.used, reply.toLowerCase(), () => checkSent(reply as Hex, c))
}

async function checkSent(hash: Hex, c: Check): Promise<Verdict> {
  const chain = c.chain as EvmChain
  try {
    const client = chain.client()
    const receipt = await client.waitForTransactionReceipt({ hash, timeout: chain.confirmTimeoutMs })
    if (receipt.status !== 'success') return refused('The transaction reverted on the local chain.')
    const found = await client.getTransaction({ hash })
    if (getAddress(found.from) !== c.payer) return refused('The transaction was not sent by the wallet.')
    if (!sameCall(c, found)) return refused('The transaction does not pay what was requested.')
  } catch (error) {
    return refused(`The transaction was not found on the local chain: ${reason(error)}`)
  }
  return { ok: true, hash, payer: c.payer }
}
