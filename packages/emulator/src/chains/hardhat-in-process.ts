import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { type WebSocket, WebSocketServer } from 'ws'
import { HARDHAT_DEFAULT_BALANCE, HARDHAT_DEFAULT_KEYS } from './hardhat-accounts'

/** A Hardhat Network served from this process. */
export interface InProcessNode {
  port: number
  close(): Promise<void>
}

interface JsonRpcHandler {
  handleHttp(req: IncomingMessage, res: ServerResponse): void
  handleWs(socket: WebSocket): void
}

// The modules `hardhat node` itself uses to serve Hardhat Network, without the CLI around them (its
// runtime environment, config loading and task system take most of its start-up). They are Hardhat 2's
// internals: when one is not where Hardhat 2.x has kept them, `undefined` tells the caller to run the CLI.
function hardhatInternals(hardhatDir: string) {
  const load = createRequire(join(hardhatDir, 'package.json'))
  try {
    return {
      resolveConfig: load('./internal/core/config/config-resolution').resolveConfig as (
        configPath: string,
        userConfig: unknown,
      ) => unknown,
      createProvider: load('./internal/core/providers/construction').createProvider as (
        config: unknown,
        network: string,
      ) => Promise<unknown>,
      JsonRpcHandler: load('./internal/hardhat-network/jsonrpc/handler').JsonRpcHandler as new (
        provider: unknown,
      ) => JsonRpcHandler,
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'MODULE_NOT_FOUND') return undefined
    throw error
  }
}

/**
 * Serves Hardhat Network (the Hardhat 2 installed at `hardhatDir`) on 127.0.0.1 from this process, as
 * `hardhat node` does, with Hardhat's default config and `chainId`; `port` 0 picks a free one. Resolves
 * undefined when this Hardhat's internals are not where expected (the caller then runs its CLI).
 */
export async function startHardhatInProcess(
  hardhatDir: string,
  port: number,
  chainId: number,
): Promise<InProcessNode | undefined> {
  const internals = hardhatInternals(hardhatDir)
  if (!internals) return undefined
  // The config path only roots the project paths (artifacts, caches), which a node that compiles nothing
  // never uses: Hardhat's own package.json is a file that exists.
  // Hardhat's default accounts, given as keys: from its mnemonic, Hardhat would derive them again on every
  // start (most of the start's CPU time). The node's accounts and balances are the same.
  const accounts = HARDHAT_DEFAULT_KEYS.map((privateKey) => ({
    privateKey,
    balance: HARDHAT_DEFAULT_BALANCE,
  }))
  const config = internals.resolveConfig(join(hardhatDir, 'package.json'), {
    networks: { hardhat: { chainId, accounts } },
  })
  const provider = await internals.createProvider(config, 'hardhat')
  // Served as Hardhat's JsonRpcServer serves it (HTTP and WebSocket), on a server of our own whose listen
  // failures (a port in use) reject instead of being thrown where no one catches them.
  const handler = new internals.JsonRpcHandler(provider)
  const server = createServer(handler.handleHttp)
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject)
      resolve()
    })
  })
  // Attached once listening: a WebSocketServer passes its server's errors on as its own.
  const sockets = new WebSocketServer({ server })
  sockets.on('connection', handler.handleWs)
  let closing: Promise<void> | undefined
  return {
    port: (server.address() as AddressInfo).port,
    close: () => {
      closing ??= new Promise<void>((resolve) => {
        for (const socket of sockets.clients) socket.terminate()
        sockets.close()
        server.close(() => resolve())
        server.closeAllConnections()
      })
      return closing
    },
  }
}
