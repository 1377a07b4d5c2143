import {
  type PurchaseProtection as CoreProtection,
  type Env,
  type Hosts,
  type PurchaseProtectionError,
  protectionHeaders,
  startPurchaseProtection,
} from '@portico/core'
import { defineComponent, getCurrentInstance, onBeforeUnmount, onMounted, watch } from 'vue'
import type { PorticoComponent } from './component-types'
import { usePortico } from './portico-plugin'

/** Props of `<PurchaseProtection>`: all optional; the provided configuration is used otherwise. */
export interface PurchaseProtectionProps {
  env?: Env | undefined
  merchantId?: string | undefined
  /** Other API origin or fraud script URLs (`fraudDeviceScript`, `fraudSessionScript`). */
  hosts?: Hosts | undefined
  /** Set as the `nonce` of the fraud scripts. */
  nonce?: string | undefined
  /** `false`: no failure is reported to the provider's telemetry. @default the provided one, else true */
  telemetry?: boolean | undefined
}

/** The emit of `<PurchaseProtection>`: each failure once. Without a listener: a console warning. */
export type PurchaseProtectionEmits = {
  error: (error: PurchaseProtectionError) => void
}

/**
 * Starts purchase protection for the provided merchant while mounted, and renders nothing: the device and
 * session scripts load after the page's own work, checkouts mounted meanwhile carry the device id, and
 * `protectionHeaders()` (or `useProtectionHeaders()`) gives the headers. Only what protection reads of its
 * options restarts it.
 */
export const PurchaseProtection = defineComponent(
  (props: PurchaseProtectionProps, { emit }) => {
    const instance = getCurrentInstance()
    const config = usePortico()
    const settings = () => ({
      env: props.env ?? config.value.env,
      merchantId: props.merchantId ?? config.value.merchantId,
      api: (props.hosts ?? config.value.hosts)?.api,
      device: (props.hosts ?? config.value.hosts)?.fraudDeviceScript,
      session: (props.hosts ?? config.value.hosts)?.fraudSessionScript,
      nonce: props.nonce ?? config.value.nonce,
      telemetry: props.telemetry ?? config.value.telemetry,
    })
    let stop = () => {}
    const start = (s: ReturnType<typeof settings>) => {
      stop()
      stop = () => {}
      try {
        const protection: CoreProtection = startPurchaseProtection({
          env: s.env,
          merchantId: s.merchantId,
          hosts: { api: s.api, fraudDeviceScript: s.device, fraudSessionScript: s.session },
          nonce: s.nonce,
          telemetry: s.telemetry,
          // The provided onEvent hears of failures too, read at failure time.
          onEvent: (event) => config.value.onEvent?.(event),
          // Read at failure time, so a listener added later hears of it.
          onError: (error) => {
            if (instance?.vnode.props?.onError) emit('error', error)
            else console.warn(`Portico purchase protection: ${error.message}`)
          },
        })
        stop = () => protection.stop()
      } catch (error) {
        // A bad option (an empty merchant id, a malformed hosts.api) must not take the page down with it.
        console.error('Portico purchase protection did not start:', error)
      }
    }
    onMounted(() => {
      start(settings())
      watch(settings, start, { deep: true })
    })
    onBeforeUnmount(() => stop())
    return () => null
  },
  {
    name: 'PurchaseProtection',
    props: ['env', 'merchantId', 'hosts', 'nonce', 'telemetry'],
    emits: ['error'],
  },
) as unknown as PorticoComponent<PurchaseProtectionProps & Record<string, unknown>, PurchaseProtectionEmits>

/**
 * The purchase protection headers at the time of the call: `x-device-id`, `x-session-id`,
 * `x-forter-token`, unknown ones left out. Attach them to your own API calls for a purchase.
 */
export function useProtectionHeaders(): typeof protectionHeaders {
  return protectionHeaders
}
