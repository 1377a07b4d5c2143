// The checkout stand-in, in the iframe on the checkout origin. It asks the merchant page what the hosted
// checkout asks (signMessage, heightChange) and times the answers; the bench drives it through Playwright.
const merchant = location.ancestorOrigins[0]
let answer

addEventListener('message', (event) => {
  if (event.source !== parent || event.origin !== merchant || !answer) return
  const resolve = answer
  answer = undefined
  resolve(event.data)
})

const ask = (message) =>
  new Promise((resolve) => {
    answer = resolve
    parent.postMessage(message, merchant)
  })

/**
 * Sends `count` signMessage requests one after another; resolves to the mean round trip in ms. Timed as a
 * whole: performance.now() is coarsened to 0.1 ms in a page that is not cross-origin isolated.
 */
async function roundTrips(count) {
  const start = performance.now()
  for (let i = 0; i < count; i++) {
    const data = `message-${i}`
    const request = JSON.stringify({ method: 'signMessage', data })
    const reply = await ask(request)
    // The wallet's answer (Portico) or the request itself (the echo); anything else means a wrong path.
    if (reply !== request && reply !== `signed:${data}`) throw new Error(`unexpected reply ${reply}`)
  }
  return (performance.now() - start) / count
}

/** Posts `count` heightChange messages for `id` in one task, heights rising by 1 px up to `last`. */
function heights(count, id, last) {
  for (let i = count - 1; i >= 0; i--)
    parent.postMessage(JSON.stringify({ method: `heightChange:${id}`, data: String(last - i) }), merchant)
}

window.bench = { roundTrips, heights }
