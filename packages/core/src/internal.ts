// What Portico's own bindings and chain plugins (and anyone writing one) build on, and merchants do not
// need: the embed core under every surface, the message parser, the structured-value encoders, plugin
// lookup. Not covered by the root entry's stability promise: it changes with the bindings.

export { identifier, subtotalText } from './buttons/button-outbox'
export { onePerPayment, type PaymentGuard } from './buttons/one-per-payment'
export { BUTTON_NAMES, pinnedButtonPage } from './buttons/pinned-button-page'
export { readHostedCardToken } from './card/hosted-card-token'
export { type CardFieldCallbacks, mountHeldCardField } from './card/mount-held-card-field'
export {
  type CheckoutProtocol,
  createCheckoutProtocol,
  type ProtocolTransport,
} from './checkout/checkout-protocol'
export { CHECKOUT_TITLES } from './checkout/checkout-titles'
export { type LocatedCheckout, locateCheckout } from './checkout/locate-checkout'
export { pageHandlers } from './checkout/page-handlers'
export { compressValue, stringifyJson } from './checkout/structured'
export { type BoxStyle, boxRule, cssValue } from './embed/box-rule'
export { dispatchFrameEvent } from './embed/dispatch'
export { type EventDetail, type EventSink, eventSink } from './embed/events'
export { createFrame, FRAME_ALLOW, type FrameOptions, resizeFrame } from './embed/frame'
export { type FrameListener, type FrameListenerHooks, listenToFrame } from './embed/frame-listener'
export { loadTimeout } from './embed/load-watch'
export {
  type CheckoutMessage,
  MAX_MESSAGE_LENGTH,
  parseCheckoutMessage,
  parseFrameMessage,
} from './embed/message'
export { reportMessage } from './embed/message-event'
export { parseMessageJson } from './embed/message-json'
export {
  CARD_FIELD_PROVIDED_KEYS,
  PROVIDED_KEYS,
  type ProvidedKey,
  withProvided,
} from './embed/provided'
export { sameData } from './embed/same-data'
export { loadScript, type PageScript } from './embed/script-loader'
export { createStatusStore, type StatusStore } from './embed/status-store'
export {
  type HeldOptions,
  type HeldSurface,
  holdOptions,
  needsNewFrame,
  type OptionsChange,
  type SurfaceHandle,
} from './embed/surface-handle'
export { createSurfaceRef, type SurfaceRef } from './embed/surface-ref'
export { requireWindow } from './platform/window'
export { addressWalletHandlers, isAddressWallet } from './plugins/address-wallet'
export { type AnsweredAccount, walletPubkey } from './plugins/answered-account'
export { lazyHandlers } from './plugins/lazy-handlers'
export { assertBlockchain, resolvePlugin } from './plugins/plugin'
export { askAccount } from './plugins/wallet-account'
