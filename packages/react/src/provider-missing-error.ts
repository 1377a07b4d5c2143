import { PorticoError, type PorticoErrorOptions } from '@portico/core'

/** A Portico hook or component was rendered outside `<PorticoProvider>`. */
export class PorticoProviderMissingError extends PorticoError {
  override name = 'PorticoProviderMissingError'
  constructor(options?: PorticoErrorOptions) {
    // How to wrap an app (and a card-form-only page's plugins) is in the error's docs.
    super('PROVIDER_MISSING', 'render inside <PorticoProvider>', options)
  }
}
