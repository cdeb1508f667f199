/**
 * The indexer on a cluster other than the local one (a custom RPC, here another address of the
 * same local chain): it indexes only the pools of mints someone looked at, and after a restart
 * the pools it has a cursor for, resuming where it stopped.
 */
import { NATIVE_MINT } from '@toolkit/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { poolTrades } from '../../db/schema.ts';
import { createTestToken } from '../../../test/chain-kit.ts';
import { airdrop, createTestWallet, testDatabases, useChainApp } from '../../../test/helpers.ts';
import { programPools } from '../../../test/program-pool-kit.ts';
import { createTradeIndexer } from './index.ts';

const SOL = 1_000_000_000n;

describe.each(testDatabases())('trades indexed on a remote cluster on $name', (database) => {
  const world = useChainApp(database, { allowCustomRpc: true, allowPrivateRpc: true });

  it('Given two pooled tokens on a custom RPC, when only the first was looked at, then only its pool is indexed, and a restarted indexer resumes it from its cursor', async () => {
    const local = world.chain.rpcUrl;
    // The same chain under another name: a cluster the server does not run.
    const custom = local.replace('127.0.0.1', 'localhost');
    const choice = { network: 'custom' as const, rpcUrl: custom, isMainnet: false };
    const alice = createTestWallet();
    await airdrop(local, alice.address, 30n * SOL);
    const pools = programPools(local);
    const [watched, other] = await Promise.all([createTestToken(local, alice, 6, 10n ** 13n), createTestToken(local, alice, 6, 10n ** 13n)]);
    const watchedPool = await pools.openSolPool(alice, watched, 10n ** 12n, 5n * SOL);
    const otherPool = await pools.openSolPool(alice, other, 10n ** 12n, 5n * SOL);
    const first = await pools.swapIn(alice, watchedPool, NATIVE_MINT, SOL / 10n);
    await pools.swapIn(alice, otherPool, NATIVE_MINT, SOL / 10n);

    const indexer = createTradeIndexer(world.t.app);
    indexer.watch(choice, watched);
    await indexer.run();
    const indexed = () =>
      world.t.app.db
        .select({ pool: poolTrades.pool, signature: poolTrades.signature })
        .from(poolTrades)
        .where(and(eq(poolTrades.rpcUrl, custom)));
    expect(await indexed()).toEqual([{ pool: watchedPool, signature: first.signature }]);

    await indexer.stop();
    const second = await pools.swapIn(alice, watchedPool, watched, 1_000_000n);
    const restarted = createTradeIndexer(world.t.app);
    restarted.watch(choice);
    await restarted.run();
    expect(await indexed()).toEqual([
      { pool: watchedPool, signature: first.signature },
      { pool: watchedPool, signature: second.signature },
    ]);
  });
});
