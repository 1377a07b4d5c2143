// What Portico's own bindings and chain plugins (and anyone writing one) build on, and merchants do not
// need: the embed core under every surface, the message parser, the structured-value encoders, plugin
// lookup. Not covered by the root entry's stability promise: it changes with the bindings.
export { type CardFieldCallbacks, mountHeldCardField } from './card/mount-held-card-field'
export { compressValue, stringifyJson } from './checkout/structured'
export { type BoxStyle, boxRule, cssValue } from './embed/box-rule'
export { dispatchCheckoutEvent } from './embed/dispatch'
export { type EventDetail, type EventSink, eventSink } from './embed/events'
export { CHECKOUT_ALLOW, createFrame, type FrameOptions, resizeFrame } from './embed/frame'
export { type FrameListener, type FrameListenerHooks, listenToFrame } from './embed/frame-listener'
export { type CheckoutMessage, MAX_MESSAGE_LENGTH, parseCheckoutMessage } from './embed/message'
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
export { assertBlockchain, resolvePlugin } from './plugins/plugin'
