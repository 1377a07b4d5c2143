import { type ChainPlugin, type RequestMethod, UnsupportedRequestError } from '@portico/core'
import type { UserOptions, UserWallet } from './registry'

const unsigned = (method: RequestMethod) => async (): Promise<string> => {
  throw new UnsupportedRequestError(method, 'a user (wallet-less) checkout has no wallet to sign with')
}

/**
 * The plugin for blockchain `user`: wallet-less checkouts identified by `sessionKey`. `sendTransaction` is
 * answered with the empty string, as the hosted checkout expects; sign requests get an `ERROR` reply.
 */
export function user(): ChainPlugin<UserWallet, never, UserOptions> {
  return {
    name: 'user',
    blockchains: ['user'],
    walletAddress: () => undefined,
    handlers: () => ({
      sendTransaction: async () => '',
      signMessage: unsigned('signMessage'),
      signTransaction: unsigned('signTransaction'),
    }),
  }
}
