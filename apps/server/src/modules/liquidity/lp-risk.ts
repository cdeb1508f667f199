/**
 * The token page's LP risk: of the deepest pool trading a token, the share of its LP burned for
 * good and the share locked in escrows of the lock program (any client's: escrows are read by the
 * LP mint), with the earliest unlock. The program's state counts every LP unit it minted and not
 * withdrawn (the 100 locked at creation included), the LP mint only those still held, so the
 * difference is what was burned or locked for ever. Liquidity a creator can pull at any time is
 * what buyers look for.
 */
import type { Address, Rpc, SolanaRpcApi } from '@solana/kit';
import { deepestPool, readMint, type CpmmPoolSnapshot } from '@toolkit/chain';
import type { Cluster, TokenRisk } from '@toolkit/shared';
import type { FastifyInstance } from 'fastify';
import { chainSeconds, escrowViews, lockedSums, mintEscrows, shareOf } from '../lock-escrows/index.ts';
import { appSides } from './pool-sides.ts';
import { createProgramPools } from './program-pools.ts';

/** Below this share burned or locked, the pool's liquidity can mostly be pulled: a warning. */
const SAFE_SHARE = 0.5;

const percent = (share: number) => `${(share * 100).toFixed(2)}%`;
const isoAt = (seconds: bigint) => new Date(Number(seconds) * 1000).toISOString();

/** The pool with the most of `mint`, when it has no SOL pool. */
function richestPool(pools: CpmmPoolSnapshot[], mint: string): CpmmPoolSnapshot | null {
  let best: CpmmPoolSnapshot | null = null;
  let held = -1n;
  for (const p of pools) {
    const { base, quote } = appSides(p);
    const amount = base.mint === mint ? base.reserve : quote.reserve;
    if (amount > held) [best, held] = [p, amount];
  }
  return best;
}

export async function lpRisk(
  app: FastifyInstance,
  rpc: Rpc<SolanaRpcApi>,
  rpcUrl: string,
  network: Cluster,
  mint: string,
): Promise<TokenRisk | null> {
  const programPools = createProgramPools(app);
  const where = await programPools.at(network, rpcUrl, rpc);
  const pools = await programPools.all(where, mint);
  const pool = deepestPool(pools, mint as Address) ?? richestPool(pools, mint);
  if (!pool) return null;
  const [lpMint, escrows, now] = await Promise.all([readMint(rpc, pool.state.lpMint), mintEscrows(rpc, pool.state.lpMint), chainSeconds(rpc)]);
  const minted = pool.state.lpSupply;
  const burned = lpMint && minted > lpMint.supply ? minted - lpMint.supply : 0n;
  const burnedShare = shareOf(burned, minted);
  const { locked, nextUnlock } = lockedSums(escrows, now);
  const lockedShare = shareOf(locked, minted);
  const earliestUnlock = locked > 0n && nextUnlock !== null ? isoAt(nextUnlock) : null;
  return {
    key: 'lp',
    label: 'LP Burned / Locked',
    value: `${percent(burnedShare)} burned, ${percent(lockedShare)} locked${earliestUnlock ? ` until ${earliestUnlock.slice(0, 10)}` : ''}`,
    warning: burnedShare + lockedShare < SAFE_SHARE,
    lp: {
      pool: pool.address,
      lpMint: pool.state.lpMint,
      burnedShare,
      lockedShare,
      earliestUnlock,
      locks: await escrowViews(rpc, escrows),
    },
  };
}
