// `npm run demo`: installs what is missing, builds, and shows the checkout URLs core builds for every
// environment and blockchain. The local checkout emulator, chains and example sites plug in here next.
import { ensureInstalled, pnpm } from './run.mjs'

if (!ensureInstalled() || !pnpm(['-r', '--filter', './packages/**', 'build'])) process.exit(1)
const { buildCheckoutUrl, checkoutRoute } = await import('../packages/core/dist/index.js')
for (const env of ['prod', 'sandbox', 'tunnel', 'local']) {
  console.log(`\n${env}`)
  for (const blockchain of ['solana', 'eth', 'polygon', 'base', 'arbitrum', 'user'])
    console.log(
      '  ',
      buildCheckoutUrl({
        env,
        blockchain,
        route: checkoutRoute('purchase', 'demo-merchant'),
        subtotal: { cents: 1999 },
      }),
    )
}
console.log(
  '\nThe local checkout emulator (env: local) and the example merchant sites are not part of this build yet.',
)
