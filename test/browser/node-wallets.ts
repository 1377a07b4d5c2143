// Wallet extensions as a browser test installs them, before the page's own scripts run (Playwright's
// `addInitScript(installNodeWallets, options)`): EIP-1193 providers for Hardhat's unlocked test accounts,
// injected as `window.ethereum` or announced by EIP-6963. Each wallet starts on chain 1 and knows no other
// chain until one is added (4902 on a switch to it), refuses what the test puts in
// `window.nodeWallets.refuse` (4001), and leaves the rest (signing included) to the page's Hardhat node
// (`?evmRpc=`), which holds the accounts' keys. The function is serialized into the page: it uses nothing
// from outside its body.

/** Which wallets `installNodeWallets` puts in the page. */
export interface NodeWalletsOptions {
  /** The account of the `window.ethereum` it injects; none without it. */
  injected?: string
  /** Wallets that announce themselves (EIP-6963), in this order. */
  announced?: { name: string; account: string }[]
}

/** What a test reads and steers of the wallets: the methods asked, and those the "user" refuses. */
export interface NodeWalletsControl {
  calls: string[]
  refuse: Set<string>
}

declare global {
  interface Window {
    /** The page's test wallets, as `installNodeWallets` made them. */
    nodeWallets: NodeWalletsControl
  }
}

/** Installs the wallets in the top frame of the page (its frames get none). */
export function installNodeWallets({ injected, announced = [] }: NodeWalletsOptions) {
  if (window.top !== window) return
  const rpc = new URLSearchParams(location.search).get('evmRpc') ?? ''
  const calls: string[] = []
  const refuse = new Set<string>()
  window.nodeWallets = { calls, refuse }
  const fail = (code: number, message: string) => Promise.reject(Object.assign(new Error(message), { code }))
  const node = async (method: string, params: unknown) => {
    const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] })
    const headers = { 'content-type': 'application/json' }
    const answer = await (await fetch(rpc, { method: 'POST', headers, body })).json()
    if (answer.error) throw Object.assign(new Error(answer.error.message), { code: answer.error.code })
    return answer.result
  }
  const wallet = (account: string) => {
    const known = new Set([1])
    let chain = 1
    return {
      async request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
        calls.push(method)
        if (refuse.has(method)) return fail(4001, 'User rejected the request.')
        const [first] = (params ?? []) as [{ chainId: string }]
        switch (method) {
          case 'eth_accounts':
          case 'eth_requestAccounts':
            return [account]
          case 'eth_chainId':
            return `0x${chain.toString(16)}`
          case 'wallet_addEthereumChain':
            known.add(Number(first.chainId))
            return null
          case 'wallet_switchEthereumChain':
            if (!known.has(Number(first.chainId))) return fail(4902, 'Unrecognized chain ID')
            chain = Number(first.chainId)
            return null
          case 'eth_sendTransaction':
            if (chain !== Number(await node('eth_chainId', []))) return fail(4901, 'not on that chain')
            return node(method, params)
          default:
            return node(method, params)
        }
      },
    }
  }
  if (injected) Object.assign(window, { ethereum: wallet(injected) })
  for (const [index, { name, account }] of announced.entries()) {
    const info = {
      uuid: `00000000-0000-4000-8000-00000000000${index}`,
      name,
      icon: 'data:,',
      rdns: `test.${index}`,
    }
    const detail = { info, provider: wallet(account) }
    const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
    window.addEventListener('eip6963:requestProvider', announce)
    announce()
  }
}
