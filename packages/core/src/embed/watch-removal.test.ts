// @vitest-environment happy-dom

import { settle } from '@portico/test-fixtures/checkout-page'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type RemovalWatch, watchRemoval } from './watch-removal'

let watch: RemovalWatch | undefined
afterEach(() => {
  watch?.stop()
  document.body.replaceChildren()
})

/** An element two levels down the body, its parent and grandparent, watched from now on. */
const watched = () => {
  const outer = document.body.appendChild(document.createElement('section'))
  const inner = outer.appendChild(document.createElement('div'))
  const element = inner.appendChild(document.createElement('span'))
  const onRemoved = vi.fn()
  watch = watchRemoval(element, onRemoved)
  watch.watch()
  return { element, inner, outer, onRemoved }
}

describe('watchRemoval', () => {
  it.each([
    ['the element', (w: ReturnType<typeof watched>) => w.element.remove()],
    ['its parent', (w: ReturnType<typeof watched>) => w.inner.remove()],
    ['a further ancestor', (w: ReturnType<typeof watched>) => w.outer.remove()],
    ['everything in the body', () => document.body.replaceChildren()],
  ])('calls back once when %s is taken out of the page', async (_, takeOut) => {
    const w = watched()
    takeOut(w)
    await settle()
    expect(w.onRemoved).toHaveBeenCalledTimes(1)
    document.body.append(w.outer)
    w.element.remove()
    await settle()
    expect(w.onRemoved).toHaveBeenCalledTimes(1)
  })

  it('ignores DOM work beside the element: siblings added and removed, attributes, text', async () => {
    const { inner, outer, onRemoved } = watched()
    const sibling = inner.appendChild(document.createElement('b'))
    outer.append('text')
    document.body.append(document.createElement('p'))
    sibling.remove()
    outer.setAttribute('class', 'x')
    await settle()
    expect(onRemoved).not.toHaveBeenCalled()
  })

  it('takes a move within one task for what it is, and watches the element at its new place', async () => {
    const { element, outer, onRemoved } = watched()
    const elsewhere = document.body.appendChild(document.createElement('aside'))
    elsewhere.append(element)
    await settle()
    expect(onRemoved).not.toHaveBeenCalled()
    // The old place is no longer watched; the new one is.
    outer.remove()
    await settle()
    expect(onRemoved).not.toHaveBeenCalled()
    elsewhere.remove()
    await settle()
    expect(onRemoved).toHaveBeenCalledTimes(1)
  })

  it('sees through shadow roots: a removal inside one, and of its host', async () => {
    const host = document.body.appendChild(document.createElement('div'))
    const root = host.attachShadow({ mode: 'open' })
    const element = root.appendChild(document.createElement('iframe'))
    const onRemoved = vi.fn()
    watch = watchRemoval(element, onRemoved)
    watch.watch()
    element.remove()
    await settle()
    expect(onRemoved).toHaveBeenCalledTimes(1)
    root.append(element)
    watch.watch()
    host.remove()
    await settle()
    expect(onRemoved).toHaveBeenCalledTimes(2)
  })

  it('waits for an element not yet in the page, and notices a removal made just before watch()', async () => {
    const element = document.createElement('div')
    const onRemoved = vi.fn()
    watch = watchRemoval(element, onRemoved)
    watch.watch()
    await settle()
    expect(onRemoved).not.toHaveBeenCalled()
    document.body.append(element)
    watch.watch()
    element.remove()
    // The records of that removal are still queued: a direct call must not lose them.
    watch.watch()
    expect(onRemoved).toHaveBeenCalledTimes(1)
    await settle()
    expect(onRemoved).toHaveBeenCalledTimes(1)
  })

  it('stops calling back after stop()', async () => {
    const { element, onRemoved } = watched()
    watch?.stop()
    element.remove()
    watch?.watch()
    await settle()
    expect(onRemoved).not.toHaveBeenCalled()
  })
})
