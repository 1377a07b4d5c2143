import { walletSource } from '@portico/test-fixtures/wallet-source'
import { describe, expect, it } from 'vitest'
import { createApp, createSSRApp, defineComponent, h, nextTick } from 'vue'
import { renderToString } from 'vue/server-renderer'
import { useWallets, type WatchWallets } from './use-wallets'

const names = (watch: WatchWallets<string>) =>
  defineComponent({
    setup() {
      const wallets = useWallets(watch)
      return () => h('p', wallets.value.join(',') || 'none')
    },
  })

describe('useWallets', () => {
  it('lists the wallets found, keeps up as more are, and stops watching on unmount', async () => {
    const source = walletSource()
    source.add('a')
    const app = createApp(names(source.watch))
    const root = document.createElement('div')
    app.mount(root)
    await nextTick()
    expect(root.textContent).toBe('a')
    source.add('b')
    await nextTick()
    expect(root.textContent).toBe('a,b')
    expect(source.listeners.size).toBe(1)
    app.unmount()
    expect(source.listeners.size).toBe(0)
  })

  it('renders no wallet on the server, without watching', async () => {
    const source = walletSource()
    source.add('a')
    expect(await renderToString(createSSRApp(names(source.watch)))).toBe('<p>none</p>')
    expect(source.listeners.size).toBe(0)
  })
})
