// Stand-in for the device fingerprint SDK's script tag, served by the Portico emulator on its API origin.
// It has the vendor's documented surface: `nSureSDK.init(appId, partnerId?)` returns the device id and
// `nSureSDK.getDeviceId()` is null until init has run. One browser keeps one device id (localStorage
// `ns_dev_id`, as the vendor's SDK does). It fingerprints nothing and reports to no one.
;(() => {
  if (window.nSureSDK) return
  const KEY = 'ns_dev_id'
  let deviceId = null
  const random = () =>
    Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')
  const stored = () => {
    try {
      return localStorage.getItem(KEY)
    } catch {
      return null
    }
  }
  window.nSureSDK = {
    init(appId, partnerId) {
      if (typeof appId !== 'string' || !appId) throw new Error('nSureSDK.init: an app id is required')
      if (partnerId !== undefined && typeof partnerId !== 'string')
        throw new Error('nSureSDK.init: the partner id must be text')
      deviceId = stored() || `emulator-device-${random()}`
      try {
        localStorage.setItem(KEY, deviceId)
      } catch {
        // Storage may be off (private mode, sandboxed frame): the id then lasts for this page only.
      }
      return deviceId
    },
    getDeviceId() {
      return deviceId
    },
  }
})()
