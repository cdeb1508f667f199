/**
 * Pool figures for the pool list and the dashboards: liquidity from the vaults on chain; volume,
 * fees and APR over the last 24 hours from the swaps recorded after confirmation. Figures are in
 * the pool's value token (SOL when one side is SOL, else the quote token) and in rupees when that
 * is SOL (SOL price from configuration, 85 rupees per dollar as the spec says).
 */
import type { Rpc, SolanaRpcApi } from '@solana/kit';
import { NATIVE_MINT, spotPrice, type PoolStats, type PriceEntry } from '@toolkit/shared';
import { and, gte, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { poolSwaps } from '../../db/schema.ts';
import type { PoolReader } from './pool-reader.ts';
import { readPoolStates, type PoolState } from './pool-state.ts';
import type { PoolRow } from './pool-store.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export function solPriceInr(app: FastifyInstance): number {
  return app.config.solPriceUsd * app.config.usdInr;
}

const toInr = (lamports: bigint, priceInr: number) => (Number(lamports) / 1e9) * priceInr;

/** The side whose units the figures use: SOL if present, else the quote token. */
const valueSide = (row: PoolRow): 'base' | 'quote' => (row.baseMint === NATIVE_MINT ? 'base' : 'quote');

export async function poolStats(app: FastifyInstance, pools: PoolReader, rows: PoolRow[], rpc: Rpc<SolanaRpcApi>): Promise<PoolStats[]> {
  if (rows.length === 0) return [];
  const states = await readPoolStates(rpc, rows);
  const since = new Date(Date.now() - DAY_MS);
  const swaps = await app.db
    .select()
    .from(poolSwaps)
    .where(
      and(
        inArray(
          poolSwaps.poolId,
          rows.map((r) => r.id),
        ),
        gte(poolSwaps.createdAt, since),
      ),
    );
  const priceInr = solPriceInr(app);

  return Promise.all(
    rows.map(async (row, i) => {
      const state: PoolState | null = states[i] ?? null;
      const side = valueSide(row);
      const reserve = state ? (side === 'base' ? state.baseReserve : state.quoteReserve) : 0n;
      const liquidity = 2n * reserve;
      let volume = 0n;
      let count = 0;
      for (const s of swaps) {
        if (s.poolId !== row.id) continue;
        count++;
        // The value side's amount of each swap: what went in if the trader paid with it, else what came out.
        const valueIsInput = (s.direction === 'xy') === (side === 'base');
        volume += BigInt(valueIsInput ? s.amountIn : s.amountOut);
      }
      const fees = (volume * BigInt(row.feeBps)) / 10_000n;
      const apr = liquidity > 0n ? (Number(fees) / Number(liquidity)) * 365 * 100 : 0;
      const valueMint = side === 'base' ? row.baseMint : row.quoteMint;
      const inr = valueMint === NATIVE_MINT;
      return {
        ...(await pools.view(row, rpc, state)),
        valueMint,
        liquidity: liquidity.toString(),
        volume24h: volume.toString(),
        fees24h: fees.toString(),
        apr24h: apr,
        liquidityInr: inr ? toInr(liquidity, priceInr) : null,
        volume24hInr: inr ? toInr(volume, priceInr) : null,
        fees24hInr: inr ? toInr(fees, priceInr) : null,
        swaps24h: count,
      };
    }),
  );
}

/** Up to 12 significant digits, no exponent for ordinary prices. */
const priceText = (n: number) => (n === 0 ? '0' : Number(n.toPrecision(12)).toString());

/**
 * Each mint's price in SOL from its deepest SOL pool, in rupees, and the rupee value of all its
 * SOL pools' liquidity. Mints without a SOL pool have no price (null), not a made-up one.
 */
export async function mintPrices(
  app: FastifyInstance,
  rows: PoolRow[],
  rpc: Rpc<SolanaRpcApi>,
  mints: string[],
): Promise<Record<string, PriceEntry>> {
  const priceInr = solPriceInr(app);
  const solPools = rows.filter(
    (r) => (r.baseMint === NATIVE_MINT) !== (r.quoteMint === NATIVE_MINT) && (mints.includes(r.baseMint) || mints.includes(r.quoteMint)),
  );
  const states = await readPoolStates(rpc, solPools);
  const out: Record<string, PriceEntry> = {};
  for (const mint of mints) {
    if (mint === NATIVE_MINT) {
      out[mint] = { priceSol: '1', priceInr, liquidityInr: null };
      continue;
    }
    let best: { sol: bigint; price: number } | null = null;
    let liquidity = 0n;
    solPools.forEach((row, i) => {
      const state = states[i];
      if (!state || (row.baseMint !== mint && row.quoteMint !== mint)) return;
      const tokenIsBase = row.baseMint === mint;
      const sol = tokenIsBase ? state.quoteReserve : state.baseReserve;
      const price = tokenIsBase
        ? spotPrice(state.baseReserve, state.quoteReserve, row.baseDecimals, row.quoteDecimals)
        : spotPrice(state.quoteReserve, state.baseReserve, row.quoteDecimals, row.baseDecimals);
      liquidity += 2n * sol;
      if (!best || sol > best.sol) best = { sol, price };
    });
    const found = best as { sol: bigint; price: number } | null;
    out[mint] = found
      ? { priceSol: priceText(found.price), priceInr: found.price * priceInr, liquidityInr: toInr(liquidity, priceInr) }
      : { priceSol: null, priceInr: null, liquidityInr: null };
  }
  return out;
}
