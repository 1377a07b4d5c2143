import { PorticoError, type PorticoErrorOptions } from '@portico/core'

/**
 * A failure of a test helper: a PorticoError whose name carries its code (`PorticoError
 * [EMULATOR_CHECKOUT_TIMEOUT]`, as Node names its own coded errors), so a test runner's output, which
 * prints the name and the message, shows the code without the test catching it.
 */
export class HelperError extends PorticoError {
  constructor(
    code: 'EMULATOR_CHECKOUT_FAILED' | 'EMULATOR_CHECKOUT_TIMEOUT',
    message: string,
    options?: PorticoErrorOptions,
  ) {
    super(code, message, options)
    this.name = `PorticoError [${code}]`
  }
}
