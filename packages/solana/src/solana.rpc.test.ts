import { WalletError } from '@portico/core'
import { type SolanaRpc, startSolanaRpc } from '@portico/emulator'
import {
  type Base64EncodedWireTransaction,
  createSolanaRpc,
  generateKeyPairSigner,
  getBase64Decoder,
  type Signature,
} from '@solana/kit'
import { Connection, Keypair, LAMPORTS_PER_SOL } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkoutRequest, keypairWallet, legacyTransfer, v0Transfer } from '../test/chain'
import { kitTransfer } from '../test/kit'
import { solana } from './solana'

// sendTransaction as in a browser: the wallet sends through a real web3.js Connection over JSON-RPC, here the
// emulator's litesvm-backed endpoint on 127.0.0.1.
let rpc: SolanaRpc
let connection: Connection
beforeAll(async () => {
  rpc = await startSolanaRpc({ slotMs: 0 })
  connection = new Connection(rpc.url, 'confirmed')
})
afterAll(() => rpc.close())

const plugin = solana()
const AMOUNT = 7_654_321

function customer() {
  const keypair = Keypair.generate()
  rpc.airdrop(keypair.publicKey.toBase58(), BigInt(LAMPORTS_PER_SOL))
  return keypair
}

describe('sendTransaction through a JSON-RPC Connection', () => {
  it.each([
    ['legacy', legacyTransfer],
    ['v0', v0Transfer],
  ] as const)('sends a %s transfer and answers the signature the chain recorded', async (_, transfer) => {
    const payer = customer()
    const recipient = Keypair.generate().publicKey
    const { blockhash } = await connection.getLatestBlockhash()
    const { sendTransaction } = plugin.handlers(keypairWallet(payer), {
      blockchain: 'solana',
      options: { connection },
    })

    const signature = await sendTransaction!(
      checkoutRequest(transfer(blockhash, payer.publicKey, recipient, AMOUNT)),
    )
    const status = (await connection.getSignatureStatus(signature)).value
    expect(status?.err).toBeNull()
    expect(rpc.getBalance(recipient.toBase58())).toBe(BigInt(AMOUNT))
  })

  it('answers a WalletError keeping the RPC error when the chain refuses the transaction', async () => {
    const payer = customer()
    const recipient = Keypair.generate().publicKey
    const { blockhash } = await connection.getLatestBlockhash()
    const { sendTransaction } = plugin.handlers(keypairWallet(payer), {
      blockchain: 'solana',
      options: { connection },
    })

    const request = checkoutRequest(v0Transfer(blockhash, payer.publicKey, recipient, 2 * LAMPORTS_PER_SOL))
    const error = await sendTransaction!(request).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(WalletError)
    expect((error as WalletError).cause).toBeInstanceOf(Error)
    expect((error as Error).message).toMatch(/^the wallet failed sendTransaction: /)
    expect(rpc.getBalance(recipient.toBase58())).toBe(0n)
  })
})

describe('a kit signer on a kit RPC client, no web3.js object', () => {
  it('signs a kit-built transfer and sends it through kit’s RPC as `connection`', async () => {
    const signer = await generateKeyPairSigner()
    rpc.airdrop(signer.address, BigInt(LAMPORTS_PER_SOL))
    const recipient = Keypair.generate().publicKey.toBase58()
    const kitRpc = createSolanaRpc(rpc.url)
    const connection = {
      sendRawTransaction: (wire: Uint8Array) =>
        kitRpc
          .sendTransaction(getBase64Decoder().decode(wire) as Base64EncodedWireTransaction, {
            encoding: 'base64',
          })
          .send(),
    }
    const { value } = await kitRpc.getLatestBlockhash().send()
    const data = plugin.encodeTransaction!(
      kitTransfer(value.blockhash, signer.address, recipient, BigInt(AMOUNT)),
      'solana',
    )!

    const signature = await plugin.handlers(signer, { blockchain: 'solana', options: { connection } })
      .sendTransaction!(data)
    const { value: statuses } = await kitRpc.getSignatureStatuses([signature as Signature]).send()
    expect(statuses[0]?.err).toBeNull()
    expect(rpc.getBalance(recipient)).toBe(BigInt(AMOUNT))
  })
})
