import { ProtectionInitError } from '../errors/protection-errors'
import { safeSignalValue } from './header-value'
import { loadSignalScript } from './load-signal-script'
import { fraudSessionProjectId, fraudSessionScriptUrl } from './protection-hosts'
import type { SignalContext } from './signal-context'

/** The session script's global, as its script tag defines it. */
interface FraudSessionSdk {
  session(): unknown
}

const sessionSdk = (w: Window) => {
  const sdk = (w as { Verisoul?: Partial<FraudSessionSdk> }).Verisoul
  return typeof sdk?.session === 'function' ? (sdk as FraudSessionSdk) : undefined
}

// Rejects with ProtectionInitError when `promise` has not settled by the context's timeout or abort.
function bounded<T>(ctx: SignalContext, promise: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const fail = () => reject(new ProtectionInitError('session', `no session after ${ctx.timeoutMs} ms`))
    const timer = setTimeout(fail, ctx.timeoutMs)
    ctx.signal.addEventListener('abort', fail, { once: true })
    promise.then(resolve, reject).finally(() => {
      clearTimeout(timer)
      ctx.signal.removeEventListener('abort', fail)
    })
  })
}

/**
 * The shopper's session id: loads the session script with its `verisoul-project-id` attribute (prod's for
 * `env: 'prod'`, sandbox's otherwise) and resolves with `session_id` of `Verisoul.session()`.
 */
export async function sessionSignal(ctx: SignalContext): Promise<string> {
  const sdk = await loadSignalScript(ctx, 'session', {
    url: fraudSessionScriptUrl(ctx.env, ctx.hosts),
    attributes: { 'verisoul-project-id': fraudSessionProjectId(ctx.env) },
    global: () => sessionSdk(ctx.window),
  })
  ctx.signal.throwIfAborted()
  let session: unknown
  try {
    session = await bounded(
      ctx,
      Promise.resolve().then(() => sdk.session()),
    )
  } catch (cause) {
    if (cause instanceof ProtectionInitError) throw cause
    throw new ProtectionInitError('session', 'session() failed', { cause })
  }
  const id = safeSignalValue((session as { session_id?: unknown } | null)?.session_id)
  if (!id) throw new ProtectionInitError('session', 'session() gave no usable session_id')
  return id
}
