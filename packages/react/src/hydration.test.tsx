// @vitest-environment happy-dom
import { act } from '@testing-library/react'
import { type ReactElement, StrictMode } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { heightId, iframes, nextLoad, serveCheckoutPage, testPlugin } from './checkout.test-helper'
import { Purchase, Withdraw } from './checkouts'
import { PorticoProvider } from './portico-provider'

let page: Awaited<ReturnType<typeof serveCheckoutPage>>
beforeAll(async () => {
  page = await serveCheckoutPage()
})
afterAll(() => page.close())

describe('hydration', () => {
  // With a nonce the reserved heights are <style nonce> rules; without one, style attributes.
  it.each([
    ['without a nonce', undefined],
    ['under a nonce', 'n0nce'],
  ])(
    'hydrates the server placeholders %s without a mismatch, then adds one iframe per checkout',
    async (_, nonce) => {
      const errors = vi.spyOn(console, 'error')
      const app: ReactElement = (
        <StrictMode>
          <PorticoProvider
            env="prod"
            merchantId="shop"
            plugins={[testPlugin]}
            hosts={{ checkout: page.origin }}
            nonce={nonce}
          >
            <Purchase blockchain="react-test" wallet={{ address: 'W1' }} />
            <Withdraw blockchain="react-test" wallet={{ address: 'W1' }} />
          </PorticoProvider>
        </StrictMode>
      )
      const container = document.body.appendChild(document.createElement('div'))
      container.innerHTML = renderToString(app)
      const placeholders = [...container.children]
      expect(iframes()).toHaveLength(0)

      let root: Root | undefined
      await act(async () => {
        root = hydrateRoot(container, app)
      })
      expect(errors).not.toHaveBeenCalled()
      // Hydration kept the server's elements instead of rendering new ones.
      expect([...container.children]).toEqual(placeholders)
      expect(placeholders.every((p, i) => p === container.children[i])).toBe(true)
      const [purchase, withdraw] = iframes() as [HTMLIFrameElement, HTMLIFrameElement]
      expect(iframes()).toHaveLength(2)
      expect(placeholders[0]?.contains(purchase)).toBe(true)
      expect(placeholders[1]?.contains(withdraw)).toBe(true)
      expect(heightId(purchase)).not.toBe(heightId(withdraw))
      await Promise.all([nextLoad(purchase), nextLoad(withdraw)])
      act(() => root?.unmount())
      container.remove()
    },
  )
})
