import { apiOrigin, type Env, type Hosts } from '../api/hosts'

/** The app id the device fingerprint SDK is initialised with (the checkout's own). */
export const FRAUD_DEVICE_APP_ID = '9JBW2RHC7JNJN8ZQ'

/** Path at which the emulator serves its device fingerprint stand-in on the API origin. */
export const LOCAL_FRAUD_DEVICE_PATH = '/fraud/device/sdk.js'
/** Path at which the emulator serves its session stand-in on the API origin (`sandbox`, as for any env but prod). */
export const LOCAL_FRAUD_SESSION_PATH = '/fraud/session/sandbox/bundle.js'

const SESSION_PROJECT_IDS = {
  prod: '315da543-c486-435a-aa21-53844c469822',
  sandbox: 'e9f629c4-80ee-4c6d-967e-62af47d8679e',
}

/** URL of the device fingerprint script: production for `prod`, the emulator's for `local`, else sandbox. */
export function fraudDeviceScriptUrl(env: Env = 'prod', hosts?: Hosts): string {
  if (hosts?.fraudDeviceScript) return hosts.fraudDeviceScript
  if (env === 'local') return apiOrigin(env, hosts) + LOCAL_FRAUD_DEVICE_PATH
  return env === 'prod' ? 'https://sdk.nsureapi.com/sdk.js' : 'https://sandbox-sdk.nsureapi.com/sdk.js'
}

/** URL of the session script: production for `prod`, the emulator's for `local`, else sandbox. */
export function fraudSessionScriptUrl(env: Env = 'prod', hosts?: Hosts): string {
  if (hosts?.fraudSessionScript) return hosts.fraudSessionScript
  if (env === 'local') return apiOrigin(env, hosts) + LOCAL_FRAUD_SESSION_PATH
  return `https://js.v.coinflow.sh/${env === 'prod' ? 'prod' : 'sandbox'}/bundle.js`
}

/** The session script's project id, set as its `verisoul-project-id` attribute: prod's only for `prod`. */
export function fraudSessionProjectId(env: Env = 'prod'): string {
  return env === 'prod' ? SESSION_PROJECT_IDS.prod : SESSION_PROJECT_IDS.sandbox
}
