import bs58 from 'bs58'

/** A transaction as `@solana/kit` hands it to signers: its message, and a signature or `null` per signer. */
export interface SolanaKitTestTransaction {
  readonly messageBytes: ArrayLike<number>
  readonly signatures: Readonly<Record<string, ArrayLike<number> | null>>
}

/**
 * A `@solana/kit` signer backed by a test key: a `KeyPairSigner` (`address`, `keyPair`, `signMessages`,
 * `signTransactions`) that is also a `TransactionSendingSigner` (`signAndSendTransactions`, through the RPC it
 * was made for), answering at once as a wallet does once the customer approves. Pass it as a `solana`
 * checkout's `wallet`; no `connection` is needed, and no `@solana/web3.js`.
 */
export interface SolanaKitTestSigner {
  /** The signer's address (base58). */
  readonly address: string
  /** Its WebCrypto Ed25519 key pair, as kit's `generateKeyPairSigner()` holds one. Test keys only. */
  readonly keyPair: CryptoKeyPair
  /** Kit's `MessagePartialSigner`: one signature dictionary per message. */
  signMessages(
    messages: readonly { readonly content: ArrayLike<number> }[],
  ): Promise<readonly Readonly<Record<string, Uint8Array>>[]>
  /** Kit's `TransactionPartialSigner`: one signature dictionary per transaction; nothing else is changed. */
  signTransactions(
    transactions: readonly SolanaKitTestTransaction[],
  ): Promise<readonly Readonly<Record<string, Uint8Array>>[]>
  /** Kit's `TransactionSendingSigner`: signs, sends through the RPC, resolves to the signatures. */
  signAndSendTransactions(transactions: readonly SolanaKitTestTransaction[]): Promise<readonly Uint8Array[]>
}

/** Options of `solanaKitTestSigner`. */
export interface SolanaKitTestSignerOptions {
  /** The Solana RPC it sends to (`emulator.solanaRpcUrl`). @default 'http://127.0.0.1:8899' */
  rpcUrl?: string
  /** A Solana key pair's 64 bytes (the 32-byte seed, then the public key). @default a new key pair */
  secretKey?: Uint8Array
}

// DER prefix that wraps a raw 32-byte Ed25519 seed as PKCS#8, the form WebCrypto imports private keys in.
const PKCS8_ED25519 = [48, 46, 2, 1, 0, 48, 5, 6, 3, 43, 101, 112, 4, 34, 4, 32]

async function keyPairOf(secretKey: Uint8Array | undefined): Promise<CryptoKeyPair> {
  if (!secretKey)
    return crypto.subtle.generateKey('Ed25519', true, ['sign', 'verify']) as Promise<CryptoKeyPair>
  if (secretKey.length !== 64) throw new TypeError('secretKey must be 64 bytes (seed, then public key)')
  const der = Uint8Array.from([...PKCS8_ED25519, ...secretKey.slice(0, 32)])
  return {
    privateKey: await crypto.subtle.importKey('pkcs8', der, 'Ed25519', false, ['sign']),
    publicKey: await crypto.subtle.importKey('raw', secretKey.slice(32), 'Ed25519', true, ['verify']),
  }
}

// The wire format's compact-u16 length prefix.
function shortVec(value: number): number[] {
  const out: number[] = []
  let rest = value
  do {
    const low = rest & 0x7f
    rest >>= 7
    out.push(rest ? low | 0x80 : low)
  } while (rest)
  return out
}

/**
 * A `@solana/kit` test signer for `solana` checkouts on the emulator: it signs with a test key and sends to
 * the emulator's Solana RPC. It runs in Node 20+ and current browsers (WebCrypto Ed25519, `fetch`), so a
 * merchant page under test can use it in place of the customer's wallet. The emulator funds its address on
 * demand; its keys must never hold real funds.
 */
export async function solanaKitTestSigner(
  options: SolanaKitTestSignerOptions = {},
): Promise<SolanaKitTestSigner> {
  const rpcUrl = options.rpcUrl ?? 'http://127.0.0.1:8899'
  const keyPair = await keyPairOf(options.secretKey)
  const address = bs58.encode(new Uint8Array(await crypto.subtle.exportKey('raw', keyPair.publicKey)))
  // A copy: WebCrypto takes bytes over an ArrayBuffer only, not a view that may share memory.
  const sign = async (bytes: ArrayLike<number>) =>
    new Uint8Array(await crypto.subtle.sign('Ed25519', keyPair.privateKey, Uint8Array.from(bytes)))
  async function signTransaction(transaction: SolanaKitTestTransaction) {
    if (!(address in transaction.signatures))
      throw new Error(`the transaction does not need the signature of ${address}`)
    return { [address]: await sign(transaction.messageBytes) }
  }
  // Kit's wire format: the signatures in the order of the message's signers (the map's order), the message.
  async function send(transaction: SolanaKitTestTransaction): Promise<Uint8Array> {
    const signatures = { ...transaction.signatures, ...(await signTransaction(transaction)) }
    const slots = Object.values(signatures).map((s) => Array.from(s ?? new Uint8Array(64)))
    const wire = Uint8Array.from([
      ...shortVec(slots.length),
      ...slots.flat(),
      ...Array.from(transaction.messageBytes),
    ])
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'sendTransaction',
        params: [btoa(String.fromCharCode(...wire)), { encoding: 'base64' }],
      }),
    })
    const reply = (await response.json()) as { result?: string; error?: { message: string } }
    if (typeof reply.result !== 'string')
      throw new Error(`sendTransaction failed: ${reply.error?.message ?? response.status}`)
    return bs58.decode(reply.result)
  }
  return Object.freeze({
    address,
    keyPair,
    signMessages: (messages) =>
      Promise.all(messages.map(async (message) => Object.freeze({ [address]: await sign(message.content) }))),
    signTransactions: (transactions) => Promise.all(transactions.map(signTransaction)),
    signAndSendTransactions: (transactions) => Promise.all(transactions.map(send)),
  } satisfies SolanaKitTestSigner)
}
