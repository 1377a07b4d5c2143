import type { PurchaseProtectionProps as WebPurchaseProtectionProps } from '@portico/react'

/** Props of `<PurchaseProtection>`: the same as on the web; a native app renders nothing for them. */
export type PurchaseProtectionProps = Partial<WebPurchaseProtectionProps>

/**
 * Renders nothing, as the checkout vendor's own native kit does: the fraud scripts run inside the
 * checkout's WebView, not in the app.
 */
export function PurchaseProtection(_props: PurchaseProtectionProps): null {
  return null
}
