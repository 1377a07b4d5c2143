// A stand-in of the few `react-native` exports Portico uses, for unit tests in Node (react-native itself
// is Flow source for Metro and does not load there). It follows their documented behaviour: `View` lays
// out its children, `Linking.openURL(url)` opens a URL outside the app and resolves.
import type { ReactNode } from 'react'

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

export function View({ children }: { children?: ReactNode; style?: unknown }) {
  return <>{children}</>
}
