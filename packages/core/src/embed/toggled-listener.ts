/**
 * A listener on `target` switched on and off by the function returned; switching to its state does nothing.
 * `options` (capture, passive) are given to both calls (undefined is no option).
 */
export function toggledListener(
  target: EventTarget,
  type: string,
  listener: (event: MessageEvent) => void,
  options?: AddEventListenerOptions,
): (on: boolean) => void {
  let listening = false
  const l = listener as EventListener
  return (on) => {
    if (on === listening) return
    listening = on
    if (on) target.addEventListener(type, l, options)
    else target.removeEventListener(type, l, options)
  }
}
