// @vitest-environment happy-dom
import { ApiRequestError, TokenUnavailableError } from '@portico/core'
import { createCardVendorStandIn, type StandInField } from '@portico/test-fixtures/card-vendor'
import { type LocalServer, sendJson, startLocalServer } from '@portico/test-fixtures/http-server'
import { mount, type VueWrapper } from '@vue/test-utils'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { type Component, defineComponent, h, nextTick, ref } from 'vue'
import { CardForm, type CardFormExposed } from './card-form'
import { PorticoPlugin } from './portico-plugin'

// The vendor's real script and iframes cannot be reached here: the vendor API is the shared in-test
// stand-in of `TokenEx.Iframe`, already on the page. The provider API that signs the field's
// configuration is a real local server.
const page = globalThis as typeof globalThis & { TokenEx?: unknown }
let standIn = createCardVendorStandIn()
let server: LocalServer
const wrappers: VueWrapper[] = []
beforeAll(async () => {
  server = await startLocalServer((request, response) => {
    const { merchantId } = JSON.parse(request.body || '{}') as { merchantId?: string }
    if (merchantId === 'broken') return sendJson(response, 500, { message: 'down' })
    sendJson(response, 200, {
      origin: 'http://localhost:3000',
      timestamp: '20250101000000',
      tokenExID: 'tx-id',
      tokenScheme: 'PCI',
      authenticationKey: `key-for-${merchantId}`,
      pci: true,
    })
  })
})
beforeEach(() => {
  standIn = createCardVendorStandIn()
  page.TokenEx = standIn.vendor
})
afterEach(() => {
  for (const wrapper of wrappers.splice(0)) wrapper.unmount()
  delete page.TokenEx
  vi.restoreAllMocks()
})
afterAll(() => server.close())

/** Mounts `render` in an app for `merchantId` (the field's signing API is the local server). */
function mountCard(render: () => ReturnType<typeof h>, merchantId = 'shop') {
  const wrapper = mount(defineComponent(() => () => h('div', [render()])) as Component, {
    attachTo: document.body,
    global: {
      plugins: [[PorticoPlugin, { env: 'prod', merchantId, plugins: [], hosts: { api: server.origin } }]],
    },
  })
  wrappers.push(wrapper)
  return wrapper
}
const field = async (index = 0) => {
  await vi.waitFor(() => expect(standIn.fields[index]).toBeDefined())
  return standIn.fields[index] as StandInField
}

describe('<CardForm>', () => {
  it('mounts card number and CVV in its element and gives a token through its template ref', async () => {
    const form = ref<CardFormExposed>()
    const onReady = vi.fn()
    const wrapper = mountCard(() => h(CardForm, { ref: form, class: 'card', font: 'Inter', onReady }))
    const vendor = await field()
    const holder = wrapper.element.querySelector('.card') as HTMLElement
    expect(vendor.config).toMatchObject({ authenticationKey: 'key-for-shop', font: 'Inter', cvv: true })
    expect(holder.children[0]?.id).toBe(vendor.containerId)
    await expect(form.value?.getToken()).rejects.toBeInstanceOf(TokenUnavailableError)
    await vi.waitFor(() => expect(onReady).toHaveBeenCalled(), { timeout: 3000 })
    expect(form.value?.status).toBe('ready')
    await vendor.type('4242 4242 4242 4242')
    await vendor.typeCvv('123')
    await expect(form.value?.tokenize()).resolves.toMatchObject({ lastFour: '4242', brand: 'VISA' })
    expect(onReady).toHaveBeenCalledTimes(1)
  })

  it('keeps its field across re-renders with inline styles and listeners, and makes a new one for new styles', async () => {
    const renders = ref(0)
    let color = 'red'
    const configs = () => server.requests.filter((r) => r.method === 'POST').length
    const before = configs()
    mountCard(() =>
      h(CardForm, { styles: { base: { color } }, onChange: () => renders.value, 'data-n': renders.value }),
    )
    await field()
    for (let i = 0; i < 50; i++) {
      renders.value++
      await nextTick()
    }
    expect(standIn.fields).toHaveLength(1)
    expect(configs()).toBe(before + 1)
    color = 'blue'
    renders.value++
    await nextTick()
    await field(1)
    expect(standIn.fields).toHaveLength(2)
    expect(standIn.fields[0]?.removed).toBe(true)
  })

  it('emits a failing config request as error, or logs it without a listener', async () => {
    const onError = vi.fn()
    mountCard(() => h(CardForm, { onError }), 'broken')
    await vi.waitFor(() => expect(onError).toHaveBeenCalled())
    expect(onError.mock.calls[0]?.[0]).toBeInstanceOf(ApiRequestError)
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    mountCard(() => h(CardForm), 'broken')
    await vi.waitFor(() => expect(logged).toHaveBeenCalledWith(expect.any(ApiRequestError)))
  })

  it('puts the CVV in a separate box given by its id or element, as the typed cvv-container prop', async () => {
    const byId = mountCard(() =>
      h('div', [h(CardForm, { class: 'number', cvvContainer: 'cvv-box' }), h('div', { id: 'cvv-box' })]),
    )
    const first = await field()
    expect(byId.element.querySelector('.number')?.children[0]?.id).toBe(first.containerId)
    expect(byId.element.querySelector('#cvv-box')?.children[0]?.id).toBe(first.config.cvvContainerID)
    const box = document.body.appendChild(document.createElement('div'))
    mountCard(() => h(CardForm, { cvvContainer: box }))
    const second = await field(1)
    expect(box.children[0]?.id).toBe(second.config.cvvContainerID)
    box.remove()
  })

  it("exposes the field's handle on its template ref: status, subscribe and destroy", async () => {
    const form = ref<CardFormExposed>()
    mountCard(() => h(CardForm, { ref: form }))
    const vendor = await field()
    const heard: string[] = []
    form.value?.subscribe((status) => heard.push(status))
    await vi.waitFor(() => expect(form.value?.status).toBe('ready'), { timeout: 3000 })
    form.value?.destroy()
    expect(vendor.removed).toBe(true)
    expect(heard).toEqual(['ready', 'destroyed'])
  })

  it('removes its vendor field on unmount', async () => {
    const wrapper = mountCard(() => h(CardForm))
    const vendor = await field()
    wrapper.unmount()
    expect(vendor.removed).toBe(true)
  })
})
