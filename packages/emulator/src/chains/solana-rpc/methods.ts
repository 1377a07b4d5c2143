import { accountMethods } from './account-methods'
import type { SolanaChain } from './chain'
import { clusterMethods } from './cluster-methods'
import { isRecord, JsonRpcError, RpcCodes, type RpcMethod, type RpcMethods } from './json-rpc'
import { transactionMethods } from './transaction-methods'

/** Every HTTP method of the endpoint, each refusing a `minContextSlot` the chain has not reached. */
export function solanaMethods(chain: SolanaChain): RpcMethods {
  const all = { ...clusterMethods(chain), ...accountMethods(chain), ...transactionMethods(chain) }
  return new Map(Object.entries(all).map(([name, method]) => [name, atMinContextSlot(chain, method)]))
}

function atMinContextSlot(chain: SolanaChain, method: RpcMethod): RpcMethod {
  return (params) => {
    const config = params.at(-1)
    const wanted = isRecord(config) ? config.minContextSlot : undefined
    if (typeof wanted === 'number' && wanted > chain.slot()) {
      throw new JsonRpcError(RpcCodes.minContextSlotNotReached, 'Minimum context slot has not been reached', {
        contextSlot: chain.slot(),
      })
    }
    return method(params)
  }
}
