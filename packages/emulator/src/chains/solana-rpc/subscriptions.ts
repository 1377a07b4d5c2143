import { WebSocket } from 'ws'
import type { SolanaChain } from './chain'
import { answer, JsonRpcError, parseFailure, RpcCodes, type RpcMethod } from './json-rpc'
import { integerParam, signatureParam } from './params'
import type { ProcessedTransaction } from './processed'

/**
 * Serves the PubSub methods web3.js uses on one WebSocket: `signatureSubscribe` (what `confirmTransaction`
 * waits on) and `slotSubscribe`, with their unsubscribes. Ids come from `nextId`, shared by all sockets.
 */
export function serveSubscriptions(chain: SolanaChain, socket: WebSocket, nextId: () => number): void {
  const active = new Map<number, () => void>()
  const send = (message: unknown) => {
    if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message))
  }
  const notify = (method: string, subscription: number, result: unknown) =>
    send({ jsonrpc: '2.0', method, params: { result, subscription } })
  const unsubscribe: RpcMethod = ([id]) => {
    const dispose = active.get(integerParam(id, 'subscription id'))
    if (!dispose) throw new JsonRpcError(RpcCodes.invalidParams, 'Invalid subscription id.')
    dispose()
    active.delete(Number(id))
    return true
  }

  const signatureSubscribe: RpcMethod = ([signature]) => {
    const wanted = signatureParam(signature)
    const id = nextId()
    // RPC drops a signature subscription once it has notified; web3.js counts on that and never unsubscribes.
    const fire = (record: ProcessedTransaction) => {
      active.get(id)?.()
      active.delete(id)
      notify('signatureNotification', id, { context: { slot: record.slot }, value: { err: record.err } })
    }
    const known = chain.transaction(wanted)
    if (known) {
      active.set(id, () => {})
      // Already final: notify right after the reply that carries the id, never before it.
      setImmediate(() => active.has(id) && fire(known))
    } else {
      active.set(
        id,
        chain.onProcessed((record) => record.signature === wanted && fire(record)),
      )
    }
    return id
  }

  const slotSubscribe: RpcMethod = () => {
    const id = nextId()
    active.set(
      id,
      chain.onSlot((slot) =>
        notify('slotNotification', id, { parent: Math.max(0, slot - 1), root: slot, slot }),
      ),
    )
    return id
  }

  const methods = new Map<string, RpcMethod>([
    ['signatureSubscribe', signatureSubscribe],
    ['signatureUnsubscribe', unsubscribe],
    ['slotSubscribe', slotSubscribe],
    ['slotUnsubscribe', unsubscribe],
  ])
  socket.on('message', (data) => {
    let body: unknown
    try {
      body = JSON.parse(String(data))
    } catch {
      send(parseFailure())
      return
    }
    const reply = answer(body, methods)
    if (reply !== undefined) send(reply)
  })
  socket.on('close', () => {
    for (const dispose of active.values()) dispose()
    active.clear()
  })
}
