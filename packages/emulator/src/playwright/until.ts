import { HelperError } from './helper-error'

/** How long a helper waits for the checkout when not told otherwise, in ms. */
export const DEFAULT_TIMEOUT_MS = 30_000

/**
 * Polls `probe` until it returns something other than undefined; after `timeoutMs` rejects with
 * EMULATOR_CHECKOUT_TIMEOUT naming `what` and the last state `probe` reported through `seen`.
 */
export async function until<T>(
  what: string,
  timeoutMs: number,
  probe: (seen: (state: string) => void) => Promise<T | undefined>,
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  let last = 'nothing'
  const seen = (state: string) => {
    last = state
  }
  for (;;) {
    const value = await probe(seen)
    if (value !== undefined) return value
    if (Date.now() > deadline)
      throw new HelperError('EMULATOR_CHECKOUT_TIMEOUT', `no ${what} within ${timeoutMs / 1000} s`, {
        details: `last seen: ${last}`,
      })
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** Runs a helper's steps with Playwright's own timeouts turned into EMULATOR_CHECKOUT_TIMEOUT. */
export async function typedTimeouts<T>(what: string, steps: () => Promise<T>): Promise<T> {
  try {
    return await steps()
  } catch (cause) {
    if (cause instanceof Error && cause.name === 'TimeoutError')
      throw new HelperError('EMULATOR_CHECKOUT_TIMEOUT', `no ${what} in time`, {
        cause,
        details: cause.message.split('\n')[0],
      })
    throw cause
  }
}
