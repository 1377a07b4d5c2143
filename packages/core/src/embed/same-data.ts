/**
 * Whether `a` and `b` hold the same data: objects and arrays by their own enumerable keys (key order
 * aside), any two functions alike, everything else by identity. Props rebuilt on every render (inline
 * objects, callbacks, a wallet object with the same address) compare the same. Prop values are JSON-like
 * data, plugins, wallets and chain SDK objects, which keep their data in enumerable keys (a Date would
 * not). Values nested deeper than `depth` (a cycle) are taken as different.
 */
export const sameData = (a: unknown, b: unknown, depth = 9): boolean =>
  a === b ||
  (typeof a === 'function'
    ? typeof b === 'function'
    : depth > 0 &&
      typeof a === 'object' &&
      typeof b === 'object' &&
      a !== null &&
      b !== null &&
      Object.keys(a).length === Object.keys(b).length &&
      Object.keys(a).every((key) => key in b && sameData((a as never)[key], (b as never)[key], depth - 1)))
