import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { InvalidOptionError } from '../errors/checkout-errors'
import { WalletTimeoutError } from '../errors/request-errors'
import type { RequestMethod } from '../plugins/plugin'
import { createWalletQueue, WALLET_TIMEOUT_MS, walletTimeout } from './wallet-queue'

// Timers are faked: the queue's timeouts are counted in fake milliseconds, so a 120 s limit takes no time.
beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

/** A queue whose wallet answers only when the test says, and the replies it posted. */
function queue(timeoutMs = () => WALLET_TIMEOUT_MS) {
  const answers = new Map<string, (reply: string) => void>()
  const wanted = new Map<string, () => boolean>()
  const replies: string[] = []
  const serve = vi.fn(
    (_method: RequestMethod, data: string, stillWanted: () => boolean) =>
      new Promise<string>((resolve) => {
        answers.set(data, resolve)
        wanted.set(data, stillWanted)
      }),
  )
  const q = createWalletQueue({ serve, reply: (text) => replies.push(text), timeoutMs })
  const answer = async (data: string, reply: string) => {
    answers.get(data)?.(reply)
    await vi.advanceTimersByTimeAsync(0)
  }
  return { q, serve, replies, answer, wanted }
}
const asked = (serve: ReturnType<typeof queue>['serve']) => serve.mock.calls.map(([, data]) => data)

describe('walletTimeout', () => {
  it('is 120 s unless given, and takes any wait a timer can keep, or Infinity', () => {
    expect(WALLET_TIMEOUT_MS).toBe(120_000)
    expect(walletTimeout(undefined)).toBe(120_000)
    for (const ms of [1, 0.5, 5_000, 2 ** 31 - 1, Number.POSITIVE_INFINITY])
      expect(walletTimeout(ms)).toBe(ms)
  })

  it.each([0, -1, Number.NaN, Number.NEGATIVE_INFINITY, 2 ** 31, '1000', null])('refuses %s', (ms) => {
    expect(() => walletTimeout(ms)).toThrow(InvalidOptionError)
    expect(() => walletTimeout(ms)).toThrow(/^Invalid walletTimeoutMs: /)
  })
})

describe('createWalletQueue', () => {
  it('hands the wallet one request at a time, in arrival order, one reply each', async () => {
    const { q, serve, replies, answer } = queue()
    q.push('signMessage', 'a')
    q.push('sendTransaction', 'b')
    expect(asked(serve)).toEqual(['a'])
    await answer('a', 'ra')
    expect(asked(serve)).toEqual(['a', 'b'])
    expect(serve.mock.calls[1]?.[0]).toBe('sendTransaction')
    await answer('b', 'rb')
    expect(replies).toEqual(['ra', 'rb'])
  })

  it('replies ERROR WalletTimeoutError after 120 s by default, not before, then serves the next', async () => {
    const { q, serve, replies, answer, wanted } = queue()
    q.push('signTransaction', 'a')
    q.push('signMessage', 'b')
    await vi.advanceTimersByTimeAsync(WALLET_TIMEOUT_MS - 1)
    expect(replies).toEqual([])
    expect(wanted.get('a')?.()).toBe(true)
    await vi.advanceTimersByTimeAsync(1)
    expect(replies).toEqual([`ERROR ${new WalletTimeoutError('signTransaction', 120_000).message}`])
    expect(replies[0]).toBe('ERROR the wallet did not answer signTransaction within 120000 ms')
    expect(wanted.get('a')?.()).toBe(false)
    expect(asked(serve)).toEqual(['a', 'b'])
    await answer('a', 'late')
    await answer('b', 'rb')
    expect(replies).toHaveLength(2)
    expect(replies[1]).toBe('rb')
  })

  it('reads the limit as each request starts, and sets no timer for Infinity', async () => {
    let limit = Number.POSITIVE_INFINITY
    const { q, replies, answer } = queue(() => limit)
    q.push('signMessage', 'a')
    limit = 10
    q.push('signMessage', 'b')
    expect(vi.getTimerCount()).toBe(0)
    await vi.advanceTimersByTimeAsync(WALLET_TIMEOUT_MS * 100)
    expect(replies).toEqual([])
    await answer('a', 'ra')
    expect(vi.getTimerCount()).toBe(1)
    await vi.advanceTimersByTimeAsync(10)
    expect(replies).toEqual(['ra', 'ERROR the wallet did not answer signMessage within 10 ms'])
  })

  it('clears the timer of an answered request', async () => {
    const { q, answer } = queue()
    q.push('signMessage', 'a')
    expect(vi.getTimerCount()).toBe(1)
    await answer('a', 'ra')
    expect(vi.getTimerCount()).toBe(0)
  })

  it('drop() lets go of the request at the wallet (unwanted, no timer, no reply) and of the queued ones', async () => {
    const { q, serve, replies, answer, wanted } = queue()
    q.push('signMessage', 'a')
    q.push('signMessage', 'b')
    q.drop()
    expect(wanted.get('a')?.()).toBe(false)
    expect(vi.getTimerCount()).toBe(0)
    await answer('a', 'ra')
    expect(replies).toEqual([])
    expect(asked(serve)).toEqual(['a'])
    // The queue serves what comes after.
    q.push('signMessage', 'c')
    await answer('c', 'rc')
    expect(replies).toEqual(['rc'])
  })
})
