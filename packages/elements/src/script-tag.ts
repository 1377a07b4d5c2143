// The script-tag build: defines the elements on load and gives `window.Portico` what a page without a
// bundler needs: configure(), the element classes and the wallet-less `user` plugin (session keys).
import { defineElements } from './define-elements'

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
