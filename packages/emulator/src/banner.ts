import { prettyFormat } from '../assets/card-rules.js'
import { TEST_CARDS } from './card/test-cards'
import type { Emulator } from './emulator'

/** What the CLI prints once everything listens: where things are, funded accounts and test cards. */
export function banner(emulator: Emulator): string {
  const lines = [
    'Portico emulator is running (test payments only).',
    '',
    `  checkout   ${emulator.checkoutOrigin}   e.g. ${emulator.checkoutOrigin}/solana/purchase-v2/demo?cents=1999`,
    `  api        ${emulator.apiOrigin}   card vendor script: ${emulator.apiOrigin}/card-vendor/iframe-v3.min.js`,
    `  intents    POST ${emulator.apiOrigin}/emulator/payment-intents {"merchantId","amount"} -> /intents/checkout/{id}`,
    `  card form  ${emulator.checkoutOrigin}/form/v2/card-form?merchantId=demo   bank link: /solana/checkout-link/demo?sessionKey=…&bankLinkOnly=true`,
  ]
  if (emulator.solanaRpcUrl)
    lines.push(`  solana     ${emulator.solanaRpcUrl}   (paying wallets are airdropped on demand)`)
  if (emulator.evmRpcUrl)
    lines.push(
      `  evm        ${emulator.evmRpcUrl}   chain id ${emulator.evmChainId} (paying wallets are funded on demand)`,
    )
  if (emulator.evmAccounts.length) {
    lines.push('', 'Funded EVM accounts (publicly known keys: local use only):')
    for (const { address, privateKey } of emulator.evmAccounts) lines.push(`  ${address}  ${privateKey}`)
  }
  lines.push('', 'Test cards (any future expiry, CVV 123 or 1234 for American Express):')
  for (const card of TEST_CARDS) lines.push(`  ${prettyFormat(card.number).padEnd(20)} ${card.label}`)
  lines.push('', "Point Portico at it with env: 'local' (default ports). Ctrl-C stops it.")
  return lines.join('\n')
}
