/**
 * The token page's LP risk (issue 11.6): of the deepest pool holding a token, the share of its LP
 * burned for good (including the minimum every pool locks at creation) and the share locked, until
 * when. Liquidity a creator can pull at any time is what buyers look for; burned or locked LP
 * cannot be withdrawn (until the lock's date), though pool funds are still held by the server's
 * pool keys (README "Trust model").
 */
import type { Rpc, SolanaRpcApi } from '@solana/kit';
import { LIMITS, type TokenRisk } from '@toolkit/shared';
import { and, eq, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { lpBurns, lpLocks, pools } from '../../db/schema.ts';
import { readPoolStates } from './pool-state.ts';

/** Below this share burned or locked, the pool's liquidity can mostly be pulled: a warning. */
const SAFE_SHARE = 0.5;

const percent = (part: bigint, whole: bigint) => (whole > 0n ? Number((part * 10_000n) / whole) / 100 : 0);

export async function lpRisk(app: FastifyInstance, rpc: Rpc<SolanaRpcApi>, rpcUrl: string, mint: string): Promise<TokenRisk | null> {
  const rows = await app.db
    .select()
    .from(pools)
    .where(and(eq(pools.rpcUrl, rpcUrl), eq(pools.status, 'active'), or(eq(pools.baseMint, mint), eq(pools.quoteMint, mint))));
  if (rows.length === 0) return null;
  const states = await readPoolStates(rpc, rows);
  // The deepest pool: the most of this token in its vault.
  let best = -1;
  let depth = -1n;
  rows.forEach((r, i) => {
    const s = states[i];
    const held = s ? (r.baseMint === mint ? s.baseReserve : s.quoteReserve) : -1n;
    if (held > depth) [best, depth] = [i, held];
  });
  const pool = rows[best]!;
  const supply = states[best]?.lpSupply ?? 0n;
  const [[burned], [locked]] = await Promise.all([
    app.db
      .select({ sum: sql<string | null>`sum(${lpBurns.amount})` })
      .from(lpBurns)
      .where(eq(lpBurns.poolId, pool.id)),
    app.db
      .select({ sum: sql<string | null>`sum(${lpLocks.amount})`, until: sql<string | null>`max(${lpLocks.unlockAt})` })
      .from(lpLocks)
      .where(and(eq(lpLocks.poolId, pool.id), eq(lpLocks.status, 'locked'))),
  ]);
  const burnedUnits = BigInt(burned?.sum ?? '0') + LIMITS.lockedLiquidity;
  const lockedUnits = BigInt(locked?.sum ?? '0');
  // Every LP ever minted: what exists now plus what was burned for good.
  const minted = supply + BigInt(burned?.sum ?? '0');
  const burnedShare = percent(burnedUnits, minted);
  const lockedShare = percent(lockedUnits, minted);
  const until = locked?.until ? ` until ${new Date(locked.until).toISOString().slice(0, 10)}` : '';
  return {
    key: 'lp',
    label: 'LP Burned / Locked',
    value: `${burnedShare.toFixed(2)}% burned, ${lockedShare.toFixed(2)}% locked${lockedUnits > 0n ? until : ''}`,
    warning: burnedShare + lockedShare < SAFE_SHARE * 100,
  };
}
