// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { useState, version } from 'react'
import { version as domVersion } from 'react-dom'
import { version as serverVersion } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'

// The `react18` project runs every test of this package again with React 18 in place of React 19 and sets
// PORTICO_REACT_MAJOR; this checks that each project really runs the React it is named after.
const major = process.env.PORTICO_REACT_MAJOR ?? '19'
afterEach(cleanup)

function Counter() {
  const [count] = useState(7)
  return <output>{count}</output>
}

describe('the React under test', () => {
  it(`is React ${major}: react, react-dom and react-dom/server alike`, () => {
    expect(version.split('.')[0]).toBe(major)
    expect(domVersion).toBe(version)
    expect(serverVersion).toBe(version)
  })

  it('is the one Testing Library renders with (hooks fail across two React copies)', () => {
    render(<Counter />)
    expect(screen.getByRole('status').textContent).toBe('7')
  })
})
