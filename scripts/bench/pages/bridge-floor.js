// Merchant page for the floors of the relay and heightChange benches: the same iframe, written by hand, and
// the least a page must do. `?mode=relay`: echo each message back to its sender; `?mode=height`: write
// every height at once, as a hand-written listener would.
import { watchFrame } from './probe.js'

const params = new URLSearchParams(location.search)
const checkout = params.get('checkout')
const frame = document.createElement('iframe')
frame.title = 'withdraw'
frame.allow = 'payment; camera; clipboard-write'
frame.style.cssText = 'width:100%;border:0'
frame.src = params.get('src')
document.getElementById('checkout').append(frame)

const fromCheckout = (event) => event.origin === checkout && event.source === frame.contentWindow
if (params.get('mode') === 'relay')
  addEventListener('message', (event) => {
    if (fromCheckout(event)) event.source.postMessage(event.data, event.origin)
  })
else
  addEventListener('message', (event) => {
    if (!fromCheckout(event)) return
    try {
      const message = JSON.parse(event.data)
      if (message.method === 'heightChange:bench') frame.style.height = `${message.data}px`
    } catch {
      // not a checkout message
    }
  })
watchFrame(frame)
