/**
 * The configuration a binding's provider hands down and every component takes where its own props give
 * none, the same for React, Vue and the custom elements.
 */
export const PROVIDED_KEYS = [
  'env',
  'merchantId',
  'plugins',
  'hosts',
  'baseUrl',
  'deviceId',
  'nonce',
  'onEvent',
  'debug',
] as const
