import { PorticoProvider, Purchase } from '@portico/react-native'
import { lastWebView, resetWebViews } from '@portico/react-native/testing'
import { version } from 'react'
import { version as domVersion } from 'react-dom'
import { describe, expect, it } from 'vitest'
import { recordingWallet, render } from './render.test-helper'

// The `react-native18` project runs this package's tests again with React 18 in place of React 19 (the
// package's peers start at 18) and sets PORTICO_REACT_MAJOR; this checks that each project really renders
// with the React it is named after.
const major = process.env.PORTICO_REACT_MAJOR ?? '19'

describe('the React under test', () => {
  it(`is React ${major}, the same for react and the renderer`, () => {
    expect(version.split('.')[0]).toBe(major)
    expect(domVersion).toBe(version)
  })

  it('renders a component with it (hooks fail across two React copies)', async () => {
    resetWebViews()
    const { plugin, wallet } = recordingWallet()
    await render(
      <PorticoProvider env="local" merchantId="shop" plugins={[plugin]}>
        <Purchase wallet={wallet as never} />
      </PorticoProvider>,
    )
    expect(lastWebView().props.source?.uri).toMatch(
      /^http:\/\/localhost:3000\/solana\/purchase-v2\/shop\?pubkey=Wallet1111/,
    )
  })
})
