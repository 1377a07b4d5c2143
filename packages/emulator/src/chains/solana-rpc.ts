import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { PorticoError } from '@portico/core'
import { PublicKey } from '@solana/web3.js'
import type { LiteSVM } from 'litesvm'
import { WebSocketServer } from 'ws'
import { createSolanaChain } from './solana-rpc/chain'
import { createRpcServer } from './solana-rpc/http'
import { closeServer, closeSocket, listenPair } from './solana-rpc/listen'
import { solanaMethods } from './solana-rpc/methods'
import { serveSubscriptions } from './solana-rpc/subscriptions'
import { describeTransactionError } from './solana-rpc/tx-error'

/** Options of {@link startSolanaRpc}. */
export interface SolanaRpcOptions {
  /** HTTP port; 0 picks a free one. @default 0 */
  port?: number
  /** Interface to listen on: loopback only. @default '127.0.0.1' */
  host?: '127.0.0.1'
  /**
   * How often an idle chain makes a slot, in ms, so blockhashes expire in time as on a real cluster (150 slots);
   * 0 makes slots only for transactions. @default 400
   */
  slotMs?: number
}

/** A running local Solana chain with its JSON-RPC endpoint. */
export interface SolanaRpc {
  /** `http://127.0.0.1:PORT`: pass it to web3.js' `Connection`. */
  url: string
  /**
   * The PubSub endpoint: `ws://127.0.0.1:PORT+1`, the port web3.js derives from `url` (as with a real
   * validator), so `new Connection(url)` needs no `wsEndpoint`; the HTTP port accepts WebSockets too.
   */
  wsUrl: string
  /**
   * The litesvm instance, to load programs or set accounts; transactions sent to it directly are not recorded.
   * On Linux x64, litesvm 0.8 can corrupt memory (and abort the process) when it runs the Associated Token
   * Account program, or a failing lookup-table instruction (upstream issue 171): set such accounts up with
   * `svm.setAccount` in tests.
   */
  svm: LiteSVM
  /** Funds `address` from the chain's faucet with a real transfer; throws a PorticoError if it fails. */
  airdrop(address: string, lamports: bigint): void
  /** Lamports of `address` (0 for an account that does not exist). */
  getBalance(address: string): bigint
  /** Stops the chain and frees both ports. */
  close(): Promise<void>
}

/** Starts a litesvm-backed Solana JSON-RPC endpoint (HTTP + WebSocket) on 127.0.0.1. */
export async function startSolanaRpc(options: SolanaRpcOptions = {}): Promise<SolanaRpc> {
  const host = options.host ?? '127.0.0.1'
  const chain = createSolanaChain({ slotMs: options.slotMs ?? 400 })
  const methods = solanaMethods(chain)
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 })
  let nextId = 0
  wss.on('connection', (socket) => serveSubscriptions(chain, socket, () => nextId++))
  const serve = () =>
    createRpcServer(methods, (req, socket, head) => {
      wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req))
    })

  let http: Server
  let ws: Server | undefined
  try {
    ;({ http, ws } = await listenPair(serve, host, options.port ?? 0))
  } catch (error) {
    chain.stop()
    throw new PorticoError('SOLANA_RPC_LISTEN_FAILED', `Solana RPC could not listen on ${host}`, {
      cause: error,
      details: error instanceof Error ? error.message : undefined,
    })
  }
  const port = (http.address() as AddressInfo).port
  const wsPort = ws ? (ws.address() as AddressInfo).port : port
  return {
    url: `http://${host}:${port}`,
    wsUrl: `ws://${host}:${wsPort}`,
    svm: chain.svm,
    airdrop: (address, lamports) => {
      const outcome = chain.airdrop(toPublicKey(address), lamports)
      if (outcome.refused) {
        throw new PorticoError('SOLANA_AIRDROP_FAILED', 'Airdrop failed', {
          details:
            `${describeTransactionError(outcome.refused.err)} ${outcome.refused.logs.join('; ')}`.trim(),
        })
      }
    },
    getBalance: (address) => chain.svm.getBalance(toPublicKey(address)) ?? 0n,
    close: async () => {
      chain.stop()
      await Promise.all([...wss.clients].map(closeSocket))
      wss.close()
      await Promise.all([http, ws].map((server) => server && closeServer(server)))
    },
  }
}

function toPublicKey(address: string): PublicKey {
  try {
    return new PublicKey(address)
  } catch (error) {
    throw new PorticoError('INVALID_SOLANA_ADDRESS', `Not a Solana address: ${address.slice(0, 64)}`, {
      cause: error,
    })
  }
}
