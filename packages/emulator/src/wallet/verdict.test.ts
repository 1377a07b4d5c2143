import { describe, expect, it } from 'vitest'
import { claimOnce, refused, type Verdict } from './verdict'

// A check the test ends when it wants: the race between two requests is laid out step by step.
function heldCheck() {
  let end: (verdict: Verdict) => void = () => {}
  const started = { value: false }
  const check = () => {
    started.value = true
    return new Promise<Verdict>((resolve) => {
      end = resolve
    })
  }
  return { check, started, end: (verdict: Verdict) => end(verdict) }
}

describe('claimOnce', () => {
  it('lets a request whose key is being checked for another wait, and pays it when that check refuses', async () => {
    const used = new Set<string>()
    const theirs = heldCheck()
    const first = claimOnce(used, 'tx', theirs.check)
    const mine = heldCheck()
    const second = claimOnce(used, 'tx', mine.check)
    await Promise.resolve()
    expect(mine.started.value).toBe(false)
    theirs.end(refused('The transaction was not paid by the wallet.'))
    expect(await first).toMatchObject({ ok: false })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(mine.started.value).toBe(true)
    mine.end({ ok: true, hash: 'tx' })
    expect(await second).toEqual({ ok: true, hash: 'tx' })
    expect(used.has('tx')).toBe(true)
  })

  it('answers "already used" to a request that waited for a check that paid', async () => {
    const used = new Set<string>()
    const theirs = heldCheck()
    const first = claimOnce(used, 'tx', theirs.check)
    const second = claimOnce(used, 'tx', () => Promise.resolve({ ok: true }))
    theirs.end({ ok: true })
    expect(await first).toEqual({ ok: true })
    expect(await second).toEqual({ ok: false, error: 'This transaction was already used for a payment.' })
  })

  it('lets one of three waiting requests check at a time, and releases the key when a check throws', async () => {
    const used = new Set<string>()
    let running = 0
    let most = 0
    const failing = async (): Promise<Verdict> => {
      running++
      most = Math.max(most, running)
      await new Promise((resolve) => setTimeout(resolve, 1))
      running--
      throw new Error('the chain went away')
    }
    const results = await Promise.allSettled([1, 2, 3].map(() => claimOnce(used, 'tx', failing)))
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected'])
    expect(most).toBe(1)
    expect(used.has('tx')).toBe(false)
  })
})
