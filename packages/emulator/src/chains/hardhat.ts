import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { CHAIN_PACKAGES, chainPackagePath } from './chain-packages'
import { evmChainId } from './evm-chain-id'
import { HARDHAT_ACCOUNTS, type HardhatAccount } from './hardhat-accounts'
import { type InProcessNode, startHardhatInProcess } from './hardhat-in-process'

/** A running Hardhat 2 JSON-RPC node on 127.0.0.1. */
export interface HardhatNode {
  /** JSON-RPC URL, e.g. `http://127.0.0.1:8545`. */
  url: string
  /** The chain id the node answers (31337 unless `chainId` was given). */
  chainId: number
  /** The first ten funded accounts with their private keys (publicly known: never use them elsewhere). */
  accounts: HardhatAccount[]
  /** Stops the node and waits until its process has exited. Safe to call twice. */
  close(): Promise<void>
}

/** Options of `startHardhat`. */
export interface StartHardhatOptions {
  /** Port to listen on. @default a free port picked by the system */
  port?: number
  /** Chain id of the node. @default 31337 */
  chainId?: number
  /** How long to wait for the node to answer before giving up, in ms. @default 60000 */
  timeoutMs?: number
}

/** Asks the system for a free port on 127.0.0.1 (Hardhat cannot listen on port 0 and report the port). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()))
    })
  })
}

/**
 * Starts a Hardhat 2 node on 127.0.0.1 and resolves once it listens: Hardhat Network served from this
 * process as `hardhat node` serves it (about a second, where the CLI takes several), or, for a Hardhat
 * whose internals are elsewhere, `hardhat node` in its own process with a throwaway config, stopped by
 * `close()` or when this process exits.
 */
export async function startHardhat(options: StartHardhatOptions = {}): Promise<HardhatNode> {
  const { chainId = 31337 } = options
  const hardhatDir = dirname(
    chainPackagePath('The local EVM chain', CHAIN_PACKAGES.evmNode, 'hardhat/package.json'),
  )
  let node: InProcessNode | undefined
  try {
    node = await startHardhatInProcess(hardhatDir, options.port ?? 0, chainId)
  } catch (error) {
    const url = `http://127.0.0.1:${options.port ?? 0}`
    throw new Error(`Hardhat node did not start on ${url}: ${(error as Error).message}`, { cause: error })
  }
  if (!node) return startHardhatCli(hardhatDir, options)
  const accounts = HARDHAT_ACCOUNTS.map((a) => ({ ...a }))
  return { url: `http://127.0.0.1:${node.port}`, chainId, accounts, close: node.close }
}

// `hardhat node` in a process of its own, for a Hardhat 2 whose internals are not where
// startHardhatInProcess looks: slower to start (seconds), the same node.
async function startHardhatCli(hardhatDir: string, options: StartHardhatOptions): Promise<HardhatNode> {
  const { chainId = 31337, timeoutMs = 60_000 } = options
  const port = options.port ?? (await freePort())
  const url = `http://127.0.0.1:${port}`
  // Hardhat refuses to run outside a project, so it gets a config of its own in a temp dir...
  const dir = await mkdtemp(join(tmpdir(), 'portico-hardhat-'))
  const config = join(dir, 'hardhat.config.cjs')
  await writeFile(config, `module.exports = { networks: { hardhat: { chainId: ${Number(chainId)} } } }\n`)
  // ...and refuses a Hardhat that does not resolve from its cwd, so it runs from the folder whose
  // node_modules holds the Hardhat this package depends on.
  const child = spawn(
    process.execPath,
    [
      join(hardhatDir, 'internal/cli/bootstrap.js'),
      '--config',
      config,
      'node',
      '--hostname',
      '127.0.0.1',
      '--port',
      String(port),
    ],
    {
      cwd: dirname(dirname(hardhatDir)),
      env: { ...process.env, HARDHAT_DISABLE_TELEMETRY_PROMPT: 'true' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  let started = false
  const keep = (chunk: Buffer) => {
    output += chunk.toString()
    // Our node said it listens: an answer on the port is then ours, not another server's.
    started ||= output.includes('Started HTTP')
    // Only the tail is kept: it is what explains a failed start, and the node logs every request.
    output = output.slice(-4000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const killOnExit = () => child.kill()
  process.once('exit', killOnExit)

  let closing: Promise<void> | undefined
  const close = () => {
    closing ??= (async () => {
      process.off('exit', killOnExit)
      if (child.exitCode === null && child.signalCode === null) child.kill()
      await exited
      await rm(dir, { recursive: true, force: true })
    })()
    return closing
  }

  try {
    await waitUntilReady(url, child, () => started, timeoutMs)
  } catch (error) {
    await close()
    throw new Error(`Hardhat node did not start on ${url}: ${(error as Error).message}\n${output}`, {
      cause: error,
    })
  }
  return { url, chainId, accounts: HARDHAT_ACCOUNTS.map((a) => ({ ...a })), close }
}

async function waitUntilReady(
  url: string,
  child: ChildProcess,
  started: () => boolean,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the process exited (${child.exitCode ?? child.signalCode})`)
    // Any answer will do: the node said it listens, so the port is ours.
    if (started() && (await evmChainId(url).catch(() => undefined)) !== undefined) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`no answer within ${timeoutMs} ms`)
}
