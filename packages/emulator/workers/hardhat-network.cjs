// Hardhat Network served from a worker thread, as `hardhat node` serves it (HTTP and WebSocket), so that
// Hardhat's modules load on a thread of their own while the emulator's main thread loads the Solana chain's:
// a start with both chains takes the longer of the two instead of their sum. One thread serves every node
// of a process (Hardhat's native engine is made once per thread, and warns when made again). Plain
// CommonJS, run as it ships: a worker thread takes a file, and the same file serves the tests and the build.
//
// workerData: { hardhatDir, wsPath }. Messages from the main thread, each with the node's `id`:
//   { type: 'start', id, port, chainId, accounts: [{ privateKey, balance }] } answered
//     { type: 'listening', id, port }, { type: 'unsupported', id } (Hardhat 2's internals are not where it
//     keeps them: the caller runs its CLI) or { type: 'failed', id, message, code };
//   { type: 'close', id } answered { type: 'closed', id } once the node's port is free.
const { createServer } = require('node:http')
const { createRequire } = require('node:module')
const { join } = require('node:path')
const { parentPort, workerData } = require('node:worker_threads')

const { hardhatDir, wsPath } = workerData

// The modules `hardhat node` itself uses, without the CLI around them (its runtime environment, config
// loading and task system take most of its start-up); undefined when one is not where Hardhat 2.x keeps it.
function hardhatInternals() {
  const load = createRequire(join(hardhatDir, 'package.json'))
  try {
    return {
      resolveConfig: load('./internal/core/config/config-resolution').resolveConfig,
      createProvider: load('./internal/core/providers/construction').createProvider,
      JsonRpcHandler: load('./internal/hardhat-network/jsonrpc/handler').JsonRpcHandler,
    }
  } catch (error) {
    if (error.code === 'MODULE_NOT_FOUND') return undefined
    throw error
  }
}

/** The nodes this thread serves, by id: how to stop each. */
const nodes = new Map()

async function start({ id, port, chainId, accounts }) {
  const internals = hardhatInternals()
  if (!internals) return parentPort.postMessage({ type: 'unsupported', id })
  // The config path only roots the project paths (artifacts, caches), which a node that compiles nothing
  // never uses: Hardhat's own package.json is a file that exists. The accounts come as keys: from its
  // mnemonic, Hardhat would derive them again on every start.
  const config = internals.resolveConfig(join(hardhatDir, 'package.json'), {
    networks: { hardhat: { chainId, accounts } },
  })
  const provider = await internals.createProvider(config, 'hardhat')
  const handler = new internals.JsonRpcHandler(provider)
  // A server of our own (Hardhat's JsonRpcServer throws its listen failures where no one catches them).
  const server = createServer(handler.handleHttp)
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject)
      resolve()
    })
  })
  // Attached once listening: a WebSocketServer passes its server's errors on as its own.
  const { WebSocketServer } = require(wsPath)
  const sockets = new WebSocketServer({ server })
  sockets.on('connection', handler.handleWs)
  nodes.set(id, (done) => {
    for (const socket of sockets.clients) socket.terminate()
    sockets.close()
    server.close(done)
    server.closeAllConnections()
  })
  parentPort.postMessage({ type: 'listening', id, port: server.address().port })
}

parentPort.on('message', (message) => {
  if (message.type === 'start')
    start(message).catch((error) => {
      parentPort.postMessage({
        type: 'failed',
        id: message.id,
        message: String(error?.message ?? error),
        code: error?.code,
      })
    })
  if (message.type === 'close') {
    const stop = nodes.get(message.id)
    nodes.delete(message.id)
    const closed = () => parentPort.postMessage({ type: 'closed', id: message.id })
    if (stop) stop(closed)
    else closed()
  }
})
