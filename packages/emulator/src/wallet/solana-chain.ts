import { PorticoError } from '@portico/core'
import { Connection, PublicKey, type TransactionSignature } from '@solana/web3.js'

/** A Solana chain the emulator builds on and checks against. */
export interface SolanaChain {
  url: string
  connection: Connection
  /** Tops `address` up to `lamports` when it holds less; resolves to the lamports it added (0n: none). */
  topUp(address: string, lamports: bigint): Promise<bigint>
  /** The lamports an account without data needs to exist (rent exemption). */
  rentExemptMinimum(): Promise<bigint>
  /** Waits until the transaction is confirmed; its error when it failed, undefined when it succeeded. */
  confirm(signature: TransactionSignature): Promise<unknown>
}

/** Access to a Solana JSON-RPC endpoint; `airdrop` funds directly when the emulator runs the chain itself. */
export function solanaChain(
  url: string,
  confirmTimeoutMs: number,
  airdrop?: (address: string, lamports: bigint) => void,
): SolanaChain {
  const connection = new Connection(url, 'confirmed')
  const fail = (what: string, cause: unknown) =>
    new PorticoError('EMULATOR_CHAIN_FAILED', `the local Solana chain failed to ${what}`, {
      cause,
      details: cause instanceof Error ? cause.message : String(cause),
    })
  return {
    url,
    connection,
    async topUp(address, lamports) {
      try {
        const key = new PublicKey(address)
        const balance = BigInt(await connection.getBalance(key, 'confirmed'))
        if (balance >= lamports) return 0n
        if (airdrop) airdrop(address, lamports - balance)
        else {
          const signature = await connection.requestAirdrop(key, Number(lamports - balance))
          await connection.confirmTransaction(signature, 'confirmed')
        }
        return lamports - balance
      } catch (cause) {
        throw fail(`fund ${address}`, cause)
      }
    },
    async rentExemptMinimum() {
      try {
        return BigInt(await connection.getMinimumBalanceForRentExemption(0, 'confirmed'))
      } catch (cause) {
        throw fail('tell the rent exemption', cause)
      }
    },
    async confirm(signature) {
      const deadline = Date.now() + confirmTimeoutMs
      for (;;) {
        const { value } = await connection.getSignatureStatuses([signature], {
          searchTransactionHistory: true,
        })
        const status = value[0]
        if (
          status &&
          (status.confirmationStatus === 'confirmed' || status.confirmationStatus === 'finalized')
        )
          return status.err ?? undefined
        if (Date.now() > deadline) throw new Error(`transaction ${signature} was not confirmed in time`)
        await new Promise((resolve) => setTimeout(resolve, 200))
      }
    },
  }
}
