import { describe, expect, it } from 'vitest'
import { boxRule } from './box-rule'

describe('boxRule', () => {
  it('writes a style object as one rule of the class, numbers in px where CSS wants a unit', () => {
    expect(boxRule('b1', { position: 'relative', minHeight: 400, zIndex: 2, '--tone': 'red' })).toBe(
      '.b1{position:relative;min-height:400px;z-index:2;--tone:red}',
    )
  })

  it('leaves out empty values', () => {
    expect(boxRule('b1', { minHeight: undefined, height: '', width: null, color: 'red' })).toBe(
      '.b1{color:red}',
    )
  })

  it('lets no value end the rule or the style element', () => {
    expect(boxRule('b1', { color: 'red}</style><script>x()</script>{' })).toBe(
      '.b1{color:red/style>script>x()/script>}',
    )
  })
})
