import { StellarRpcError } from './stellar-rpc-error'

// The statuses of Stellar RPC's `sendTransaction` under which the transaction is (or already was) taken
// for inclusion; `ERROR` and `TRY_AGAIN_LATER` mean it was not.
const ACCEPTED = new Set(['PENDING', 'DUPLICATE'])
const HASH = /^[0-9a-f]{64}$/i

interface SendTransactionAnswer {
  result?: { status?: unknown; hash?: unknown; errorResultXdr?: unknown }
  error?: { code?: unknown; message?: unknown }
}

let ids = 0

/**
 * Submits a signed base64 XDR envelope with Stellar RPC's JSON-RPC method `sendTransaction` and resolves the
 * transaction hash the server answers. Anything but an accepted status is a StellarRpcError.
 */
export async function sendToRpc(server: string, signedXdr: string): Promise<string> {
  const body = { jsonrpc: '2.0', id: ++ids, method: 'sendTransaction', params: { transaction: signedXdr } }
  let response: Response
  try {
    response = await fetch(server, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  } catch (cause) {
    throw new StellarRpcError(`${server} could not be reached`, { cause })
  }
  if (!response.ok) throw new StellarRpcError(`HTTP status ${response.status}`)
  let answer: SendTransactionAnswer
  try {
    answer = Object(await response.json())
  } catch (cause) {
    throw new StellarRpcError('the answer is not JSON', { cause })
  }
  if (answer.error) throw new StellarRpcError(`JSON-RPC error ${answer.error.code}: ${answer.error.message}`)
  const { status, hash, errorResultXdr } = Object(answer.result) as NonNullable<
    SendTransactionAnswer['result']
  >
  if (typeof status !== 'string' || !ACCEPTED.has(status)) {
    const details = typeof errorResultXdr === 'string' ? `errorResultXdr ${errorResultXdr}` : undefined
    throw new StellarRpcError(`status ${String(status)}`, {
      status: typeof status === 'string' ? status : undefined,
      ...(details ? { details } : {}),
    })
  }
  if (typeof hash !== 'string' || !HASH.test(hash))
    throw new StellarRpcError(`status ${status} without a transaction hash`, { status })
  return hash.toLowerCase()
}
