// A stand-in of the few `react-native` exports Portico uses, for unit tests in Node (react-native itself
// is Flow source for Metro and does not load there). It follows their documented behaviour: `View` lays
// out its children in a box of its `style` (an object or a nested array of them, later ones winning) and
// `accessibilityState`,
// `Linking.openURL(url)` opens a URL outside the app and resolves.
import type { CSSProperties, ReactNode } from 'react'

/** Every URL the app asked the system to open, in order. */
export const opened: string[] = []

export const Linking = {
  openURL: async (url: string) => {
    opened.push(url)
  },
  canOpenURL: async () => true,
}

export const Platform = {
  OS: 'ios' as const,
  select: <T,>(spec: { ios?: T; default?: T }) => spec.ios ?? spec.default,
}

type Style = CSSProperties | readonly Style[] | false | null | undefined

const flatten = (style: Style): CSSProperties =>
  Array.isArray(style)
    ? Object.assign({}, ...style.map(flatten))
    : (style as CSSProperties | false | null | undefined) || {}

/** A box of `style`: a `div` here, so a test reads the size and state the component gave it. */
export function View({
  children,
  style,
  accessibilityState,
}: {
  children?: ReactNode
  style?: Style
  accessibilityState?: { disabled?: boolean }
}) {
  return (
    <div style={flatten(style)} aria-disabled={accessibilityState?.disabled || undefined}>
      {children}
    </div>
  )
}
