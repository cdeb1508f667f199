/**
 * The pool a token's trading page shows: its deepest SOL pool (most SOL in the vault), else the
 * pool holding most of the token, among the active pools on the caller's network.
 */
import type { Rpc, SolanaRpcApi } from '@solana/kit';
import { NATIVE_MINT } from '@toolkit/shared';
import { readPoolState, type PoolRow } from '../legacy-pools/pool/index.ts';
import type { PoolReader } from './legacy-pool-reader.ts';
import type { TokenSide } from './token-side.ts';

/** The active pools on `rpcUrl` that hold `mint` on either side. */
export async function poolsOfMint(pools: PoolReader, rpcUrl: string, mint: string): Promise<PoolRow[]> {
  return (await pools.store.active(rpcUrl)).filter((r) => r.baseMint === mint || r.quoteMint === mint);
}

/** The active pools on `rpcUrl` whose LP token is `mint`. */
export async function poolsOfLpMint(pools: PoolReader, rpcUrl: string, mint: string): Promise<PoolRow[]> {
  return (await pools.store.active(rpcUrl)).filter((r) => r.lpMint === mint);
}

/** Among `rows` (pools holding `mint`), the one its page shows. */
export async function mainPool(rpc: Rpc<SolanaRpcApi>, rows: PoolRow[], mint: string): Promise<TokenSide | null> {
  if (rows.length === 0) return null;
  const ranked = await Promise.all(
    rows.map(async (row) => {
      const state = await readPoolState(rpc, row);
      const tokenIsBase = row.baseMint === mint;
      const other = tokenIsBase ? row.quoteMint : row.baseMint;
      const depth = !state
        ? 0n
        : other === NATIVE_MINT
          ? tokenIsBase
            ? state.quoteReserve
            : state.baseReserve
          : tokenIsBase
            ? state.baseReserve
            : state.quoteReserve;
      return { side: { row, tokenIsBase }, sol: other === NATIVE_MINT, depth };
    }),
  );
  ranked.sort((a, b) => Number(b.sol) - Number(a.sol) || (b.depth > a.depth ? 1 : b.depth < a.depth ? -1 : 0));
  return ranked[0]!.side;
}
