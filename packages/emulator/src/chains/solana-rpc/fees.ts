import { ComputeBudgetProgram, type VersionedMessage } from '@solana/web3.js'

/** Lamports per signature charged by litesvm (the network default). */
export const lamportsPerSignature = 5000

// Agave 3.0 reserves 3,000 compute units for each builtin-program instruction and 200,000 for any other when a
// transaction sets no limit; a priority fee is price × limit, so the default limit matters for the fee.
const builtinUnits = 3000
const programUnits = 200_000
const maxUnits = 1_400_000
const builtins = new Set([
  '11111111111111111111111111111111',
  'ComputeBudget111111111111111111111111111111',
  'AddressLookupTab1e1111111111111111111111111',
  'Stake11111111111111111111111111111111111111',
  'Vote111111111111111111111111111111111111111',
  'Config1111111111111111111111111111111111111',
  'BPFLoader1111111111111111111111111111111111',
  'BPFLoader2111111111111111111111111111111111',
  'BPFLoaderUpgradeab1e11111111111111111111111',
  'LoaderV411111111111111111111111111111111111',
])

// Compute budget instruction tags (first data byte).
const setComputeUnitLimit = 2
const setComputeUnitPrice = 3

/** The fee litesvm charges for `message`: signatures plus the priority fee its compute budget asks for. */
export function feeForMessage(message: VersionedMessage): number {
  const keys = message.staticAccountKeys
  let limit: number | undefined
  let microLamportsPerUnit = 0n
  let defaultLimit = 0
  for (const instruction of message.compiledInstructions) {
    const program = keys[instruction.programIdIndex]
    const data = instruction.data
    const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
    if (program?.equals(ComputeBudgetProgram.programId)) {
      if (data[0] === setComputeUnitLimit && data.length >= 5) limit = view.getUint32(1, true)
      if (data[0] === setComputeUnitPrice && data.length >= 9)
        microLamportsPerUnit = view.getBigUint64(1, true)
    }
    defaultLimit += program && builtins.has(program.toBase58()) ? builtinUnits : programUnits
  }
  const units = BigInt(Math.min(limit ?? defaultLimit, maxUnits))
  const priority = (microLamportsPerUnit * units + 999_999n) / 1_000_000n
  return message.header.numRequiredSignatures * lamportsPerSignature + Number(priority)
}
