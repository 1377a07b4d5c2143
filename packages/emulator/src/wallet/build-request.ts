import { ChainPackageMissingError } from '../chains/chain-packages'
import type { StellarNetwork } from '../chains/stellar-network'
import { HttpError } from '../server/http'
import type { PageSession } from '../sessions/sessions'
import type { EvmChain } from './evm-chain'
import { evmPay, solanaPay, stellarPay } from './pay-code'
import type { PaymentTerms } from './payment-terms'
import type { SolanaChain } from './solana-chain'
import { userRequest } from './user-pay'
import { type BuiltRequest, reason } from './verdict'
import { type WalletMethod, walletPlan } from './wallet-plan'

/**
 * The wallet method a page asks for (`asked`, or its plan's first when none). Throws HttpError 409 when the
 * page cannot pay by wallet, 400 when it cannot ask for that method.
 */
export function askedMethod(session: PageSession, hasChain: boolean, asked: unknown): WalletMethod {
  const plan = walletPlan(session, hasChain)
  if (plan.problem) throw new HttpError(409, plan.problem)
  const method = (asked ?? plan.methods[0]) as WalletMethod
  if (!plan.methods.includes(method)) throw new HttpError(400, `this page cannot ask for ${String(method)}`)
  return method
}

/**
 * Builds the wallet request of `terms` for its chain family. A chain that cannot price, fund or simulate
 * it is HttpError 502 (the page shows why and may retry); HttpError and ChainPackageMissingError pass as
 * they are.
 */
export async function buildRequest(
  chains: { solana?: SolanaChain; evm?: EvmChain; stellar?: StellarNetwork },
  terms: PaymentTerms,
  method: WalletMethod,
  used: Set<string>,
): Promise<BuiltRequest> {
  try {
    const { family } = terms.session
    if (family === 'user') return userRequest(terms)
    if (family === 'evm') return await (await evmPay()).evmRequest(terms, method, chains.evm, used)
    if (family === 'stellar') {
      if (!chains.stellar) throw new HttpError(409, 'This emulator serves no Stellar network.')
      return await (await stellarPay()).stellarRequest(terms, method, chains.stellar, used)
    }
    return await (await solanaPay()).solanaRequest(terms, method, chains.solana, used)
  } catch (error) {
    if (error instanceof HttpError || error instanceof ChainPackageMissingError) throw error
    throw new HttpError(502, `the request could not be built: ${reason(error)}`)
  }
}
