import { createElement } from 'react'
import { AppRegistry } from 'react-native'
import { CheckoutScreen } from './checkout-screen'

// The emulator hands out session keys to any string; a real shop gets one from its server.
AppRegistry.registerComponent(
  'RnShop',
  () => () => createElement(CheckoutScreen, { sessionKey: 'rn-shop-customer' }),
)
