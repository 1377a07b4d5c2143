// The emulator's stand-in for the card vendor's browser script (TokenEx iframe v3): it puts
// `window.TokenEx.Iframe` on the merchant page with the same surface — `new TokenEx.Iframe(containerId,
// config)`, `load()`, `on(event, callback)`, `tokenize()`, `validate()`, `reset()`, `focus()`, `blur()`,
// `cvvFocus()`, `remove()` — and the documented events load, focus, blur, change, cvvFocus, cvvBlur,
// cardTypeChange, validate, tokenize, notice, expired, error (no cvvChange). The card inputs live in iframes
// served by the vendor's origin; this script only relays commands and events, by postMessage to and from
// that exact origin. It leaves the frames' scrolling alone, as the vendor does.
;(() => {
  const script = document.currentScript
  if (!script?.src) return
  const vendorOrigin = new URL(script.src).origin
  const fieldUrl = new URL('field', script.src)

  function channelId() {
    const bytes = new Uint8Array(12)
    crypto.getRandomValues(bytes)
    return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
  }

  function encodeConfig(config) {
    const bytes = new TextEncoder().encode(JSON.stringify(config))
    let binary = ''
    for (const b of bytes) binary += String.fromCharCode(b)
    return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
  }

  function Iframe(containerId, config) {
    if (!(this instanceof Iframe)) return new Iframe(containerId, config)
    this.containerId = containerId
    this.config = Object.assign({}, config)
    this._listeners = []
    this._frames = {}
    this._ready = {}
    this._channel = channelId()
    this._loaded = false
    this._loadedAll = false
    this._removed = false
    this._onMessage = this._receive.bind(this)
  }

  Iframe.prototype.on = function on(event, callback) {
    if (typeof callback === 'function') this._listeners.push([event, callback])
  }

  Iframe.prototype._emit = function emit(event, data) {
    if (this._removed) return
    if (this.config.debug) console.log('[TokenEx stand-in]', event, data)
    for (const [name, callback] of this._listeners.slice()) if (name === event) callback(data)
  }

  Iframe.prototype._frame = function frame(kind, containerId) {
    const container = document.getElementById(containerId)
    if (!container) throw new Error(`TokenEx: no element with id ${containerId}`)
    const iframe = document.createElement('iframe')
    const url = new URL(fieldUrl)
    url.searchParams.set('frame', kind)
    url.searchParams.set('channel', this._channel)
    url.searchParams.set('config', encodeConfig(this.config))
    iframe.id = `tx_iframe_${containerId}`
    iframe.title = kind === 'cvv' || this.config.cvvOnly ? 'CVV' : 'Card number'
    iframe.setAttribute('frameborder', '0')
    iframe.style.border = '0'
    iframe.style.width = '100%'
    iframe.style.height = '100%'
    iframe.style.minHeight = '2.5em'
    iframe.src = url.href
    container.appendChild(iframe)
    this._frames[kind] = iframe
  }

  Iframe.prototype.load = function load() {
    if (this._loaded || this._removed) return
    this._loaded = true
    window.addEventListener('message', this._onMessage)
    this._frame('pan', this.containerId)
    if (this.config.cvv && !this.config.cvvOnly) this._frame('cvv', this.config.cvvContainerID)
  }

  Iframe.prototype._receive = function receive(event) {
    if (this._removed || event.origin !== vendorOrigin || typeof event.data !== 'string') return
    const kind = Object.keys(this._frames).find((k) => this._frames[k].contentWindow === event.source)
    if (!kind) return
    let message
    try {
      message = JSON.parse(event.data)
    } catch {
      return
    }
    if (!message || message.channel !== this._channel || typeof message.event !== 'string') return
    if (message.event === 'ready') {
      this._ready[kind] = true
      if (this._loadedAll || !Object.keys(this._frames).every((k) => this._ready[k])) return
      this._loadedAll = true
      this._emit('load')
      // The field's lifetime (expiresInSeconds) counts from here.
      this._command('loaded')
      return
    }
    this._emit(message.event, message.data)
  }

  Iframe.prototype._command = function command(name) {
    const frame = this._frames.pan
    if (!frame || !this._ready.pan || this._removed) {
      this._emit('error', { error: 'iframe not loaded' })
      return
    }
    frame.contentWindow.postMessage(JSON.stringify({ channel: this._channel, command: name }), vendorOrigin)
  }

  Iframe.prototype.tokenize = function tokenize() {
    this._command('tokenize')
  }
  Iframe.prototype.validate = function validate() {
    this._command('validate')
  }
  Iframe.prototype.reset = function reset() {
    this._command('reset')
  }
  Iframe.prototype.focus = function focus() {
    this._command('focus')
  }
  Iframe.prototype.blur = function blur() {
    this._command('blur')
  }
  Iframe.prototype.cvvBlur = function cvvBlur() {
    this._command('blur')
  }
  Iframe.prototype.cvvFocus = function cvvFocus() {
    this._command('cvvFocus')
  }

  Iframe.prototype.remove = function remove() {
    if (this._removed) return
    this._removed = true
    window.removeEventListener('message', this._onMessage)
    for (const kind of Object.keys(this._frames)) this._frames[kind].remove()
    this._frames = {}
    return true
  }

  window.TokenEx = window.TokenEx || {}
  window.TokenEx.Iframe = Iframe
})()
