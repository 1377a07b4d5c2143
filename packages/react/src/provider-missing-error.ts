import { PorticoError, type PorticoErrorOptions } from '@portico/core'

/** A Portico hook or component was rendered outside `<PorticoProvider>`. */
export class PorticoProviderMissingError extends PorticoError {
  override name = 'PorticoProviderMissingError'
  constructor(options?: PorticoErrorOptions) {
    super(
      'PROVIDER_MISSING',
      'Portico hooks and components must be rendered inside <PorticoProvider env merchantId plugins>: wrap your app (or this part of it) in one',
      options,
    )
  }
}
