/** Names and decimals of a pool's tokens, from the mints on chain (Token-2022 metadata when present). */
import type { GetEpochInfoApi, GetMultipleAccountsApi, Rpc } from '@solana/kit';
import { readMints, TOKEN_PROGRAM_ADDRESS, type MintInfo } from '@toolkit/chain';
import { NATIVE_MINT, shortenAddress, type PoolTokenInfo, type TransferFeeRate } from '@toolkit/shared';
import { transferFeeRate } from './transfer-fee-rate.ts';
import { poolRefusal, type PoolRefusal } from './poolable-mint.ts';

export const SOL_INFO: PoolTokenInfo = { mint: NATIVE_MINT, symbol: 'SOL', name: 'Solana', decimals: 9, program: TOKEN_PROGRAM_ADDRESS };

/** A token as a pool side: what the UI shows, and why it cannot be pooled (null when it can). */
export interface PoolCandidate {
  info: PoolTokenInfo;
  refusal: PoolRefusal | null;
  /** The transfer fee the token program applies now (null: none). */
  transferFee: TransferFeeRate | null;
  /** The mint as read (null for SOL). */
  mint: MintInfo | null;
}

/**
 * Each mint as a pool side, aligned with `mints`; null where no mint exists. One read of the chain
 * (and of the epoch for a mint whose transfer fee is changing).
 */
export async function readPoolCandidates(rpc: Rpc<GetMultipleAccountsApi & GetEpochInfoApi>, mints: string[]): Promise<Array<PoolCandidate | null>> {
  const others = mints.filter((m) => m !== NATIVE_MINT);
  const read = others.length ? await readMints(rpc, others) : [];
  const byMint = new Map(others.map((m, i) => [m, read[i] ?? null]));
  return Promise.all(
    mints.map(async (m) => {
      if (m === NATIVE_MINT) return { info: SOL_INFO, refusal: null, transferFee: null, mint: null };
      const mint = byMint.get(m);
      if (!mint) return null;
      const fee = await transferFeeRate(rpc, mint.transferFeeConfig);
      return {
        info: {
          mint: m,
          symbol: mint.metadata?.symbol || shortenAddress(m),
          name: mint.metadata?.name || `Token ${shortenAddress(m)}`,
          decimals: mint.decimals,
          program: mint.programId,
          ...(fee ? { transferFee: { bps: fee.bps, maximumFee: fee.maximumFee.toString() } } : {}),
        },
        refusal: poolRefusal(mint),
        transferFee: fee,
        mint,
      };
    }),
  );
}

/** Info for each mint, aligned with `mints`; null where no mint exists. */
export async function readTokenInfos(rpc: Rpc<GetMultipleAccountsApi & GetEpochInfoApi>, mints: string[]): Promise<Array<PoolTokenInfo | null>> {
  return (await readPoolCandidates(rpc, mints)).map((c) => c?.info ?? null);
}

/** Info by mint for the mints that exist (the pool lists' names and decimals), one read of the chain. */
export async function tokenInfoMap(
  rpc: Rpc<GetMultipleAccountsApi & GetEpochInfoApi>,
  mints: readonly string[],
): Promise<Map<string, PoolTokenInfo>> {
  const unique = [...new Set(mints)];
  const infos = await readTokenInfos(rpc, unique);
  return new Map(unique.flatMap((m, i) => (infos[i] ? [[m, infos[i]] as const] : [])));
}
