// The script-tag build: defines the elements on load and gives `window.Portico` what a page without a
// bundler needs: configure(), the element classes, the wallet-less `user` plugin (session keys) and purchase
// protection (its fraud signals for the checkouts, and the headers for the page's own purchase calls).
import { defineElements } from './define-elements'

export { type ProtectionHeaders, protectionHeaders, startPurchaseProtection } from '@portico/core'
export { user } from '@portico/user'
export {
  CHECKOUT_EVENTS,
  configure,
  defineElements,
  ELEMENTS,
  eventName,
  PorticoCardFieldElement,
  PorticoCheckoutElement,
  PorticoElement,
  PorticoHostedCardFormElement,
  PorticoPaymentButtonElement,
} from './index'

defineElements()
