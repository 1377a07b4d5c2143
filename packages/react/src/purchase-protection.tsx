import {
  type PurchaseProtection as CoreProtection,
  type Env,
  type Hosts,
  type PurchaseProtectionError,
  startPurchaseProtection,
} from '@portico/core'
import { useEffect, useRef } from 'react'
import { usePortico } from './use-portico'

/** Props of `<PurchaseProtection>`: all optional; the provider's configuration is used otherwise. */
export interface PurchaseProtectionProps {
  /** Receives each failure once (a script that did not load, the lookup, an init). @default a console warning */
  onError?: (error: PurchaseProtectionError) => void
  /** @default the provider's */
  env?: Env
  /** @default the provider's */
  merchantId?: string
  /** Other API origin or fraud script URLs (`fraudDeviceScript`, `fraudSessionScript`). @default the provider's */
  hosts?: Hosts
  /** Set as the `nonce` of the fraud scripts. @default the provider's */
  nonce?: string
  /** `false`: no failure is reported to the provider's telemetry. @default the provider's, else true */
  telemetry?: boolean
}

/**
 * Starts purchase protection for the provider's merchant while mounted, and renders nothing: the device
 * and session scripts load after the page's own work, checkouts mounted meanwhile carry the device id, and
 * `useProtectionHeaders()` gives the headers. Under StrictMode, and with several on a page, the work is
 * done once. A new `onError` on each render restarts nothing.
 */
export function PurchaseProtection(props: PurchaseProtectionProps): null {
  const config = usePortico()
  const env = props.env ?? config.env
  const merchantId = props.merchantId ?? config.merchantId
  const hosts = props.hosts ?? config.hosts
  const nonce = props.nonce ?? config.nonce
  const telemetry = props.telemetry ?? config.telemetry
  const onError = useRef(props.onError)
  const onEvent = useRef(config.onEvent)
  useEffect(() => {
    onError.current = props.onError
    onEvent.current = config.onEvent
  })
  // Only what protection reads of `hosts` restarts it: a new but equal object does not.
  const api = hosts?.api
  const device = hosts?.fraudDeviceScript
  const session = hosts?.fraudSessionScript
  useEffect(() => {
    let protection: CoreProtection
    try {
      protection = startPurchaseProtection({
        env,
        merchantId,
        hosts: { api, fraudDeviceScript: device, fraudSessionScript: session },
        nonce,
        telemetry,
        // The provider's onEvent hears of failures too, read at failure time like onError.
        onEvent: (event) => onEvent.current?.(event),
        // Read at failure time, so the latest onError hears of it.
        onError: (error) => {
          if (onError.current) onError.current(error)
          else console.warn(`Portico purchase protection: ${error.message}`)
        },
      })
    } catch (error) {
      // A bad option (an empty merchant id, a malformed hosts.api) must not take the page down with it.
      console.error('Portico purchase protection did not start:', error)
      return
    }
    return () => protection.stop()
  }, [env, merchantId, api, device, session, nonce, telemetry])
  return null
}
