/**
 * Account-level snapshots past LiteSVM's own serialisation limit (~4 MiB, ~40,000 accounts): the
 * chain snapshots 45,000 accounts through the same method its periodic timer calls, a crash leaves
 * the data directory as it is on disk, and the chain starts again from the snapshot, executing only
 * the ledger records written after it. The engine runs in-process so its start stats can be read;
 * the crash is a copy of the data directory taken while the first engine is still running.
 */
import { createPrivateKey, createPublicKey, randomBytes, sign, type KeyObject } from 'node:crypto';
import { cpSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AddressLookupTableAccount, AddressLookupTableProgram, Keypair, LAMPORTS_PER_SOL, SystemProgram } from '@solana/web3.js';
import { ChainEngine } from '../src/engine/chain-engine.js';
import { decodeBase58 } from '../src/engine/base58.js';
import { useEngineFolder, sendV0, confirmed } from './engine-kit.js';

const ACCOUNTS = 45_000;
const PER_TX = 21;
const RENT_EXEMPT = 890_880n;
const { root, engines } = useEngineFolder('chain-snapshot-');

interface Signer {
  key: KeyObject;
  publicKey: Buffer;
}
function signer(): Signer {
  const key = createPrivateKey({
    key: Buffer.concat([Buffer.from('302e020100300506032b657004220420', 'hex'), randomBytes(32)]),
    format: 'der',
    type: 'pkcs8',
  });
  return { key, publicKey: createPublicKey(key).export({ format: 'der', type: 'spki' }).subarray(12) };
}

/** A legacy transaction with one System transfer per recipient, signed with node:crypto (fast). */
function payMany(from: Signer, to: Uint8Array[], lamports: bigint, blockhash: string): Buffer {
  const data = Buffer.alloc(12);
  data.writeUInt32LE(2, 0);
  data.writeBigUInt64LE(lamports, 4);
  const system = to.length + 1;
  const message = Buffer.concat([
    Buffer.from([1, 0, 1, to.length + 2]),
    from.publicKey,
    ...to,
    Buffer.alloc(32),
    decodeBase58(blockhash)!,
    Buffer.from([to.length]),
    ...to.map((_, i) => Buffer.concat([Buffer.from([system, 2, 0, i + 1, 12]), data])),
  ]);
  return Buffer.concat([Buffer.from([1]), sign(null, message, from.key), message]);
}

const nextSlot = (engine: ChainEngine) =>
  new Promise<void>((resolve) => {
    const stop = engine.onSlot(() => {
      stop();
      resolve();
    });
  });

