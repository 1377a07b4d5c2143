interface FraudDeviceSdk {
  getDeviceId?: () => string | undefined
}

/**
 * The device id from the page's fraud-device SDK (`window.nSureSDK`) when the merchant loaded it.
 * Portico never bundles that SDK; a missing or failing SDK simply means no device id.
 */
export function getDeviceId(): string | undefined {
  if (typeof window === 'undefined') return undefined
  try {
    const id = (window as { nSureSDK?: FraudDeviceSdk }).nSureSDK?.getDeviceId?.()
    return typeof id === 'string' && id ? id : undefined
  } catch {
    return undefined
  }
}
