/**
 * Asks the EVM JSON-RPC endpoint at `url` for its chain id (`eth_chainId`) with a plain `fetch`, so that
 * a start needs no client library; rejects when nothing answers or the answer is not a chain id.
 */
export async function evmChainId(url: string): Promise<number> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
  })
  const body = (await response.json()) as { result?: unknown }
  if (typeof body.result !== 'string' || !/^0x[\da-f]+$/i.test(body.result))
    throw new Error(`eth_chainId answered ${JSON.stringify(body)}`)
  return Number(body.result)
}
