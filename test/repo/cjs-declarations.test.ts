// The CommonJS declarations of the split packages are written from their ESM ones (scripts/cjs-declarations.mjs).
import { describe, expect, it } from 'vitest'
import { cjsDeclarations } from '../../scripts/cjs-declarations.mjs'

describe('CommonJS declarations from ESM ones', () => {
  it('points relative imports of declaration chunks at their .cjs twins', () => {
    const esm = [
      "import { P as ProductType } from './frame-DYKHYKNW.js';",
      'export { a as A } from "../shared/chunk.js";',
      "type T = import('./frame-DYKHYKNW.js').Frame;",
    ].join('\n')
    expect(cjsDeclarations(esm)).toBe(
      [
        "import { P as ProductType } from './frame-DYKHYKNW.cjs';",
        'export { a as A } from "../shared/chunk.cjs";',
        "type T = import('./frame-DYKHYKNW.cjs').Frame;",
      ].join('\n'),
    )
  })

  it('leaves package imports and other text alone', () => {
    const esm =
      "import { Plugin } from '@portico/core';\nimport type { X } from 'viem/accounts.js';\n// see './a.js'\n"
    expect(cjsDeclarations(esm)).toBe(esm)
  })
})
