import * as react from '@portico/react'
import { describe, expect, it } from 'vitest'
import * as native from './index'
import * as web from './index.web'

// An Expo app that also ships to the web imports the same names; under react-native-web they must be
// @portico/react's own surfaces, not WebViews.
describe('@portico/react-native web entry', () => {
  it('has every component of the native entry, and each is @portico/react’s', () => {
    const components = Object.keys(native).filter(
      (name) => /^[A-Z]/.test(name) && name !== 'OWNED_WEB_VIEW_PROPS',
    )
    expect(components.length).toBeGreaterThan(10)
    for (const name of components) {
      expect(web, name).toHaveProperty(name)
      expect((web as Record<string, unknown>)[name], name).toBe((react as Record<string, unknown>)[name])
    }
  })
})
