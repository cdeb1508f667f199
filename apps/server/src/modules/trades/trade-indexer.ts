/**
 * The trades indexer: every ~second on the local chain (every 15 s on a remote one) it finds the
 * AMM program's pools and records each one's new swaps from its transactions (pool-history.ts), so
 * a swap sent by any client shows within seconds. On the local chain it indexes every pool; on
 * devnet, mainnet or a custom RPC, whose programs hold thousands of pools, only the pools of mints
 * the app was asked about (a token page read), reading at most the latest 1,000 transactions of a
 * pool it sees the first time, and after a restart the pools it already has a cursor for.
 *
 * On the local chain one getSignaturesForAddress of the program itself says whether anything
 * happened since the last pass: an idle chain costs one call a second.
 */
import type { Rpc, Signature, SolanaRpcApi } from '@solana/kit';
import { findCpmmPools, readCpmmPools, type CpmmPoolSnapshot } from '@toolkit/chain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { poolTradeCursors } from '../../db/schema.ts';
import { createKeyedMutex } from '../../lib/keyed-mutex.ts';
import type { ClusterChoice } from '../../plugins/rpc.ts';
import { clusterVenue } from './cluster-venue.ts';
import { indexPoolHistory } from './pool-history.ts';
import type { IndexedPool } from './trade-rows.ts';

export const LOCAL_PASS_MS = 1_000;
export const REMOTE_PASS_MS = 15_000;
/** A cluster other than the server's own is indexed while someone looked at it within this time. */
const WATCH_MS = 3_600_000;
/** On a remote cluster, how far back a pool seen the first time is read. */
const REMOTE_FIRST_DEPTH = 1_000;

export interface TradeIndexer {
  /** One pass over every cluster now (after the pass under way, if any); answers the trades recorded. */
  run(): Promise<number>;
  /**
   * On the local chain, reads `pool`'s new transactions now (a page about to show its trades sees
   * a swap that just landed without waiting for the next pass); elsewhere the passes do.
   */
  catchUp(choice: ClusterChoice, pool: CpmmPoolSnapshot): Promise<void>;
  /** Index `choice`'s cluster from now on, and on a remote cluster the pools of `mint`. */
  watch(choice: ClusterChoice, mint?: string): void;
  /** Polls in the background until stopped (the server starts it once it listens). */
  start(): void;
  stop(): Promise<void>;
}

interface WatchedCluster {
  choice: ClusterChoice;
  mints: Set<string>;
  /** Remote clusters: the pools found for the mints, and those resumed from their cursors. */
  pools: Set<string>;
  resumed: boolean;
  lastPass: number;
  lastAsked: number;
  /** Local chain: the program's newest signature at the last pass that found nothing to do. */
  programTip: Signature | null;
}

