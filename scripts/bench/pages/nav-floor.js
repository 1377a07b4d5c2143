// Floor of the vanilla page with a script of its own: one classic script at the end of the body that only
// adds a hand-written <iframe> of the URL Portico builds (`?src=`), as a merchant embedding the checkout
// from script by hand would. What a script costs (its request, compile and run) is in both pages.
const iframe = document.createElement('iframe')
iframe.src = new URLSearchParams(location.search).get('src') ?? ''
iframe.title = 'withdraw'
iframe.allow = 'payment; camera; clipboard-write'
iframe.style.cssText = 'width:100%;border:0'
document.getElementById('checkout').append(iframe)
