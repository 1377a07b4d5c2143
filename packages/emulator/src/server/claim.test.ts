import { describe, expect, it } from 'vitest'
import { type Claimable, claimAndRead } from './claim'

describe('claimAndRead', () => {
  it('lets the first of two calls in and answers the second 409 while the first still reads', async () => {
    const item: Claimable = { state: 'open' }
    let arrive = (_: string) => {}
    const first = claimAndRead(item, 'request', () => new Promise<string>((resolve) => (arrive = resolve)))
    await expect(claimAndRead(item, 'request', async () => 'second')).rejects.toMatchObject({
      status: 409,
      message: 'this request is being answered',
    })
    arrive('first')
    expect(await first).toBe('first')
    item.state = 'answered'
    await expect(claimAndRead(item, 'request', async () => 'late')).rejects.toMatchObject({
      status: 409,
      message: 'this request was already answered',
    })
  })

  it('releases the claim when the read fails, so the item can be answered again', async () => {
    const item: Claimable = { state: 'open' }
    await expect(
      claimAndRead(item, 'challenge', async () => {
        throw new Error('cut short')
      }),
    ).rejects.toThrow('cut short')
    expect(item.state).toBe('open')
    expect(await claimAndRead(item, 'challenge', async () => true)).toBe(true)
    expect(item.state).toBe('answering')
  })
})
