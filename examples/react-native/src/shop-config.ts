import { Platform } from 'react-native'

/**
 * Where the emulator is as the device sees it: the Mac itself from the iOS simulator, the host through
 * `adb reverse` from an Android emulator (both then reach it on localhost), or your machine's address on
 * the local network from a phone (`PORTICO_HOST`, e.g. `192.168.1.20`).
 */
const host = process.env.PORTICO_HOST ?? 'localhost'

/** The emulator's checkout and API origins (its defaults: 3000 and 5000). */
export const hosts = { checkout: `http://${host}:3000`, api: `http://${host}:5000` }

/** The merchant the emulator knows for this shop. */
export const merchantId = 'rn-shop'

/** The app's own link, registered as its URL scheme: the checkout sends the shopper back here after a hand-off. */
export const appReturnUrl = `rnshop://checkout${Platform.OS === 'android' ? '/android' : ''}`
