import { PorticoError, type PorticoErrorOptions } from '@portico/core'

/** A Portico component or composable was used where no configuration was provided. */
export class PorticoProviderMissingError extends PorticoError {
  override name = 'PorticoProviderMissingError'
  constructor(options?: PorticoErrorOptions) {
    super(
      'PROVIDER_MISSING',
      'Portico components need a configuration: app.use(PorticoPlugin, { env, merchantId, plugins }), or providePortico(…) in a parent component',
      options,
    )
  }
}
