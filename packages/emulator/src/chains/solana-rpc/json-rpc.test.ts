import { describe, expect, it } from 'vitest'
import { answer, JsonRpcError, type RpcMethod } from './json-rpc'

const calls: unknown[][] = []
const methods = new Map<string, RpcMethod>([
  [
    'echo',
    (params) => {
      calls.push(params)
      return params[0]
    },
  ],
  [
    'refuse',
    () => {
      throw new JsonRpcError(-32002, 'refused', { logs: ['why'] })
    },
  ],
  [
    'crash',
    () => {
      throw new TypeError('boom')
    },
  ],
])

describe('answer', () => {
  it('echoes the id of the request it answers', () => {
    expect(answer({ jsonrpc: '2.0', id: 'a1', method: 'echo', params: [5] }, methods)).toEqual({
      jsonrpc: '2.0',
      result: 5,
      id: 'a1',
    })
  })

  it('runs a notification without answering it', () => {
    calls.length = 0
    expect(answer({ jsonrpc: '2.0', method: 'echo', params: ['ping'] }, methods)).toBeUndefined()
    expect(calls).toEqual([['ping']])
    expect(answer([{ jsonrpc: '2.0', method: 'echo' }], methods)).toBeUndefined()
  })

  it('keeps the code, message and data of a method error', () => {
    expect(answer({ jsonrpc: '2.0', id: 1, method: 'refuse' }, methods)).toEqual({
      jsonrpc: '2.0',
      error: { code: -32002, message: 'refused', data: { logs: ['why'] } },
      id: 1,
    })
  })

  it('turns an unexpected throw into an internal error', () => {
    expect(answer({ jsonrpc: '2.0', id: 1, method: 'crash' }, methods)).toMatchObject({
      error: { code: -32603, message: 'Internal error: boom' },
    })
  })

  it('refuses malformed requests with -32600 and non-array params with -32602', () => {
    expect(answer({ id: 3, method: 'echo' }, methods)).toMatchObject({ error: { code: -32600 }, id: 3 })
    expect(answer({ jsonrpc: '2.0', id: 3, method: 7 }, methods)).toMatchObject({ error: { code: -32600 } })
    expect(answer([], methods)).toMatchObject({ error: { code: -32600 }, id: null })
    expect(answer({ jsonrpc: '2.0', id: 4, method: 'echo', params: { a: 1 } }, methods)).toMatchObject({
      error: { code: -32602 },
    })
  })

  it('answers a batch in order, leaving notifications out', () => {
    const replies = answer(
      [
        { jsonrpc: '2.0', id: 1, method: 'echo', params: ['x'] },
        { jsonrpc: '2.0', method: 'echo', params: ['quiet'] },
        { jsonrpc: '2.0', id: 2, method: 'missing' },
      ],
      methods,
    )
    expect(replies).toEqual([
      { jsonrpc: '2.0', result: 'x', id: 1 },
      { jsonrpc: '2.0', error: { code: -32601, message: 'Method not found' }, id: 2 },
    ])
  })
})
