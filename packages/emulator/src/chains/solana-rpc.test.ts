import { createServer } from 'node:net'
import {
  AddressLookupTableProgram,
  ComputeBudgetProgram,
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  type PublicKey,
  SendTransactionError,
  SystemProgram,
  sendAndConfirmTransaction,
  Transaction,
  type TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import bs58 from 'bs58'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SolanaRpc, startSolanaRpc } from './solana-rpc'

// Everything here runs for real: web3.js' Connection over HTTP and WebSocket against litesvm. No mocks.

async function rawRpc(url: string, body: unknown): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return response.json()
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
  })
}

function portOf(url: string): number {
  return Number(new URL(url).port)
}

async function funded(connection: Connection, lamports = LAMPORTS_PER_SOL): Promise<Keypair> {
  const payer = Keypair.generate()
  const signature = await connection.requestAirdrop(payer.publicKey, lamports)
  const latest = await connection.getLatestBlockhash()
  await connection.confirmTransaction({ signature, ...latest })
  return payer
}

async function v0Transfer(
  connection: Connection,
  from: Keypair,
  to: PublicKey,
  lamports: number,
  extra: TransactionInstruction[] = [],
) {
  const latest = await connection.getLatestBlockhash()
  const message = new TransactionMessage({
    payerKey: from.publicKey,
    recentBlockhash: latest.blockhash,
    instructions: [...extra, SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports })],
  }).compileToV0Message()
  const tx = new VersionedTransaction(message)
  tx.sign([from])
  return { tx, latest }
}

