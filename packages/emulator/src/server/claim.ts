import { HttpError } from './http'

/** Something with one answer (a wallet request, a 3-D Secure challenge), and where its answer stands. */
export interface Claimable {
  /** `open` until a call claims it; `answering` while that call works; `answered` for good. */
  state: 'open' | 'answering' | 'answered'
}

/**
 * Claims `item` for the calling request, then reads its answer with `read`. The claim is taken before the
 * first await, so of calls racing for one item the first wins and every other one gets 409. When `read`
 * fails nothing was decided (the body was too large, cut short or malformed): the claim is released and the
 * item can be answered again. Once `read` succeeds the caller holds the item and marks it `answered`.
 */
export async function claimAndRead<T>(item: Claimable, noun: string, read: () => Promise<T>): Promise<T> {
  if (item.state !== 'open')
    throw new HttpError(
      409,
      item.state === 'answering' ? `this ${noun} is being answered` : `this ${noun} was already answered`,
    )
  item.state = 'answering'
  try {
    return await read()
  } catch (error) {
    item.state = 'open'
    throw error
  }
}
