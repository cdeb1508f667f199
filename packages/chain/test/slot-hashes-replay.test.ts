/**
 * The SlotHashes sysvar across a restart from a snapshot plus the ledger tail: a lookup table
 * created with a then-recent slot must be created again, identically, when its record is replayed
 * long after that slot left the 512-slot window. The engine runs in-process with fast slots so the
 * window rolls over in about a second; the crash is a copy of the data directory taken while the
 * first engine is still running (as in durability-snapshot.test.ts).
 */
import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AddressLookupTableAccount, AddressLookupTableProgram, Keypair, SystemProgram } from '@solana/web3.js';
import { ChainEngine, TransactionRejected } from '../src/engine/chain-engine.js';
import { SLOT_HASHES_MAX_ENTRIES } from '../src/engine/slot-hashes.js';
import { useEngineFolder, sendV0, confirmed } from './engine-kit.js';

const { root, engines } = useEngineFolder('chain-slot-hashes-');
const quiet = { info() {}, warn: (m: string) => warnings.push(m), error: console.error };
const warnings: string[] = [];

const slotReached = (engine: ChainEngine, slot: number) =>
  new Promise<void>((resolve) => {
    if (engine.slot >= slot) return resolve();
    const stop = engine.onSlot((current) => {
      if (current < slot) return;
      stop();
      resolve();
    });
  });

describe('SlotHashes across snapshot + ledger replay', () => {
  it('Given a lookup table created after the snapshot with a slot that has since left the 512-slot window, when the chain replays the ledger, then the table records give what they gave the first time', async () => {
    // Given a running chain with fast slots and a funded payer, snapshotted
    const engine = await ChainEngine.open({ dir: join(root, 'live'), slotMs: 2, snapshotEveryMs: 3_600_000, logger: quiet });
    engines.push(engine);
    const payer = Keypair.generate();
    await confirmed(engine, [engine.airdrop(payer.publicKey.toBytes(), 10_000_000_000n)]);
    expect(await engine.snapshot()).not.toBeNull();

    // And, after the snapshot, a table created with the current slot, extended, and used from the next slot
    const recentSlot = engine.slot;
    const addresses = Array.from({ length: 3 }, () => Keypair.generate().publicKey);
    const [create, table] = AddressLookupTableProgram.createLookupTable({ authority: payer.publicKey, payer: payer.publicKey, recentSlot });
    const extend = AddressLookupTableProgram.extendLookupTable({ lookupTable: table, authority: payer.publicKey, payer: payer.publicKey, addresses });
    const signatures = [sendV0(engine, payer, [create, extend])];
    await slotReached(engine, engine.slot + 1);
    const lookup = new AddressLookupTableAccount({
      key: table,
      state: AddressLookupTableAccount.deserialize(engine.getAccount(table.toBytes())!.data()),
    });
    signatures.push(
      sendV0(
        engine,
        payer,
        addresses.map((to) => SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: to, lamports: 5_000_000 })),
        [lookup],
      ),
    );
    await confirmed(engine, signatures);

    // When the slot has left the window (a new table with it is refused, as on a validator)...
    await slotReached(engine, recentSlot + SLOT_HASHES_MAX_ENTRIES + 1);
    const late = Keypair.generate();
    await confirmed(engine, [engine.airdrop(late.publicKey.toBytes(), 1_000_000_000n)]);
    const [stale] = AddressLookupTableProgram.createLookupTable({ authority: late.publicKey, payer: late.publicKey, recentSlot });
    let refusal: unknown;
    try {
      sendV0(engine, late, [stale]);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(TransactionRejected);
    expect((refusal as TransactionRejected).logs.join('\n')).toContain(`${recentSlot} is not a recent slot`);

    // ...and the chain crashes and starts again from the snapshot and the ledger tail
    cpSync(join(root, 'live'), join(root, 'crashed'), { recursive: true });
    const restarted = await ChainEngine.open({ dir: join(root, 'crashed'), snapshotEveryMs: 3_600_000, logger: quiet });
    engines.push(restarted);

    // Then the table records were executed again and gave what they gave the first time
    expect(restarted.startStats.snapshotOffset).toBeGreaterThan(0);
    expect(restarted.startStats.replayedRecords).toBeGreaterThanOrEqual(3);
    expect(restarted.startStats.replayMismatches).toBe(0);
    expect(warnings).toEqual([]);
    expect(Buffer.from(restarted.getAccount(table.toBytes())!.data())).toEqual(Buffer.from(engine.getAccount(table.toBytes())!.data()));
    for (const to of addresses) expect(restarted.getBalance(to.toBytes())).toBe(5_000_000n);

    // And the restarted chain's own recent slot creates a table
    const [fresh, freshTable] = AddressLookupTableProgram.createLookupTable({
      authority: late.publicKey,
      payer: late.publicKey,
      recentSlot: restarted.slot,
    });
    await confirmed(restarted, [sendV0(restarted, late, [fresh])]);
    expect(restarted.getAccount(freshTable.toBytes())?.owner()).toEqual(AddressLookupTableProgram.programId.toBytes());
  });
});
