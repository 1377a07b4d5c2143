import { loadScript, type PageScript } from '../embed/script-loader'
import { ProtectionScriptError, type ProtectionSignal } from '../errors/protection-errors'
import type { SignalContext } from './signal-context'

/**
 * Loads the script of a protection signal into the context's page, with the context's timeout and nonce, and
 * resolves with its global; a script that does not load rejects with a ProtectionScriptError naming the signal.
 */
export function loadSignalScript<G>(
  ctx: SignalContext,
  signal: ProtectionSignal,
  { url, global, attributes }: Pick<PageScript<G>, 'url' | 'global' | 'attributes'>,
): Promise<G> {
  return loadScript(ctx.window.document, {
    url,
    attributes,
    global,
    timeoutMs: ctx.timeoutMs,
    nonce: ctx.nonce,
    failure: (reason) => new ProtectionScriptError(signal, url, reason),
  })
}
