import { createRequire } from 'node:module'
import { join } from 'node:path'
import { Worker } from 'node:worker_threads'
import { PACKAGE_ROOT } from '../server/package-root'
import { HARDHAT_DEFAULT_BALANCE, HARDHAT_DEFAULT_KEYS } from './hardhat-accounts'

/** A Hardhat Network served from this process. */
export interface InProcessNode {
  port: number
  close(): Promise<void>
}

/** What the thread answers about one node (see workers/hardhat-network.cjs). */
type Answer =
  | { type: 'listening'; port: number }
  | { type: 'unsupported' }
  | { type: 'failed'; message: string; code?: string }
  | { type: 'closed' }

/** The thread that serves a Hardhat install's nodes, and what it has been asked. */
interface HardhatThread {
  ask(message: { type: 'start' | 'close'; id: number; [key: string]: unknown }): Promise<Answer>
  /** Nodes open or starting: while there are any, the thread keeps the process running. */
  hold(change: 1 | -1): void
}

const WORKER = join(PACKAGE_ROOT, 'workers', 'hardhat-network.cjs')
const threads = new Map<string, HardhatThread>()
let nextId = 0

// One thread per Hardhat install and process, made on the first start: Hardhat's modules and native
// engine load once, and later nodes start on what is loaded. A thread that ends is made again.
function threadFor(hardhatDir: string): HardhatThread {
  const known = threads.get(hardhatDir)
  if (known) return known
  // The thread takes `ws` from the file that resolves it here: the emulator's own dependency.
  const wsPath = createRequire(import.meta.url).resolve('ws')
  const worker = new Worker(WORKER, { workerData: { hardhatDir, wsPath } })
  const waiting = new Map<number, (answer: Answer | Error) => void>()
  let ended: Error | undefined
  const end = (error: Error) => {
    ended ??= error
    threads.delete(hardhatDir)
    for (const answer of waiting.values()) answer(error)
    waiting.clear()
  }
  worker.on('message', (message: Answer & { id: number }) => {
    waiting.get(message.id)?.(message)
    waiting.delete(message.id)
  })
  worker.on('error', end)
  worker.on('exit', (code) => end(new Error(`the Hardhat thread exited (${code})`)))
  let held = 0
  worker.unref()
  const thread: HardhatThread = {
    ask: (message) =>
      new Promise((resolve, reject) => {
        if (ended) return reject(ended)
        waiting.set(message.id, (answer) => (answer instanceof Error ? reject(answer) : resolve(answer)))
        worker.postMessage(message)
      }),
    hold(change) {
      held += change
      if (held === 0) worker.unref()
      if (held === 1 && change === 1) worker.ref()
    },
  }
  threads.set(hardhatDir, thread)
  return thread
}

/**
 * Serves Hardhat Network (the Hardhat 2 installed at `hardhatDir`) on 127.0.0.1 from this process, as
 * `hardhat node` does, with Hardhat's default accounts and `chainId`; `port` 0 picks a free one. It runs on
 * a worker thread, so that Hardhat's modules load beside the Solana chain's on the main thread. Resolves
 * undefined when this Hardhat's internals are not where expected (the caller then runs its CLI).
 */
export async function startHardhatInProcess(
  hardhatDir: string,
  port: number,
  chainId: number,
): Promise<InProcessNode | undefined> {
  // Given as keys: from its mnemonic, Hardhat would derive them again on every start (most of its CPU time).
  const accounts = HARDHAT_DEFAULT_KEYS.map((privateKey) => ({
    privateKey,
    balance: HARDHAT_DEFAULT_BALANCE,
  }))
  const thread = threadFor(hardhatDir)
  const id = nextId++
  thread.hold(1)
  const started = await thread.ask({ type: 'start', id, port, chainId, accounts }).catch((error: Error) => {
    thread.hold(-1)
    throw error
  })
  if (started.type !== 'listening') {
    thread.hold(-1)
    if (started.type === 'unsupported') return undefined
    const failed = started.type === 'failed' ? started : { message: `unexpected ${started.type}` }
    throw Object.assign(new Error(failed.message), 'code' in failed ? { code: failed.code } : {})
  }
  let closing: Promise<void> | undefined
  return {
    port: started.port,
    close: () => {
      // A thread that ended took its nodes with it: there is nothing left to close.
      closing ??= thread
        .ask({ type: 'close', id })
        .then(
          () => undefined,
          () => undefined,
        )
        .finally(() => thread.hold(-1))
      return closing
    },
  }
}
