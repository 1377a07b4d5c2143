import { HostedCardForm, type HostedCardFormRef, PorticoProvider } from '@portico/react-native'
import { lastWebView, resetWebViews } from '@portico/react-native/testing'
import { createRef } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { LOCAL, render, settle, wire } from './render.test-helper'

// react-native-webview is the recording stand-in (vitest.config.ts); the test plays the form's page.
beforeEach(() => resetWebViews())

const form = (ref: React.Ref<HostedCardFormRef>, extra: Record<string, unknown> = {}) => (
  <PorticoProvider env="local" merchantId="shop" plugins={[]}>
    <HostedCardForm ref={ref} {...extra} />
  </PorticoProvider>
)

describe('<HostedCardForm> in a WebView', () => {
  it('loads the form page of the checkout origin and tokenizes through its ref', async () => {
    const ref = createRef<HostedCardFormRef>()
    const onLoad = vi.fn()
    await render(form(ref, { onLoad }))
    const view = lastWebView()
    expect(view.props.source?.uri).toBe(`${LOCAL}/form/v2/card-form?merchantId=shop&useHeightChange=true`)
    await expect(ref.current?.tokenize()).rejects.toMatchObject({ reason: 'not-loaded' })
    view.message(wire('loaded'))
    expect(onLoad).toHaveBeenCalledOnce()
    const token = ref.current?.tokenize()
    expect(view.posted).toEqual(['tokenize'])
    view.message(
      JSON.stringify({ method: 'tokenize', data: { token: 'tok_1', expMonth: 12, expYear: 2030 } }),
    )
    await expect(token).resolves.toEqual({ token: 'tok_1', expMonth: '12', expYear: '2030' })
  })

  it('rejects a declined card with the form words, and ignores an answer from another origin', async () => {
    const ref = createRef<HostedCardFormRef>()
    await render(form(ref))
    const view = lastWebView()
    view.message(wire('loaded'))
    const token = ref.current?.tokenize()
    view.message(wire('tokenize', '{"token":"forged"}'), 'http://localhost:3000@evil.example/')
    view.message(wire('tokenize', 'ERROR Card number is invalid'))
    await expect(token).rejects.toMatchObject({
      reason: 'declined',
      message: expect.stringContaining('Card number'),
    })
  })

  it('rejects a pending tokenize() when the form loads a new document', async () => {
    const ref = createRef<HostedCardFormRef>()
    await render(form(ref))
    const view = lastWebView()
    view.message(wire('loaded'))
    const token = ref.current?.tokenize()
    view.loadStart(`${LOCAL}/form/v2/card-form`)
    await expect(token).rejects.toMatchObject({ reason: 'reloaded' })
    await settle()
    expect(ref.current?.status).toBe('loading')
  })
})
