/** Names and decimals of a pool's tokens, from the mints on chain (Token-2022 metadata when present). */
import type { GetMultipleAccountsApi, Rpc } from '@solana/kit';
import { readMints } from '@toolkit/chain';
import { NATIVE_MINT, shortenAddress, type PoolTokenInfo } from '@toolkit/shared';

const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';

export const SOL_INFO: PoolTokenInfo = { mint: NATIVE_MINT, symbol: 'SOL', name: 'Solana', decimals: 9, program: TOKEN_PROGRAM };

/** Info for each mint, aligned with `mints`; null where no mint exists. */
export async function readTokenInfos(rpc: Rpc<GetMultipleAccountsApi>, mints: string[]): Promise<Array<PoolTokenInfo | null>> {
  const others = mints.filter((m) => m !== NATIVE_MINT);
  const read = others.length ? await readMints(rpc, others) : [];
  const byMint = new Map(others.map((m, i) => [m, read[i] ?? null]));
  return mints.map((m) => {
    if (m === NATIVE_MINT) return SOL_INFO;
    const info = byMint.get(m);
    if (!info) return null;
    return {
      mint: m,
      symbol: info.metadata?.symbol || shortenAddress(m),
      name: info.metadata?.name || `Token ${shortenAddress(m)}`,
      decimals: info.decimals,
      program: info.programId,
    };
  });
}
