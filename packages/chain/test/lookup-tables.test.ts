/**
 * Address lookup tables through @solana/kit as on a real cluster: `CreateLookupTable` takes its
 * recent slot from `getSlot` (the chain keeps the SlotHashes sysvar in step with its slots), the
 * table is extended, used by a v0 transaction from the next slot, and everything survives a crash
 * (a copy of the data directory taken while the chain runs: the whole ledger is replayed) and a
 * clean restart (from the snapshot written on stop).
 *
 * The instructions are built here (the address lookup table program's wire format, ~20 lines):
 * @solana-program/address-lookup-table declares a peer dependency on @solana/kit ^6 while the
 * workspace uses kit 8, so npm refuses to install it.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  AccountRole,
  address,
  airdropFactory,
  appendTransactionMessageInstructions,
  compressTransactionMessageUsingAddressLookupTables,
  createSolanaRpc,
  createSolanaRpcSubscriptions,
  createTransactionMessage,
  generateKeyPairSigner,
  getAddressDecoder,
  getAddressEncoder,
  getProgramDerivedAddress,
  getSignatureFromTransaction,
  lamports,
  pipe,
  sendAndConfirmTransactionFactory,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type Address,
  type Instruction,
  type KeyPairSigner,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { startLocalChain, type LocalChain } from '../src/index.js';
import { failureOf } from './kit-world.ts';

const ALT_PROGRAM = address('AddressLookupTab1e1111111111111111111111111');
const SYSTEM_PROGRAM = address('11111111111111111111111111111111');
const TABLE_HEADER = 56;

async function createLookupTableInstruction(authority: KeyPairSigner, recentSlot: bigint): Promise<[Instruction, Address]> {
  const slotBytes = new Uint8Array(8);
  new DataView(slotBytes.buffer).setBigUint64(0, recentSlot, true);
  const [table, bump] = await getProgramDerivedAddress({
    programAddress: ALT_PROGRAM,
    seeds: [getAddressEncoder().encode(authority.address), slotBytes],
  });
  const data = new Uint8Array(13);
  new DataView(data.buffer).setBigUint64(4, recentSlot, true); // u32 0 = CreateLookupTable, u64 recent slot, u8 bump
  data[12] = bump;
  return [
    {
      programAddress: ALT_PROGRAM,
      accounts: [
        { address: table, role: AccountRole.WRITABLE },
        { address: authority.address, role: AccountRole.READONLY_SIGNER, signer: authority } as never,
        { address: authority.address, role: AccountRole.WRITABLE_SIGNER, signer: authority } as never,
        { address: SYSTEM_PROGRAM, role: AccountRole.READONLY },
      ],
      data,
    },
    table,
  ];
}

function extendLookupTableInstruction(table: Address, authority: KeyPairSigner, addresses: Address[]): Instruction {
  const data = new Uint8Array(12 + 32 * addresses.length);
  const view = new DataView(data.buffer);
  view.setUint32(0, 2, true); // ExtendLookupTable, then a bincode Vec<Pubkey>: u64 length + addresses
  view.setBigUint64(4, BigInt(addresses.length), true);
  addresses.forEach((a, i) => data.set(getAddressEncoder().encode(a), 12 + 32 * i));
  return {
    programAddress: ALT_PROGRAM,
    accounts: [
      { address: table, role: AccountRole.WRITABLE },
      { address: authority.address, role: AccountRole.READONLY_SIGNER, signer: authority } as never,
      { address: authority.address, role: AccountRole.WRITABLE_SIGNER, signer: authority } as never,
      { address: SYSTEM_PROGRAM, role: AccountRole.READONLY },
    ],
    data,
  };
}

interface Client {
  chain: LocalChain;
  rpc: ReturnType<typeof createSolanaRpc>;
  subscriptions: ReturnType<typeof createSolanaRpcSubscriptions>;
  warnings: string[];
}

async function start(dataDir: string): Promise<Client> {
  const warnings: string[] = [];
  const chain = await startLocalChain({ dataDir, rpcPort: 0, logger: { info() {}, warn: (m) => warnings.push(m), error: console.error } });
  return { chain, rpc: createSolanaRpc(chain.rpcUrl), subscriptions: createSolanaRpcSubscriptions(chain.wsUrl), warnings };
}

async function send(client: Client, payer: KeyPairSigner, instructions: Instruction[], tables: Record<Address, Address[]> = {}): Promise<string> {
  const { value: lifetime } = await client.rpc.getLatestBlockhash().send();
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(payer, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
    (m) => appendTransactionMessageInstructions(instructions as never, m),
    (m) => compressTransactionMessageUsingAddressLookupTables(m, tables),
  );
  const signed = await signTransactionMessageWithSigners(message);
  await sendAndConfirmTransactionFactory({ rpc: client.rpc as never, rpcSubscriptions: client.subscriptions as never })(signed as never, {
    commitment: 'confirmed',
  });
  return getSignatureFromTransaction(signed);
}

/** The table's addresses, read from its account (56 bytes of metadata, then 32-byte addresses). */
async function tableAddresses(client: Client, table: Address): Promise<Address[]> {
  const { value } = await client.rpc.getAccountInfo(table, { encoding: 'base64' }).send();
  if (!value) return [];
  const data = Buffer.from(value.data[0], 'base64');
  const out: Address[] = [];
  for (let at = TABLE_HEADER; at + 32 <= data.length; at += 32) out.push(getAddressDecoder().decode(data.subarray(at, at + 32)));
  return out;
}

