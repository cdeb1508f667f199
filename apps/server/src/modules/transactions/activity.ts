/**
 * Wallet Activity: the user's transactions as this app recorded them when it built
 * them. Rows the wallet never signed (still 'built') are not activity. A swap shows what it paid
 * in and what reached the wallet (read from the chain once it landed, as the sendAndConfirm
 * answer says); a created token its name.
 */
import { formatAmount, type ActivityItem } from '@toolkit/shared';
import { and, desc, eq, inArray, ne, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pendingTransactions, pools, poolSwaps } from '../../db/schema.ts';

const DEFAULT_LIMIT = 50;
/**
 * Payments of server-held pools of earlier versions (price improvements, top-ups) belonged to the
 * user's own line; a retired pool's payouts to its LP holders are the pool's, not its creator's,
 * under whose name they are recorded.
 */
const FOLDED_INTO_SWAP = ['pool.improvement', 'pool.topup', 'pool.wind-down'];

export async function listActivity(db: Db, userId: string, limit = DEFAULT_LIMIT): Promise<ActivityItem[]> {
  const rows = await db
    .select()
    .from(pendingTransactions)
    .where(
      and(eq(pendingTransactions.userId, userId), ne(pendingTransactions.status, 'built'), notInArray(pendingTransactions.kind, FOLDED_INTO_SWAP)),
    )
    .orderBy(desc(pendingTransactions.createdAt))
    .limit(limit);

  const poolAddresses = [...new Set(rows.filter((r) => r.kind === 'pool.swap').map((r) => String(r.context.pool)))];
  const decimals = new Map(
    poolAddresses.length === 0
      ? []
      : (
          await db
            .select({ address: pools.address, base: pools.baseDecimals, quote: pools.quoteDecimals })
            .from(pools)
            .where(inArray(pools.address, poolAddresses))
        ).map((p) => [p.address, p]),
  );

  // A server-held pool's swap of an earlier version, recorded once it landed and was paid, says what reached the wallet.
  const swapSignatures = rows.flatMap((r) => (r.kind === 'pool.swap' && r.signature ? [r.signature] : []));
  const recorded = new Map(
    swapSignatures.length === 0
      ? []
      : (
          await db
            .select({ signature: poolSwaps.signature, amountOut: poolSwaps.amountOut })
            .from(poolSwaps)
            .where(inArray(poolSwaps.signature, swapSignatures))
        ).map((s) => [s.signature, BigInt(s.amountOut)]),
  );

  const amountOf = (row: (typeof rows)[number]): string | null => {
    const c = row.context;
    if (row.kind === 'pool.swap' && typeof c.inputDecimals === 'number' && typeof c.outputDecimals === 'number') {
      // A swap on a program pool: what reached the wallet as read from the chain once it landed (swap-kind.ts), its guaranteed minimum until then.
      const out =
        typeof c.received === 'string'
          ? formatAmount(BigInt(c.received), c.outputDecimals)
          : `≥ ${formatAmount(BigInt(String(c.minimumReceived)), c.outputDecimals)}`;
      return `${formatAmount(BigInt(String(c.amountIn)), c.inputDecimals)} → ${out}`;
    }
    if (row.kind === 'pool.swap') {
      const pool = decimals.get(String(c.pool));
      if (!pool) return null;
      const [inDecimals, outDecimals] = c.direction === 'xy' ? [pool.base, pool.quote] : [pool.quote, pool.base];
      const out = (row.signature ? recorded.get(row.signature) : undefined) ?? BigInt(String(c.quotedOut));
      return `${formatAmount(BigInt(String(c.amountIn)), inDecimals)} → ${formatAmount(out, outDecimals)}`;
    }
    if (row.kind === 'token.create' && typeof c.name === 'string') return `${c.name} (${String(c.symbol)})`;
    return null;
  };

  return rows.map((row) => ({
    kind: row.kind,
    status: row.status,
    signature: row.signature,
    amount: amountOf(row),
    createdAt: row.createdAt.toISOString(),
  }));
}
