// Renders native components in tests: react-native and react-native-webview are the stand-ins of the
// react-native project (vitest.config.ts); React renders them with react-dom into a detached element.
import { definePlugin } from '@portico/core'
import { act, type ReactElement } from 'react'
import { createRoot } from 'react-dom/client'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

/**
 * Renders `ui` into a detached `container`; `rerender` and `unmount` go through `act` so effects have run
 * when they resolve.
 */
export async function render(ui: ReactElement) {
  const container = document.createElement('div')
  const root = createRoot(container)
  await act(async () => root.render(ui))
  return {
    container,
    rerender: (next: ReactElement) => act(async () => root.render(next)),
    unmount: () => act(async () => root.unmount()),
  }
}

/** Lets queued promises (the wallet, the protocol's queue) and React's updates settle. */
export const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)))

/** A checkout message as the page posts it. */
export const wire = (method: string, data?: unknown, info?: unknown) => JSON.stringify({ method, data, info })

/** The emulator's checkout origin (`env: 'local'`). */
export const LOCAL = 'http://localhost:3000'

/** A plugin serving `solana` whose wallet signs by prefixing, and records what it was asked. */
export function recordingWallet() {
  const asked: string[] = []
  const plugin = definePlugin<{ address: string }>({
    name: 'recording',
    blockchains: ['solana'],
    walletAddress: (wallet) => wallet.address,
    handlers: () => ({
      signTransaction: async (data) => {
        asked.push(data)
        return `signed:${data}`
      },
    }),
  })
  return { plugin, asked, wallet: { address: 'Wallet1111' } }
}