describe("account-level snapshot past LiteSVM's 4 MiB limit", () => {
  it('Given a snapshot of 45,000 accounts and a ledger tail, when the chain crashes and restarts, then it replays only the tail and keeps every balance', async () => {
    // Given a chain with 45,000 funded accounts, an account emptied (closed) and one paid through an address lookup table
    const dir = join(root, 'chain');
    const engine = await ChainEngine.open({ dir, slotMs: 50, snapshotEveryMs: 3_600_000 });
    engines.push(engine);
    const sender = signer();
    engine.airdrop(sender.publicKey, 1_000n * BigInt(LAMPORTS_PER_SOL));
    const recipients = Array.from({ length: ACCOUNTS }, () => randomBytes(32));
    const signatures: string[] = [];
    for (let i = 0; i < ACCOUNTS; i += PER_TX) {
      signatures.push(engine.submit(payMany(sender, recipients.slice(i, i + PER_TX), RENT_EXEMPT, engine.latestBlockhash().blockhash)));
    }
    const payer = Keypair.generate();
    const emptied = Keypair.generate();
    engine.airdrop(payer.publicKey.toBytes(), 10n * BigInt(LAMPORTS_PER_SOL));
    engine.airdrop(emptied.publicKey.toBytes(), BigInt(LAMPORTS_PER_SOL));
    signatures.push(
      sendV0(engine, emptied, [
        SystemProgram.transfer({ fromPubkey: emptied.publicKey, toPubkey: payer.publicKey, lamports: LAMPORTS_PER_SOL - 5000 }),
      ]),
    );
    const viaTable = Keypair.generate().publicKey;
    const [create, table] = AddressLookupTableProgram.createLookupTable({
      authority: payer.publicKey,
      payer: payer.publicKey,
      recentSlot: engine.slot,
    });
    const extend = AddressLookupTableProgram.extendLookupTable({
      lookupTable: table,
      authority: payer.publicKey,
      payer: payer.publicKey,
      addresses: [viaTable],
    });
    signatures.push(sendV0(engine, payer, [create, extend]));
    await nextSlot(engine); // addresses added to a table are usable from the next slot
    const lookup = new AddressLookupTableAccount({
      key: table,
      state: AddressLookupTableAccount.deserialize(engine.getAccount(table.toBytes())!.data()),
    });
    signatures.push(
      sendV0(engine, payer, [SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: viaTable, lamports: 7_777_777 })], [lookup]),
    );
    await confirmed(engine, signatures);
    expect(engine.getAccount(emptied.publicKey.toBytes())).toBeNull();

    // When the periodic snapshot runs
    const snapshot = await engine.snapshot();

    // Then it holds every account the transactions wrote (LiteSVM's own serialisation fails at this size)
    expect(snapshot).not.toBeNull();
    expect(snapshot!.accounts).toBeGreaterThan(ACCOUNTS);
    expect(readdirSync(dir)).toContain(`snapshot-${snapshot!.ledgerOffset}.bin`);

    // Given two more confirmed transactions after the snapshot (the ledger tail)
    const newcomer = randomBytes(32);
    const tailBytes = [
      payMany(sender, [newcomer], RENT_EXEMPT, engine.latestBlockhash().blockhash),
      payMany(sender, [recipients[0]!], 1_000n, engine.latestBlockhash().blockhash),
    ];
    const tail = tailBytes.map((bytes) => engine.submit(bytes));
    await confirmed(engine, tail);

    // When the chain crashes right there and starts again on what is on disk
    const crashed = join(root, 'crashed');
    cpSync(dir, crashed, { recursive: true });
    const restarted = await ChainEngine.open({ dir: crashed, slotMs: 50, snapshotEveryMs: 3_600_000 });
    engines.push(restarted);

    // Then it loaded the snapshot and executed only the two tail records again
    expect(restarted.startStats).toMatchObject({
      snapshotOffset: snapshot!.ledgerOffset,
      snapshotAccounts: snapshot!.accounts,
      replayedRecords: 2,
      historyIndexOffset: snapshot!.ledgerOffset,
      indexedFromLedger: 2,
      indexedFromSaved: signatures.length + 3, // + 3 airdrops
    });
    expect(restarted.startStats.ledgerRecords).toBeGreaterThan(ACCOUNTS / PER_TX);

    // And every balance is there, the emptied account is gone, the table-paid account is paid
    const wrong = recipients.filter((address, i) => restarted.getBalance(address) !== RENT_EXEMPT + (i === 0 ? 1_000n : 0n));
    expect(wrong).toHaveLength(0);
    expect(restarted.getBalance(newcomer)).toBe(RENT_EXEMPT);
    expect(restarted.getBalance(sender.publicKey)).toBe(engine.getBalance(sender.publicKey));
    expect(restarted.getAccount(emptied.publicKey.toBytes())).toBeNull();
    expect(restarted.getBalance(viaTable.toBytes())).toBe(7_777_777n);
    expect(restarted.getBalance(payer.publicKey.toBytes())).toBe(engine.getBalance(payer.publicKey.toBytes()));

    // And old signatures are known, duplicates are refused and new transactions work
    expect(restarted.status(tail[1]!)?.err).toBeNull();
    expect(() => restarted.submit(tailBytes[0]!)).toThrow('This transaction has already been processed');
    const fresh = restarted.submit(payMany(sender, [newcomer], 5n, restarted.latestBlockhash().blockhash));
    await confirmed(restarted, [fresh]);
    expect(restarted.getBalance(newcomer)).toBe(RENT_EXEMPT + 5n);
  });
});
