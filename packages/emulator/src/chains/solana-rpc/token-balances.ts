import { PublicKey } from '@solana/web3.js'
import type { LiteSVM } from 'litesvm'

const tokenPrograms = new Set([
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
])

// SPL token account layout: mint 0..32, owner 32..64, amount u64 at 64, state at 108; 165 bytes before any
// Token-2022 extension, after which byte 165 tells an account (2) from a mint (1). Mint decimals sit at 44.
const accountSize = 165
const accountTypeAccount = 2

/** A token balance as RPC reports it in `preTokenBalances` / `postTokenBalances`. */
export interface TokenBalance {
  accountIndex: number
  mint: string
  owner: string
  programId: string
  uiTokenAmount: { amount: string; decimals: number; uiAmount: number | null; uiAmountString: string }
}

/** The SPL token balances among `keys` (indexes are positions in `keys`), so a verifier can see USDC move. */
export function tokenBalances(svm: LiteSVM, keys: readonly PublicKey[]): TokenBalance[] {
  const balances: TokenBalance[] = []
  keys.forEach((key, accountIndex) => {
    const account = svm.getAccount(key)
    if (!account || !tokenPrograms.has(account.owner.toBase58())) return
    const data = account.data
    const isAccount =
      data.length === accountSize || (data.length > accountSize && data[accountSize] === accountTypeAccount)
    if (!isAccount || data[108] === 0) return
    const mint = new PublicKey(data.subarray(0, 32))
    const decimals = svm.getAccount(mint)?.data[44]
    if (decimals === undefined) return
    const amount = new DataView(data.buffer, data.byteOffset + 64, 8).getBigUint64(0, true)
    const uiAmountString = formatUnits(amount, decimals)
    balances.push({
      accountIndex,
      mint: mint.toBase58(),
      owner: new PublicKey(data.subarray(32, 64)).toBase58(),
      programId: account.owner.toBase58(),
      uiTokenAmount: {
        amount: amount.toString(),
        decimals,
        uiAmount: Number(uiAmountString),
        uiAmountString,
      },
    })
  })
  return balances
}

/** `1500000n, 6` → `'1.5'`: the decimal reading RPC gives as `uiAmountString`. */
export function formatUnits(amount: bigint, decimals: number): string {
  if (decimals === 0) return amount.toString()
  const digits = amount.toString().padStart(decimals + 1, '0')
  const fraction = digits.slice(-decimals).replace(/0+$/, '')
  const whole = digits.slice(0, -decimals)
  return fraction ? `${whole}.${fraction}` : whole
}
