import { PorticoCardFieldElement } from './card-field-element'
import { PorticoCheckoutElement } from './checkout-element'
import { PorticoHostedCardFormElement } from './hosted-card-form-element'
import { PorticoPaymentButtonElement } from './payment-button-element'

/** The elements by tag name. */
export const ELEMENTS = {
  'portico-checkout': PorticoCheckoutElement,
  'portico-card-field': PorticoCardFieldElement,
  'portico-hosted-card-form': PorticoHostedCardFormElement,
  'portico-payment-button': PorticoPaymentButtonElement,
} as const

/**
 * Defines the four elements in `registry` (the page's `customElements`), each once: calling it again, or
 * with a tag another script defined, leaves that tag as it is. Does nothing where there is no registry
 * (a server).
 */
export function defineElements(
  registry: CustomElementRegistry | undefined = globalThis.customElements,
): void {
  if (!registry) return
  for (const [tag, element] of Object.entries(ELEMENTS)) if (!registry.get(tag)) registry.define(tag, element)
}

declare global {
  interface HTMLElementTagNameMap {
    'portico-checkout': PorticoCheckoutElement
    'portico-card-field': PorticoCardFieldElement
    'portico-hosted-card-form': PorticoHostedCardFormElement
    'portico-payment-button': PorticoPaymentButtonElement
  }
}
