#!/usr/bin/env node
import { parseArgs } from 'node:util'
import { banner } from './banner'
import { ChainPackageMissingError } from './chains/chain-packages'
import { startEmulator } from './emulator'

const USAGE = `Usage: portico-emulator [options]

  --checkout-port <n>    checkout origin port (default 3000)
  --api-port <n>         API origin port (default 5000)
  --no-chains            start no local chains
  --solana-port <n>      port of the local Solana RPC; its WebSocket uses the next one (default 8899)
  --evm-port <n>         port of the local Hardhat node (default 8545)
  --solana-rpc-url <url> use this Solana RPC instead of starting one
  --evm-rpc-url <url>    use this EVM RPC (Hardhat/Anvil) instead of starting one
  -h, --help             show this help`

function port(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback
  const n = Number(value)
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`--${name} must be a port number`)
  return n
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      'checkout-port': { type: 'string' },
      'api-port': { type: 'string' },
      'no-chains': { type: 'boolean' },
      'solana-port': { type: 'string' },
      'evm-port': { type: 'string' },
      'solana-rpc-url': { type: 'string' },
      'evm-rpc-url': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  })
  if (values.help) {
    console.log(USAGE)
    return
  }
  const emulator = await startEmulator({
    checkoutPort: port(values['checkout-port'], 3000, 'checkout-port'),
    apiPort: port(values['api-port'], 5000, 'api-port'),
    chains: !values['no-chains'],
    solanaRpcPort: port(values['solana-port'], 8899, 'solana-port'),
    evmRpcPort: port(values['evm-port'], 8545, 'evm-port'),
    ...(values['solana-rpc-url'] ? { solanaRpcUrl: values['solana-rpc-url'] } : {}),
    ...(values['evm-rpc-url'] ? { evmRpcUrl: values['evm-rpc-url'] } : {}),
  })
  console.log(banner(emulator))
  const stop = () => {
    emulator.close().then(
      () => process.exit(0),
      () => process.exit(1),
    )
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

main().catch((error: unknown) => {
  console.error(`portico-emulator: ${error instanceof Error ? error.message : String(error)}`)
  // The message says all there is to install; the resolution failures behind it would only bury it.
  if (error instanceof ChainPackageMissingError)
    console.error('portico-emulator: or run it with --no-chains to start the emulator without local chains')
  else if (error instanceof Error && error.cause) console.error(error.cause)
  process.exit(1)
})
