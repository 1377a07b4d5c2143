import { describe, expect, it } from 'vitest'
import * as core from './index'

describe('@portico/core entry', () => {
  it('imports where there is no window (SSR) and builds URLs there', () => {
    expect(typeof window).toBe('undefined')
    expect(core.buildCheckoutUrl({ blockchain: 'eth' })).toBe('https://coinflow.cash/eth')
  })

  it('exports exactly its public names', () => {
    expect(Object.keys(core).sort()).toMatchSnapshot()
  })
})

describe('@portico/core/internal entry', () => {
  it('exports exactly what the bindings and plugins build on', async () => {
    const internal = await import('./internal')
    expect(Object.keys(internal).sort()).toMatchSnapshot()
  })
})