export function createTradeIndexer(app: FastifyInstance): TradeIndexer {
  const clusters = new Map<string, WatchedCluster>();
  /** Pools' mints and vaults never change: read once per cluster. */
  const known = new Map<string, IndexedPool>();
  let running: Promise<number> | null = null;
  // One reader of a pool's history at a time (a pass and a page's catch-up), so its cursor only moves forward.
  const onePool = createKeyedMutex();
  let timer: NodeJS.Timeout | null = null;

  function watched(choice: ClusterChoice): WatchedCluster {
    let c = clusters.get(choice.rpcUrl);
    if (!c) {
      c = { choice, mints: new Set(), pools: new Set(), resumed: false, lastPass: 0, lastAsked: 0, programTip: null };
      clusters.set(choice.rpcUrl, c);
    }
    c.lastAsked = Date.now();
    return c;
  }

  async function poolsToIndex(c: WatchedCluster, rpc: Rpc<SolanaRpcApi>, programAddress: string): Promise<string[]> {
    if (c.choice.network === 'local') return findCpmmPools(rpc, programAddress as never);
    if (!c.resumed) {
      const rows = await app.db.select({ pool: poolTradeCursors.pool }).from(poolTradeCursors).where(eq(poolTradeCursors.rpcUrl, c.choice.rpcUrl));
      for (const r of rows) c.pools.add(r.pool);
      c.resumed = true;
    }
    for (const mint of c.mints) for (const pool of await findCpmmPools(rpc, programAddress as never, mint)) c.pools.add(pool);
    c.mints.clear();
    return [...c.pools];
  }

  async function indexCluster(c: WatchedCluster): Promise<number> {
    const { choice } = c;
    const local = choice.network === 'local';
    const rpc = app.clusters.rpcAt(choice.rpcUrl);
    const venue = await clusterVenue(rpc, choice);
    let tip: Signature | null = null;
    if (local) {
      const [newest] = await rpc.getSignaturesForAddress(venue.programAddress, { limit: 1, commitment: 'confirmed' }).send();
      tip = newest?.signature ?? null;
      if (tip === c.programTip) return 0;
    }
    const addresses = await poolsToIndex(c, rpc, venue.programAddress);
    const unknown = addresses.filter((a) => !known.has(`${choice.rpcUrl} ${a}`));
    if (unknown.length) {
      const snapshots = await readCpmmPools(rpc, venue, unknown);
      for (const s of snapshots) if (s) known.set(`${choice.rpcUrl} ${s.address}`, indexedPool(s));
    }
    let recorded = 0;
    for (const address of addresses) {
      const pool = known.get(`${choice.rpcUrl} ${address}`);
      if (!pool) continue;
      recorded += await onePool(`${choice.rpcUrl} ${address}`, () =>
        indexPoolHistory(app.db, rpc, choice.rpcUrl, venue.programAddress, pool, {
          commitment: local ? 'confirmed' : 'finalized',
          firstDepth: local ? undefined : REMOTE_FIRST_DEPTH,
        }),
      );
    }
    // Only once every pool is read up to it: a pass cut short by an error reads them all again.
    c.programTip = tip;
    return recorded;
  }

  async function pass(): Promise<number> {
    const own = watched(app.clusters.defaultChoice());
    let recorded = 0;
    for (const c of clusters.values()) {
      // A user's custom RPC nobody looks at any more is left alone (its cursors stay for when someone does).
      if (c !== own && Date.now() - c.lastAsked > WATCH_MS) {
        clusters.delete(c.choice.rpcUrl);
        continue;
      }
      const every = c.choice.network === 'local' ? 0 : REMOTE_PASS_MS;
      if (Date.now() - c.lastPass < every) continue;
      try {
        recorded += await indexCluster(c);
        c.lastPass = Date.now();
      } catch (e) {
        c.lastPass = Date.now();
        app.log.warn({ message: e instanceof Error ? e.message : String(e), rpcUrl: c.choice.network }, 'trade indexing failed');
      }
    }
    return recorded;
  }

  const indexer: TradeIndexer = {
    async run() {
      while (running) await running.catch(() => {});
      running = pass().finally(() => {
        running = null;
      });
      return running;
    },
    async catchUp(choice, snapshot) {
      if (choice.network !== 'local') return;
      const key = `${choice.rpcUrl} ${snapshot.address}`;
      const pool = indexedPool(snapshot);
      known.set(key, pool);
      const rpc = app.clusters.rpcAt(choice.rpcUrl);
      await onePool(key, () => indexPoolHistory(app.db, rpc, choice.rpcUrl, snapshot.programAddress, pool, { commitment: 'confirmed' }));
    },
    watch(choice, mint) {
      const c = watched(choice);
      if (mint && choice.network !== 'local') c.mints.add(mint);
    },
    start() {
      if (timer) return;
      timer = setInterval(() => {
        if (!running) void indexer.run().catch(() => {});
      }, LOCAL_PASS_MS);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running?.catch(() => {});
    },
  };
  return indexer;
}

function indexedPool(s: CpmmPoolSnapshot): IndexedPool {
  return {
    address: s.address,
    token0Mint: s.state.token0Mint,
    token1Mint: s.state.token1Mint,
    token0Vault: s.state.token0Vault,
    token1Vault: s.state.token1Vault,
    tradeFeeRate: s.rates.tradeFeeRate,
  };
}
