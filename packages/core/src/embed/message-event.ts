import type { EventDetail, EventSink } from './events'
import type { CheckoutMessage } from './message'

// The messages whose event is not their method's name in kebab case. Requests, the hosted form's `tokenize`
// answer and unknown messages report otherwise (request/reply, the tokenize promise) or not at all.
const RENAMED: Record<string, string> = {
  loaded: 'load',
  heightChange: 'height',
  authDeclined: 'declined',
  getToken: 'success',
}
const SILENT = /^(sign|send|tokenize|unknown)/

/**
 * Reports a checked message a frame posted: its method for `debug`, and its event if it has one, with only
 * what is not private (a height, a card input's name, an overlay's state).
 */
export function reportMessage(events: EventSink, message: CheckoutMessage): void {
  const { method } = message
  events.received(method)
  if (SILENT.test(method)) return
  const { height, info, state } = message as { height?: number; info?: { field?: unknown }; state?: string }
  const field = info?.field
  events.emit({
    type: RENAMED[method] ?? method.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`),
    height,
    field: typeof field === 'string' ? field : undefined,
    state,
  } as EventDetail)
}
