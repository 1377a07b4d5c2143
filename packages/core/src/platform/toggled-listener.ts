/** A listener on `target` switched on and off by the function returned; switching to its state does nothing. */
export function toggledListener(
  target: EventTarget,
  type: string,
  listener: (event: MessageEvent) => void,
): (on: boolean) => void {
  let listening = false
  return (on) => {
    if (on === listening) return
    listening = on
    if (on) target.addEventListener(type, listener as EventListener)
    else target.removeEventListener(type, listener as EventListener)
  }
}
