/** The pools table: what the chain cannot tell (sealed authority key, fee tier, start time, creator). */
import { and, eq, inArray } from 'drizzle-orm';
import type { PageQuery } from '@toolkit/shared';
import type { Db } from '../../../db/index.ts';
import { pools, users } from '../../../db/schema.ts';
import { creationKeyset, pageOf, type Page } from '../../../lib/pagination.ts';

export type PoolRow = typeof pools.$inferSelect;
export type NewPoolRow = typeof pools.$inferInsert;

/** Bound into the sealed key, so a key copied onto another pool's row does not open. */
export const poolKeyContext = (address: string) => `pool-authority:${address}`;

/**
 * Active pools by address, per database: what a row says about an active pool (keys, vaults,
 * mints, fee, start time) never changes, and an active pool is never removed, so every swap need
 * not read it again. The settled reserves on the row do change: they are read only by the
 * sequencer, from the database.
 */
const activeRows = new WeakMap<Db, Map<string, PoolRow>>();

export function createPoolStore(db: Db) {
  let active = activeRows.get(db);
  if (!active) activeRows.set(db, (active = new Map()));
  const known = active;
  async function byAddress(address: string): Promise<PoolRow | null> {
    const [row] = await db.select().from(pools).where(eq(pools.address, address));
    if (row?.status === 'active') known.set(address, row);
    return row ?? null;
  }
  return {
    byAddress,
    /** The row of an active pool (its unchanging facts, see activeRows), else as byAddress. */
    async knownByAddress(address: string): Promise<PoolRow | null> {
      return known.get(address) ?? byAddress(address);
    },
    async byId(id: string): Promise<PoolRow | null> {
      const [row] = await db.select().from(pools).where(eq(pools.id, id));
      return row ?? null;
    },
    /** Every pool row of a pair: at most one active, and any number of pending creations. */
    async byPair(rpcUrl: string, pairKey: string): Promise<PoolRow[]> {
      return db
        .select()
        .from(pools)
        .where(and(eq(pools.rpcUrl, rpcUrl), eq(pools.pairKey, pairKey)));
    },
    async insert(values: NewPoolRow): Promise<PoolRow | null> {
      const [row] = await db.insert(pools).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },
    async remove(id: string): Promise<void> {
      await db.delete(pools).where(eq(pools.id, id));
    },
    async activate(address: string): Promise<void> {
      await db.update(pools).set({ status: 'active' }).where(eq(pools.address, address));
    },
    /** Stops the pool for good (wound down): its row is no longer active, here nor in any instance's next decision. */
    async close(id: string): Promise<void> {
      const [row] = await db.update(pools).set({ status: 'closed' }).where(eq(pools.id, id)).returning({ address: pools.address });
      if (row) known.delete(row.address);
    },
    async active(rpcUrl: string, userId?: string): Promise<PoolRow[]> {
      const where = [eq(pools.rpcUrl, rpcUrl), eq(pools.status, 'active')];
      if (userId) where.push(eq(pools.userId, userId));
      return db
        .select()
        .from(pools)
        .where(and(...where))
        .orderBy(pools.createdAt);
    },
    /** A page of `active`, oldest first. */
    async activePage(rpcUrl: string, page: PageQuery, userId?: string): Promise<Page<PoolRow>> {
      const keyset = creationKeyset(pools, 'asc', page.cursor);
      const rows = await db
        .select({ row: pools, position: keyset.position })
        .from(pools)
        .where(and(eq(pools.rpcUrl, rpcUrl), eq(pools.status, 'active'), userId ? eq(pools.userId, userId) : undefined, keyset.after))
        .orderBy(...keyset.orderBy)
        .limit(page.limit + 1);
      return pageOf(
        rows,
        page.limit,
        (r) => r.position,
        (r) => r.row,
      );
    },
    async creators(ids: string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db.select({ id: users.id, address: users.phantomAddress }).from(users).where(inArray(users.id, ids));
      return new Map(rows.map((r) => [r.id, r.address]));
    },
  };
}
export type PoolStore = ReturnType<typeof createPoolStore>;