async function nextSlot(client: Client): Promise<void> {
  const abort = new AbortController();
  const notifications = await client.subscriptions.slotNotifications().subscribe({ abortSignal: abort.signal });
  for await (const _ of notifications) break;
  abort.abort();
}

const balances = (client: Client, addresses: Address[]) => Promise.all(addresses.map(async (a) => (await client.rpc.getBalance(a).send()).value));

const root = mkdtempSync(join(tmpdir(), 'chain-alt-'));
const clients: Client[] = [];
const AMOUNT = 1_000_000n;

afterAll(async () => {
  for (const client of clients) await client.chain.close();
  rmSync(root, { recursive: true, force: true });
});

/** A running chain of its own (in `root/<name>`), with a payer holding 100 SOL. */
async function givenChain(name: string): Promise<{ client: Client; payer: KeyPairSigner; dir: string }> {
  const dir = join(root, name);
  const client = await start(dir);
  clients.push(client);
  const payer = await generateKeyPairSigner();
  await airdropFactory({ rpc: client.rpc as never, rpcSubscriptions: client.subscriptions as never })({
    recipientAddress: payer.address,
    lamports: lamports(100_000_000_000n),
    commitment: 'confirmed',
  });
  return { client, payer, dir };
}

/**
 * A table created with the recent slot from getSlot and extended with 30 fresh addresses, then,
 * one slot later, a v0 transaction that pays each of them AMOUNT through it.
 */
async function givenTablePayingThirty(client: Client, payer: KeyPairSigner) {
  // Not slot 0: a few slots have passed since genesis.
  await nextSlot(client);
  const recentSlot = await client.rpc.getSlot().send();
  const recipients = await Promise.all(Array.from({ length: 30 }, async () => (await generateKeyPairSigner()).address));
  const [create, table] = await createLookupTableInstruction(payer, recentSlot);
  await send(client, payer, [create]);
  await send(client, payer, [extendLookupTableInstruction(table, payer, recipients)]);
  await nextSlot(client);
  const transfers = recipients.map((to) => getTransferSolInstruction({ source: payer, destination: to, amount: AMOUNT }));
  const signature = await send(client, payer, transfers, { [table]: recipients });
  return { recentSlot, table, recipients, signature };
}

