/** Options every Portico error accepts: the failure it wraps and extra detail for logs. */
export interface PorticoErrorOptions {
  cause?: unknown
  details?: string
}

// The error catalogue ships inside @portico/core (copied from the repository's docs/ at build time); its
// sections are headed by code, so the anchor is the code in lower case.
const DOCS = '@portico/core/docs/errors.md#'

/**
 * The one base class of every error Portico throws or rejects with. `code` is stable across versions and
 * `docs` points at what to do about it; the failure it wraps is kept as `cause`.
 */
export class PorticoError extends Error {
  override name = 'PorticoError'
  readonly code: string
  readonly docs: string

  constructor(code: string, message: string, options: PorticoErrorOptions = {}) {
    super(options.details ? `${message}: ${options.details}` : message, { cause: options.cause })
    this.code = code
    this.docs = DOCS + code.toLowerCase()
  }
}
