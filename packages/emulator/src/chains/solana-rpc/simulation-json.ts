import { PublicKey, type VersionedTransaction } from '@solana/web3.js'
import bs58 from 'bs58'
import { accountJson } from './account-methods'
import type { SolanaChain } from './chain'
import { addressParam, configParam, invalidParams } from './params'
import { accountKeysOf } from './processed'
import type { Simulation } from './simulate'

/** `simulateTransaction`'s value: outcome, logs and, when asked for, accounts and inner instructions. */
export function simulationJson(
  chain: SolanaChain,
  tx: VersionedTransaction,
  simulation: Simulation,
  config: Record<string, unknown>,
): Record<string, unknown> {
  const returnData = simulation.meta?.returnData()
  const keys = accountKeysOf(chain.svm, tx).all
  return {
    err: simulation.err,
    logs: simulation.logs,
    // As on RPC, a failed simulation has no accounts to show.
    accounts: simulation.err === null ? accountsAfter(chain, simulation, config.accounts) : null,
    unitsConsumed: simulation.unitsConsumed,
    returnData:
      returnData && returnData.data().length > 0
        ? {
            programId: new PublicKey(returnData.programId()).toBase58(),
            data: [Buffer.from(returnData.data()).toString('base64'), 'base64'],
          }
        : null,
    // Asked-for inner instructions come "partially decoded": program and accounts by address.
    innerInstructions:
      config.innerInstructions === true && simulation.meta
        ? innerInstructionsByAddress(simulation, keys)
        : null,
    ...(simulation.replacementBlockhash ? { replacementBlockhash: simulation.replacementBlockhash } : {}),
  }
}

function innerInstructionsByAddress(simulation: Simulation, keys: PublicKey[]) {
  const address = (index: number) => keys[index]?.toBase58() ?? ''
  return (simulation.meta?.innerInstructions() ?? []).flatMap((inner, index) =>
    inner.length === 0
      ? []
      : [
          {
            index,
            instructions: inner.map((item) => {
              const compiled = item.instruction()
              return {
                programId: address(compiled.programIdIndex()),
                accounts: [...compiled.accounts()].map(address),
                data: bs58.encode(compiled.data()),
                stackHeight: item.stackHeight(),
              }
            }),
          },
        ],
  )
}

/** The accounts `simulateTransaction` was asked to return, as the transaction would leave them. */
function accountsAfter(chain: SolanaChain, simulation: Simulation, request: unknown): unknown[] | null {
  if (request === undefined || request === null) return null
  const { addresses, ...config } = configParam(request)
  if (!Array.isArray(addresses)) throw invalidParams('accounts.addresses must be an array')
  return addresses.map((address) => {
    const key = addressParam(address)
    const after = simulation.postAccounts.find(([each]) => each.equals(key))?.[1]
    if (!after) return accountJson(chain.svm.getAccount(key), { encoding: 'base64', ...config })
    const fields = {
      lamports: Number(after.lamports()),
      owner: new PublicKey(after.owner()),
      data: after.data(),
      executable: after.executable(),
      rentEpoch: Number(after.rentEpoch()),
    }
    return accountJson(fields, { encoding: 'base64', ...config })
  })
}
