/**
 * A listener on `target` switched on and off by the function returned; switching to its state does nothing.
 * `options` (capture, passive) are passed only when given, to both calls alike.
 */
export function toggledListener(
  target: EventTarget,
  type: string,
  listener: (event: MessageEvent) => void,
  options?: AddEventListenerOptions,
): (on: boolean) => void {
  let listening = false
  const args: [string, EventListener, AddEventListenerOptions?] = options
    ? [type, listener as EventListener, options]
    : [type, listener as EventListener]
  return (on) => {
    if (on === listening) return
    listening = on
    if (on) target.addEventListener(...args)
    else target.removeEventListener(...args)
  }
}
