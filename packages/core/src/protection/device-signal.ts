import { fetchFraudPartnerId } from '../api/fraud-partner'
import { ProtectionInitError, ProtectionLookupError } from '../errors/protection-errors'
import { safeSignalValue } from './header-value'
import { loadSignalScript } from './load-signal-script'
import { FRAUD_DEVICE_APP_ID, fraudDeviceScriptUrl } from './protection-hosts'
import type { SignalContext } from './signal-context'

export type { SignalContext } from './signal-context'

/** The device fingerprint SDK's global, as its script tag defines it. */
interface FraudDeviceSdk {
  init(appId: string, partnerId?: string): unknown
  getDeviceId(): unknown
}

const deviceSdk = (w: Window) => {
  const sdk = (w as { nSureSDK?: Partial<FraudDeviceSdk> }).nSureSDK
  return typeof sdk?.init === 'function' && typeof sdk.getDeviceId === 'function'
    ? (sdk as FraudDeviceSdk)
    : undefined
}

/**
 * The shopper's device id: looks up the merchant's fraud partner id, loads the device fingerprint script
 * (only for a merchant that has one), runs its `init(appId, partnerId)` and reads `getDeviceId()` after it.
 * Resolves `undefined` for a merchant without a partner id; rejects with a typed error otherwise.
 */
export async function deviceSignal(ctx: SignalContext): Promise<string | undefined> {
  let failure: unknown
  // The lookup ends when the protection stops, or after timeoutMs with an ApiRequestError ('timeout').
  const partnerId = await fetchFraudPartnerId(ctx.merchantId, ctx.env, ctx.hosts, {
    signal: ctx.signal,
    timeoutMs: ctx.timeoutMs,
    onError: (error) => {
      failure = error
    },
  })
  if (failure !== undefined) throw new ProtectionLookupError(ctx.merchantId, { cause: failure })
  if (!partnerId) return undefined
  const sdk = await loadSignalScript(ctx, 'device', {
    url: fraudDeviceScriptUrl(ctx.env, ctx.hosts),
    global: () => deviceSdk(ctx.window),
  })
  ctx.signal.throwIfAborted()
  let id: unknown
  try {
    sdk.init(FRAUD_DEVICE_APP_ID, partnerId)
    id = sdk.getDeviceId()
  } catch (cause) {
    throw new ProtectionInitError('device', 'init threw', { cause })
  }
  const deviceId = safeSignalValue(id)
  if (!deviceId) throw new ProtectionInitError('device', 'no usable device id after init')
  return deviceId
}
