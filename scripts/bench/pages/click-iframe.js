// Floor of the preconnect bench: the checkout appears when the shopper presses "Pay", as a hand-written
// <iframe> of the URL Portico builds (`?src=`); `window.benchLoaded` is then the time from the click to
// the frame's load, in ms. `?credentialless=1` makes it a credentialless frame; `?link=click` adds a
// <link rel="preconnect"> to its origin at the click, just before the frame (as a mount would).
const params = new URLSearchParams(location.search)
document.getElementById('pay').addEventListener('click', () => {
  const clicked = performance.now()
  const src = params.get('src') ?? ''
  if (params.get('link') === 'click') {
    const link = document.createElement('link')
    link.rel = 'preconnect'
    link.href = new URL(src).origin
    document.head.append(link)
  }
  const iframe = document.createElement('iframe')
  if (params.get('credentialless')) iframe.setAttribute('credentialless', '')
  iframe.src = src
  iframe.title = 'purchase'
  iframe.allow = 'payment; camera; clipboard-write'
  iframe.addEventListener('load', () => {
    window.benchLoaded = performance.now() - clicked
  })
  document.getElementById('checkout').append(iframe)
})
