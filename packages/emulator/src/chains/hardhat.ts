import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { CHAIN_PACKAGES, chainPackagePath } from './chain-packages'
import { type InProcessNode, startHardhatInProcess } from './hardhat-in-process'

/** One of the node's funded accounts (10 000 ETH each, unlocked on the node). */
export interface HardhatAccount {
  address: `0x${string}`
  privateKey: `0x${string}`
}

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

// The first ten accounts of Hardhat's default mnemonic ("test test test ... junk"); Hardhat prints and documents
// them, and the launcher test checks them against the running node.
const ACCOUNTS: HardhatAccount[] = [
  {
    address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  },
  {
    address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    privateKey: '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  },
  {
    address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
    privateKey: '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
  },
  {
    address: '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
    privateKey: '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6',
  },
  {
    address: '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65',
    privateKey: '0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a',
  },
  {
    address: '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc',
    privateKey: '0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba',
  },
  {
    address: '0x976EA74026E726554dB657fA54763abd0C3a0aa9',
    privateKey: '0x92db14e403b83dfe3df233f83dfa3a0d7096f21ca9b0d6d6b8d88b2b4ec1564e',
  },
  {
    address: '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955',
    privateKey: '0x4bbbf85ce3377467afe5d46f804f221813b2bb87f24d81f60f1fcdbf7cbf4356',
  },
  {
    address: '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f',
    privateKey: '0xdbda1821b80551c9d65939329250298aa3472ba22feea921c0cf5d620ea67b97',
  },
  {
    address: '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720',
    privateKey: '0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6',
  },
]

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

/** Answers the node's chain id, or undefined while it is not listening yet. */
async function chainIdOf(url: string): Promise<number | undefined> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    })
    const body = (await response.json()) as { result?: string }
    return body.result ? Number(body.result) : undefined
  } catch {
    return undefined
  }
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
  const accounts = ACCOUNTS.map((a) => ({ ...a }))
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
  return { url, chainId, accounts: ACCOUNTS.map((a) => ({ ...a })), close }
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
    if (started() && (await chainIdOf(url)) !== undefined) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`no answer within ${timeoutMs} ms`)
}
