/** The longest fraud signal value Portico passes on (the API's header limit). */
export const MAX_SIGNAL_LENGTH = 1024

// Control characters (C0, DEL, C1): a CR or LF in a header value would split the header (injection).
const CONTROL = /\p{Cc}/u

/**
 * A fraud signal value fit for an HTTP header or a URL parameter: non-empty text of at most 1024
 * characters without control characters. Anything else (null, "", CR/LF, over-long) gives `undefined`.
 */
export function safeSignalValue(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value || value.length > MAX_SIGNAL_LENGTH || CONTROL.test(value))
    return undefined
  return value
}