describe('startSolanaRpc', () => {
  let rpc: SolanaRpc
  let connection: Connection

  beforeAll(async () => {
    rpc = await startSolanaRpc()
    connection = new Connection(rpc.url, 'confirmed')
  })
  afterAll(() => rpc?.close())

  it('listens on 127.0.0.1 with WebSockets on the next port, where web3.js looks for them', () => {
    expect(rpc.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(portOf(rpc.wsUrl)).toBe(portOf(rpc.url) + 1)
    expect(connection.rpcEndpoint).toBe(rpc.url)
  })

  it('airdrops lamports that getBalance then reports', async () => {
    const owner = Keypair.generate()
    const signature = await connection.requestAirdrop(owner.publicKey, 2 * LAMPORTS_PER_SOL)
    const latest = await connection.getLatestBlockhash()
    const confirmed = await connection.confirmTransaction({ signature, ...latest })
    expect(confirmed.value.err).toBeNull()
    expect(await connection.getBalance(owner.publicKey)).toBe(2 * LAMPORTS_PER_SOL)
    expect(rpc.getBalance(owner.publicKey.toBase58())).toBe(2n * BigInt(LAMPORTS_PER_SOL))
  })

  it('airdrops through the helper too', () => {
    const owner = Keypair.generate().publicKey.toBase58()
    rpc.airdrop(owner, 3n * BigInt(LAMPORTS_PER_SOL))
    expect(rpc.getBalance(owner)).toBe(3n * BigInt(LAMPORTS_PER_SOL))
  })

  it('confirms a legacy transfer sent with sendAndConfirmTransaction and moves the lamports', async () => {
    const payer = await funded(connection)
    const to = Keypair.generate().publicKey
    const tx = new Transaction().add(
      SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: to, lamports: LAMPORTS_PER_SOL / 10 }),
    )
    const signature = await sendAndConfirmTransaction(connection, tx, [payer])

    const found = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 })
    expect(found?.meta?.err).toBeNull()
    expect(found?.version).toBe('legacy')
    const fee = found?.meta?.fee ?? -1
    expect(fee).toBe(5000)
    expect(await connection.getBalance(to)).toBe(LAMPORTS_PER_SOL / 10)
    expect(await connection.getBalance(payer.publicKey)).toBe(LAMPORTS_PER_SOL - LAMPORTS_PER_SOL / 10 - fee)
    const keys = found?.transaction.message.staticAccountKeys.map((key) => key.toBase58())
    const toIndex = keys?.indexOf(to.toBase58()) ?? -1
    expect(found?.meta?.preBalances[toIndex]).toBe(0)
    expect(found?.meta?.postBalances[toIndex]).toBe(LAMPORTS_PER_SOL / 10)
  })

  it('confirms a v0 transfer with confirmTransaction and its blockhash expiry', async () => {
    const payer = await funded(connection)
    const to = Keypair.generate().publicKey
    const { tx, latest } = await v0Transfer(connection, payer, to, LAMPORTS_PER_SOL / 4)
    const signature = await connection.sendTransaction(tx)
    const confirmed = await connection.confirmTransaction({ signature, ...latest })
    expect(confirmed.value.err).toBeNull()
    expect(confirmed.context.slot).toBeGreaterThan(0)
    expect(await connection.getBalance(to)).toBe(LAMPORTS_PER_SOL / 4)

    const found = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 })
    expect(found?.version).toBe(0)
    expect(found?.meta?.err).toBeNull()
    // As on a real node, a v0 transaction is not handed to a client that did not say it can read it.
    await expect(connection.getTransaction(signature)).rejects.toThrow(/maxSupportedTransactionVersion/)
  })

  it('runs a v0 transfer through an address lookup table and indexes balances across loaded keys', async () => {
    const payer = await funded(connection)
    const to = Keypair.generate().publicKey
    // The table is written straight into the chain: running the lookup-table program itself can corrupt memory
    // in litesvm 0.8's Linux x64 build (upstream issue 171), and what is tested here is the lookup, not creation.
    const table = Keypair.generate().publicKey
    const data = new Uint8Array(56 + 32)
    const view = new DataView(data.buffer)
    view.setUint32(0, 1, true) // an initialized lookup table
    view.setBigUint64(4, 2n ** 64n - 1n, true) // never deactivated
    data[21] = 1 // has an authority…
    data.set(payer.publicKey.toBytes(), 22) // …the payer
    data.set(to.toBytes(), 56) // the one address, extended at slot 0 so usable now
    rpc.svm.setAccount(table, {
      lamports: await connection.getMinimumBalanceForRentExemption(data.length),
      data,
      owner: AddressLookupTableProgram.programId,
      executable: false,
    })
    const lookup = (await connection.getAddressLookupTable(table)).value
    const latest = await connection.getLatestBlockhash()
    const message = new TransactionMessage({
      payerKey: payer.publicKey,
      recentBlockhash: latest.blockhash,
      instructions: [SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: to, lamports: 1e8 })],
    }).compileToV0Message(lookup ? [lookup] : [])
    expect(message.addressTableLookups).toHaveLength(1)
    const tx = new VersionedTransaction(message)
    tx.sign([payer])
    const signature = await connection.sendTransaction(tx)
    const found = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 })
    expect(found?.meta?.loadedAddresses?.writable.map((key) => key.toBase58())).toEqual([to.toBase58()])
    // Loaded keys come after the static ones in the balance arrays.
    const index = message.staticAccountKeys.length
    expect(found?.meta?.preBalances[index]).toBe(0)
    expect(found?.meta?.postBalances[index]).toBe(1e8)
    expect(found?.transaction.message.addressTableLookups[0]?.accountKey.equals(table)).toBe(true)
  })

  it('accepts a transaction encoded in base58', async () => {
    const payer = await funded(connection)
    const { tx } = await v0Transfer(connection, payer, Keypair.generate().publicKey, LAMPORTS_PER_SOL / 5)
    const reply = (await rawRpc(rpc.url, {
      jsonrpc: '2.0',
      id: 'b58',
      method: 'sendTransaction',
      params: [bs58.encode(tx.serialize())],
    })) as { result?: string }
    expect(reply.result).toBe(bs58.encode(tx.signatures[0] ?? new Uint8Array()))
  })

  it('rejects a transfer beyond the balance with the runtime logs, charging nothing', async () => {
    const payer = await funded(connection)
    const { tx } = await v0Transfer(connection, payer, Keypair.generate().publicKey, 5 * LAMPORTS_PER_SOL)
    const sent = connection.sendTransaction(tx)
    await expect(sent).rejects.toBeInstanceOf(SendTransactionError)
    const error = (await sent.catch((e: unknown) => e)) as SendTransactionError
    expect(error.logs?.join('\n')).toMatch(/insufficient lamports/)
    expect(error.message).toMatch(/custom program error: 0x1/)
    const statuses = await connection.getSignatureStatuses([
      bs58.encode(tx.signatures[0] ?? new Uint8Array()),
    ])
    expect(statuses.value[0]).toBeNull()
    expect(await connection.getBalance(payer.publicKey)).toBe(LAMPORTS_PER_SOL)
  })

  it('reports a transaction that ran and failed without preflight as an error, not a hang', async () => {
    const payer = await funded(connection)
    const tx = new Transaction().add(
      SystemProgram.transfer({
        fromPubkey: payer.publicKey,
        toPubkey: Keypair.generate().publicKey,
        lamports: 9e9,
      }),
    )
    const sent = sendAndConfirmTransaction(connection, tx, [payer], { skipPreflight: true })
    await expect(sent).rejects.toThrow(/InstructionError/)
    const signature = bs58.encode(tx.signature ?? new Uint8Array())
    const status = await connection.getSignatureStatus(signature)
    expect(status.value?.err).toEqual({ InstructionError: [0, { Custom: 1 }] })
    const found = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 })
    expect(found?.meta?.err).toEqual({ InstructionError: [0, { Custom: 1 }] })
    // It ran, so its fee was charged, as on a real cluster.
    expect(await connection.getBalance(payer.publicKey)).toBe(LAMPORTS_PER_SOL - (found?.meta?.fee ?? 0))
    expect(found?.meta?.fee).toBe(5000)
  })

  it('repeats the id of a landed transaction rebroadcast without preflight, and charges it once', async () => {
    const payer = await funded(connection)
    const to = Keypair.generate().publicKey
    const { tx } = await v0Transfer(connection, payer, to, LAMPORTS_PER_SOL / 10)
    const signature = await connection.sendTransaction(tx)
    expect(await connection.sendRawTransaction(tx.serialize(), { skipPreflight: true })).toBe(signature)
    await expect(connection.sendRawTransaction(tx.serialize())).rejects.toThrow(/AlreadyProcessed/)
    expect(await connection.getBalance(to)).toBe(LAMPORTS_PER_SOL / 10)
  })

  it('rejects a transaction whose signature does not verify', async () => {
    const payer = await funded(connection)
    const { tx } = await v0Transfer(connection, payer, Keypair.generate().publicKey, LAMPORTS_PER_SOL / 10)
    tx.signatures[0] = Keypair.generate().secretKey.slice(0, 64)
    for (const skipPreflight of [false, true]) {
      const reply = (await rawRpc(rpc.url, {
        jsonrpc: '2.0',
        id: 1,
        method: 'sendTransaction',
        params: [Buffer.from(tx.serialize()).toString('base64'), { encoding: 'base64', skipPreflight }],
      })) as { error?: { code: number; message: string } }
      expect(reply.error?.code).toBe(-32003)
    }
    await expect(connection.sendTransaction(tx)).rejects.toThrow(/signature verification failure/)
    expect(await connection.getBalance(payer.publicKey)).toBe(LAMPORTS_PER_SOL)
  })

  it('refuses a blockhash it never issued', async () => {
    const payer = await funded(connection)
    const tx = new Transaction({
      feePayer: payer.publicKey,
      recentBlockhash: Keypair.generate().publicKey.toBase58(),
    }).add(SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: payer.publicKey, lamports: 1 }))
    tx.sign(payer)
    await expect(connection.sendRawTransaction(tx.serialize(), { skipPreflight: true })).rejects.toThrow(
      /BlockhashNotFound/,
    )
    expect(await connection.isBlockhashValid(tx.recentBlockhash ?? '')).toMatchObject({ value: false })
    expect(
      await connection.isBlockhashValid((await connection.getLatestBlockhash()).blockhash),
    ).toMatchObject({
      value: true,
    })
  })

  it('answers getSignatureStatuses of an unknown signature with null', async () => {
    const unknown = bs58.encode(Keypair.generate().secretKey)
    const statuses = await connection.getSignatureStatuses([unknown], { searchTransactionHistory: true })
    expect(statuses.value).toEqual([null])
    expect(await connection.getTransaction(unknown, { maxSupportedTransactionVersion: 0 })).toBeNull()
  })

  it('quotes with getFeeForMessage the fee it then charges, priority fee included', async () => {
    const payer = await funded(connection)
    const price = ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 1_000_000 })
    const { tx } = await v0Transfer(connection, payer, Keypair.generate().publicKey, LAMPORTS_PER_SOL / 10, [
      price,
    ])
    const quoted = (await connection.getFeeForMessage(tx.message)).value
    const signature = await connection.sendTransaction(tx)
    const found = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 })
    expect(quoted).toBeGreaterThan(5000)
    expect(found?.meta?.fee).toBe(quoted)
  })

  it('simulates with logs and leaves balances alone', async () => {
    const payer = await funded(connection)
    const to = Keypair.generate().publicKey
    const { tx } = await v0Transfer(connection, payer, to, LAMPORTS_PER_SOL / 2)
    const simulated = await connection.simulateTransaction(tx, {
      accounts: { encoding: 'base64', addresses: [to.toBase58()] },
    })
    expect(simulated.value.err).toBeNull()
    expect(simulated.value.logs?.join('\n')).toMatch(/success/)
    expect(simulated.value.accounts?.[0]?.lamports).toBe(LAMPORTS_PER_SOL / 2)
    expect(await connection.getBalance(to)).toBe(0)
  })

  it('reads accounts, rent, slots and cluster facts the way web3.js expects them', async () => {
    const payer = await funded(connection)
    const account = await connection.getAccountInfo(payer.publicKey)
    expect(account?.lamports).toBe(LAMPORTS_PER_SOL)
    expect(account?.owner.equals(SystemProgram.programId)).toBe(true)
    expect(await connection.getAccountInfo(Keypair.generate().publicKey)).toBeNull()
    expect(await connection.getMinimumBalanceForRentExemption(0)).toBe(890_880)
    const slot = await connection.getSlot()
    expect(await connection.getBlockHeight()).toBeGreaterThanOrEqual(slot)
    expect((await connection.getEpochInfo()).absoluteSlot).toBeGreaterThanOrEqual(slot)
    expect((await connection.getVersion())['solana-core']).toMatch(/^\d+\.\d+\.\d+$/)
    expect(bs58.decode(await connection.getGenesisHash())).toHaveLength(32)
    const listed = await connection.getSignaturesForAddress(payer.publicKey)
    expect(listed).toHaveLength(1)
  })

  it('notifies a signature subscriber when the transaction runs', async () => {
    const payer = await funded(connection)
    const { tx } = await v0Transfer(connection, payer, Keypair.generate().publicKey, LAMPORTS_PER_SOL / 10)
    const signature = bs58.encode(tx.signatures[0] ?? new Uint8Array())
    const notified = new Promise<{ err: unknown; slot: number }>((resolve) => {
      connection.onSignature(signature, (result, context) => resolve({ err: result.err, slot: context.slot }))
    })
    await connection.sendTransaction(tx)
    const status = await connection.getSignatureStatus(signature)
    await expect(notified).resolves.toEqual({ err: null, slot: status.value?.slot })
  })

  it('notifies at once a subscriber to a signature that already landed', async () => {
    const payer = await funded(connection)
    const { tx } = await v0Transfer(connection, payer, Keypair.generate().publicKey, LAMPORTS_PER_SOL / 10)
    const signature = await connection.sendTransaction(tx)
    const landed = await connection.getSignatureStatus(signature)
    const notified = await new Promise<number>((resolve) => {
      connection.onSignature(signature, (_result, context) => resolve(context.slot))
    })
    expect(notified).toBe(landed.value?.slot)
  })

  it('serves WebSockets on the HTTP port too, with slot notifications', async () => {
    const sameDoor = new Connection(rpc.url, { wsEndpoint: rpc.url.replace('http', 'ws') })
    const before = await sameDoor.getSlot()
    let id = -1
    const slot = await new Promise<number>((resolve) => {
      id = sameDoor.onSlotChange((info) => resolve(info.slot))
    })
    await sameDoor.removeSlotChangeListener(id)
    expect(slot).toBeGreaterThan(before)
  })

  it('answers an unknown method with -32601 and a batch with one reply per request', async () => {
    const unknown = (await rawRpc(rpc.url, { jsonrpc: '2.0', id: 7, method: 'getNothing', params: [] })) as {
      error?: { code: number }
      id: number
    }
    expect(unknown).toMatchObject({ error: { code: -32601 }, id: 7 })
    const batch = (await rawRpc(rpc.url, [
      { jsonrpc: '2.0', id: 1, method: 'getSlot' },
      { jsonrpc: '2.0', id: 2, method: 'getHealth' },
    ])) as { id: number; result: unknown }[]
    expect(batch.map((reply) => reply.id)).toEqual([1, 2])
    expect(batch[1]?.result).toBe('ok')
    const garbled = await fetch(rpc.url, { method: 'POST', body: '{not json' }).then((r) => r.json())
    expect(garbled).toMatchObject({ error: { code: -32700 } })
  })
})

describe('close', () => {
  it('frees both ports and stops answering', async () => {
    const rpc = await startSolanaRpc({ slotMs: 0 })
    const connection = new Connection(rpc.url)
    expect(await connection.getSlot()).toBe(0)
    await rpc.close()
    expect(await canListen(portOf(rpc.url))).toBe(true)
    expect(await canListen(portOf(rpc.wsUrl))).toBe(true)
    await expect(fetch(rpc.url, { method: 'POST', body: '{}' })).rejects.toThrow()
  })

  it('wraps a busy port in a PorticoError', async () => {
    const first = await startSolanaRpc({ slotMs: 0 })
    try {
      await expect(startSolanaRpc({ port: portOf(first.url) })).rejects.toMatchObject({
        code: 'SOLANA_RPC_LISTEN_FAILED',
      })
    } finally {
      await first.close()
    }
  })
})
