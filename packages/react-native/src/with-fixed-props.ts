import { type ComponentType, createElement, forwardRef, type Ref } from 'react'

/**
 * A public component that is `inner` with some props fixed (a checkout's `kind`, a button's `method`),
 * typed with its own props `P`, forwarding its ref to the handle.
 */
export function withFixedProps<P, H, I>(
  inner: ComponentType<I & { ref?: Ref<H> }>,
  fixed: Partial<I>,
  name: string,
) {
  const component = forwardRef<H, P>((props, ref) =>
    createElement(inner, { ...(props as unknown as I), ...fixed, ref }),
  )
  component.displayName = name
  return component
}
