import type { PublicKey } from '@solana/web3.js'
import bs58 from 'bs58'
import type { SolanaChain } from './chain'
import { withContext } from './context'
import { RpcCodes, type RpcMethod } from './json-rpc'
import { addressParam, configParam, integerParam, invalidParams } from './params'
import { rejectRefusal } from './refusal'

/** The fields of an account RPC reports, whatever litesvm handed it over as. */
export interface AccountFields {
  lamports: number
  owner: PublicKey
  data: Uint8Array
  executable: boolean
  rentEpoch?: number
}

/**
 * An account as RPC encodes it. `jsonParsed` falls back to base64, as RPC does for data it cannot parse (this
 * endpoint parses none); base58 is refused past 128 bytes, as RPC does.
 */
export function accountJson(account: AccountFields | null, config: Record<string, unknown>): unknown {
  if (!account) return null
  const encoding = config.encoding ?? 'base58'
  const slice = config.dataSlice
  let data = account.data
  if (typeof slice === 'object' && slice !== null && 'offset' in slice && 'length' in slice) {
    const offset = integerParam(slice.offset, 'dataSlice.offset')
    data = data.subarray(offset, offset + integerParam(slice.length, 'dataSlice.length'))
  }
  let encoded: [string, string]
  if (encoding === 'base64' || encoding === 'jsonParsed')
    encoded = [Buffer.from(data).toString('base64'), 'base64']
  else if (encoding !== 'base58') throw invalidParams(`unsupported encoding ${String(encoding)}`)
  else if (data.length > 128) throw invalidParams('base58 is limited to 128 bytes of data, use base64')
  else encoded = [bs58.encode(data), 'base58']
  return {
    data: encoded,
    executable: account.executable,
    lamports: account.lamports,
    owner: account.owner.toBase58(),
    rentEpoch: account.rentEpoch ?? 0,
    space: account.data.length,
  }
}

/** Account methods: balances, account data, rent, airdrops. */
export function accountMethods(chain: SolanaChain): Record<string, RpcMethod> {
  const { svm } = chain
  return {
    getBalance: ([address]) => withContext(chain, Number(svm.getBalance(addressParam(address)) ?? 0n)),
    getAccountInfo: ([address, config]) =>
      withContext(chain, accountJson(svm.getAccount(addressParam(address)), configParam(config))),
    getMultipleAccounts: ([addresses, config]) => {
      if (!Array.isArray(addresses) || addresses.length > 100)
        throw invalidParams('expected up to 100 addresses')
      const options = configParam(config)
      return withContext(
        chain,
        addresses.map((address) => accountJson(svm.getAccount(addressParam(address)), options)),
      )
    },
    getMinimumBalanceForRentExemption: ([length]) =>
      Number(svm.minimumBalanceForRentExemption(BigInt(integerParam(length ?? 0, 'data length')))),
    requestAirdrop: ([address, lamports]) => {
      const outcome = chain.airdrop(addressParam(address), BigInt(integerParam(lamports, 'lamports')))
      if (outcome.refused) rejectRefusal(outcome.refused, RpcCodes.internalError, 'Airdrop failed')
      return outcome.signature
    },
  }
}
