import bs58 from 'bs58'

/**
 * bs58's codec, whichever way it was loaded. bs58's CommonJS build exports it as `default`, and the
 * Node-style interop of our CommonJS build wraps that module once more, so `bs58.default` is the codec there.
 */
export const base58: typeof bs58 = (bs58 as unknown as { default?: typeof bs58 }).default ?? bs58