describe('address lookup tables', () => {
  it('Given a recent slot from getSlot, when a table is created with it and extended with 30 addresses, then from the next slot a v0 transaction pays them all through it', async () => {
    const { client, payer } = await givenChain('create');

    // When the table is created, extended and used one slot later
    const { recentSlot, table, recipients, signature } = await givenTablePayingThirty(client, payer);

    // Then the slot was a real one, the table holds the addresses, the transaction loaded its
    // accounts from the table, and every address got paid
    expect(recentSlot).toBeGreaterThan(0n);
    expect(await tableAddresses(client, table)).toEqual(recipients);
    const tx = await client.rpc.getTransaction(signature as never, { maxSupportedTransactionVersion: 0, encoding: 'json' }).send();
    const message = tx?.transaction.message;
    expect(message && 'addressTableLookups' in message ? message.addressTableLookups : undefined).toHaveLength(1);
    expect(tx?.meta?.err).toBeNull();
    expect(await balances(client, recipients)).toEqual(recipients.map(() => AMOUNT));
  });

  it('Given a slot that is not in SlotHashes, when a table is created with it, then it is refused as a validator does', async () => {
    const { client, payer } = await givenChain('future-slot');
    const future = (await client.rpc.getSlot().send()) + 1_000n;
    const [create] = await createLookupTableInstruction(payer, future);
    expect(await failureOf(send(client, payer, [create]))).toContain(`${future} is not a recent slot`);
  });

  it('Given a crash before any snapshot, when the chain replays the full ledger, then the table and balances are kept and the table still works', async () => {
    // Given a table in use, then a crash: the data directory as it is on disk while the chain runs
    const { client, payer, dir } = await givenChain('crash');
    const { table, recipients } = await givenTablePayingThirty(client, payer);
    cpSync(dir, join(root, 'crashed'), { recursive: true });

    // When the chain starts again from it (no snapshot yet: every ledger record is executed again)
    const restarted = await start(join(root, 'crashed'));
    clients.push(restarted);

    // Then every record replayed as it first ran, the table and the balances are there
    expect(restarted.warnings.filter((w) => w.includes('replaying'))).toEqual([]);
    expect(await tableAddresses(restarted, table)).toEqual(recipients);
    expect(await balances(restarted, recipients)).toEqual(recipients.map(() => AMOUNT));

    // And a new v0 transaction through the table works, as does a new table from the restarted chain's getSlot
    await send(
      restarted,
      payer,
      recipients.slice(0, 10).map((to) => getTransferSolInstruction({ source: payer, destination: to, amount: AMOUNT })),
      { [table]: recipients },
    );
    expect(await balances(restarted, recipients.slice(0, 11))).toEqual([...recipients.slice(0, 10).map(() => 2n * AMOUNT), AMOUNT]);
    const [create, second] = await createLookupTableInstruction(payer, await restarted.rpc.getSlot().send());
    await send(restarted, payer, [create, extendLookupTableInstruction(second, payer, recipients.slice(0, 2))]);
    expect(await tableAddresses(restarted, second)).toEqual(recipients.slice(0, 2));
  });

  it('Given a clean stop, when the chain restarts from the snapshot written on stop, then the table and balances are there and the table still serves v0 transactions', async () => {
    // Given a table in use, then a clean stop (it writes a snapshot)
    const { client, payer, dir } = await givenChain('stop');
    const { table, recipients } = await givenTablePayingThirty(client, payer);
    await client.chain.close();
    clients.splice(clients.indexOf(client), 1);

    // When it starts again from its data directory
    const restarted = await start(dir);
    clients.push(restarted);

    // Then the table and the balances are there and the table still serves v0 transactions
    expect(await tableAddresses(restarted, table)).toEqual(recipients);
    expect(await balances(restarted, recipients)).toEqual(recipients.map(() => AMOUNT));
    await send(restarted, payer, [getTransferSolInstruction({ source: payer, destination: recipients[29]!, amount: AMOUNT })], {
      [table]: recipients,
    });
    expect((await restarted.rpc.getBalance(recipients[29]!).send()).value).toBe(2n * AMOUNT);
  });
});
