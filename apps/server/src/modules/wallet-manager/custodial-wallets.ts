/**
 * Custodial wallets (DESIGN.md 5): the admin wallet (index 0) and generated wallets 1..300 of a
 * user. A seed is made here, sealed at once with the key vault (bound to its address) and opened
 * again only by the key source, while the transaction core signs. No method returns a seed.
 */
import { and, asc, count, eq, gt } from 'drizzle-orm';
import { LIMITS, type PageQuery, type WalletList, type WalletRef } from '@toolkit/shared';
import type { FastifyInstance } from 'fastify';
import { custodialWallets } from '../../db/schema.ts';
import { generateSeed } from '../../lib/ed25519.ts';
import { AppError } from '../../lib/errors.ts';
import { numberKeyset, pageOf } from '../../lib/pagination.ts';

export const ADMIN_INDEX = 0;
const sealContext = (address: string) => `custodial-wallet:${address}`;
const allocationLock = (userId: string) => `wallets-allocate:${userId}`;

export function createWalletService(app: FastifyInstance) {
  const { db, keyVault } = app;

  const newRow = (userId: string, index: number) => {
    const { seed, address } = generateSeed();
    try {
      return { userId, index, address, sealedSeed: keyVault.seal(seed, sealContext(address)) };
    } finally {
      seed.fill(0);
    }
  };

  async function ensureAdminWallet(userId: string): Promise<{ address: string }> {
    const [existing] = await db
      .select({ address: custodialWallets.address })
      .from(custodialWallets)
      .where(and(eq(custodialWallets.userId, userId), eq(custodialWallets.index, ADMIN_INDEX)));
    if (existing) return existing;
    // Two first requests at once: the unique (user, index) keeps one; both answer it.
    await db.insert(custodialWallets).values(newRow(userId, ADMIN_INDEX)).onConflictDoNothing();
    const [row] = await db
      .select({ address: custodialWallets.address })
      .from(custodialWallets)
      .where(and(eq(custodialWallets.userId, userId), eq(custodialWallets.index, ADMIN_INDEX)));
    return row!;
  }

  async function generatedCount(userId: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(custodialWallets)
      .where(and(eq(custodialWallets.userId, userId), gt(custodialWallets.index, ADMIN_INDEX)));
    return Number(row?.n ?? 0);
  }

  return {
    ensureAdminWallet,

    /** Generates `count` wallets numbered after the user's last one; refuses past the allowance. */
    async generate(userId: string, requested: number): Promise<{ wallets: WalletRef[]; remaining: number }> {
      await ensureAdminWallet(userId);
      return app.locks.withLock(allocationLock(userId), async () => {
        const have = await generatedCount(userId);
        const remaining = LIMITS.generatedWallets - have;
        if (requested > remaining) throw new AppError('WALLET_ALLOWANCE_EXCEEDED');
        const rows = Array.from({ length: requested }, (_, i) => newRow(userId, have + i + 1));
        const inserted = await db
          .insert(custodialWallets)
          .values(rows)
          .returning({ address: custodialWallets.address, index: custodialWallets.index });
        inserted.sort((a, b) => a.index - b.index);
        return { wallets: inserted, remaining: remaining - requested };
      });
    },

    /** The admin wallet and a page of generated wallets by number; `count` is all of them. */
    async list(userId: string, page: PageQuery): Promise<{ data: WalletList; nextCursor: string | null }> {
      const adminWallet = await ensureAdminWallet(userId);
      const keyset = numberKeyset(page.cursor);
      const rows = await db
        .select({ address: custodialWallets.address, index: custodialWallets.index })
        .from(custodialWallets)
        .where(and(eq(custodialWallets.userId, userId), gt(custodialWallets.index, keyset.after ?? ADMIN_INDEX)))
        .orderBy(asc(custodialWallets.index))
        .limit(page.limit + 1);
      const { items, nextCursor } = pageOf(
        rows,
        page.limit,
        (r) => keyset.positionOf(r.index),
        (r) => r,
      );
      const have = await generatedCount(userId);
      return { data: { adminWallet, wallets: items, count: have, remaining: LIMITS.generatedWallets - have }, nextCursor };
    },

    /** Every custodial wallet of the user (admin first), by address. */
    async walletsOf(userId: string): Promise<Map<string, number>> {
      await ensureAdminWallet(userId);
      const rows = await db
        .select({ address: custodialWallets.address, index: custodialWallets.index })
        .from(custodialWallets)
        .where(eq(custodialWallets.userId, userId))
        .orderBy(asc(custodialWallets.index));
      return new Map(rows.map((r) => [r.address, r.index]));
    },

    /** The key source for the transaction core: this user's seed for `address`, or null. */
    async seedFor(address: string, userId: string): Promise<Uint8Array | null> {
      const [row] = await db
        .select({ sealedSeed: custodialWallets.sealedSeed })
        .from(custodialWallets)
        .where(and(eq(custodialWallets.address, address), eq(custodialWallets.userId, userId)));
      return row ? keyVault.open(row.sealedSeed, sealContext(address)) : null;
    },

    assertOwnUser(userId: string, paramUserId: string) {
      if (userId !== paramUserId) throw new AppError('WALLET_NOT_YOUR_USER');
    },
  };
}
export type WalletService = ReturnType<typeof createWalletService>;
