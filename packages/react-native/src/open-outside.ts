import { Linking } from 'react-native'
import { type NavigationContext, navigationVerdict } from './navigation-rule'
import { schemeOf } from './url-origin'

/** Where a link that leaves the checkout goes. */
export interface OutsideContext extends NavigationContext {
  /** @default Linking.openURL */
  onOpenExternal?: ((url: string) => void) | undefined
}

/**
 * Hands `url` to `onOpenExternal` (default `Linking.openURL`) when it is an http(s) URL or the app's return
 * link, and refuses anything else with a warning naming only its scheme (the rest may carry anything).
 * Never throws: a failing opener is logged.
 */
export function openOutside(url: string, context: OutsideContext): void {
  if (navigationVerdict(url, context) === 'refused') {
    console.warn(`Portico: refused to open a ${schemeOf(url) ?? 'relative'} link from the checkout`)
    return
  }
  try {
    if (context.onOpenExternal) context.onOpenExternal(url)
    else void Linking.openURL(url).catch((error: unknown) => console.warn(error))
  } catch (error) {
    console.warn(error)
  }
}
