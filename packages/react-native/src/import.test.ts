// @vitest-environment node

import { describe, expect, it } from 'vitest'

// The native entry must load where there is no DOM at all (an app's JavaScript engine has none).
describe('@portico/react-native entry', () => {
  it('imports without a window or document and lists its exports', async () => {
    expect(typeof window).toBe('undefined')
    const entry = await import('./index')
    expect(Object.keys(entry).sort()).toMatchSnapshot()
  })
})
