/**
 * How a distribution's transfers are packed: one instruction group per recipient (a System
 * transfer, or create-ATA-idempotent + TransferChecked), as many groups per transaction as the
 * size limit allows, paid by the source. Packing depends only on sizes, never on the blockhash,
 * so the dry run counts exactly the transactions the job will send.
 */
import { address, blockhash, type Address, type Instruction } from '@solana/kit';
import { composeMessage, packGroups, solTransferInstructions, tokenTransferInstructions } from '@toolkit/chain';
import { computeBudget, UNITS_PER_SOL_TRANSFER, UNITS_PER_TOKEN_TRANSFER, type ComputeBudget } from '../transactions/index.ts';

export interface DistributionAsset {
  /** A mint address, or 'SOL'. */
  mint: string;
  decimals: number;
  /** The mint's token program; null for SOL. */
  tokenProgram: string | null;
}

export interface Transfer {
  address: string;
  amount: bigint;
}

type Lifetime = Parameters<typeof composeMessage>[1]['lifetime'];
/** Any lifetime packs the same: a legacy message's size does not depend on the blockhash. */
const SIZING_LIFETIME: Lifetime = { blockhash: blockhash('11111111111111111111111111111111'), lastValidBlockHeight: 0n };

export const isSol = (asset: DistributionAsset) => asset.tokenProgram === null;

export function distributionBudget(asset: DistributionAsset, prioritySol: number): ComputeBudget {
  return computeBudget(prioritySol, isSol(asset) ? UNITS_PER_SOL_TRANSFER : UNITS_PER_TOKEN_TRANSFER);
}

export async function transferGroups(asset: DistributionAsset, source: string, transfers: readonly Transfer[]): Promise<Instruction[][]> {
  const from = address(source);
  if (isSol(asset)) return transfers.map((t) => solTransferInstructions({ from, to: address(t.address), lamports: t.amount }));
  const mint = address(asset.mint);
  const tokenProgram = address(asset.tokenProgram!);
  return Promise.all(
    transfers.map((t) =>
      tokenTransferInstructions({ from, to: address(t.address), mint, tokenProgram, decimals: asset.decimals, amount: t.amount }, from),
    ),
  );
}

/** Indices of the groups each transaction carries. */
export function packTransfers(groups: Instruction[][], feePayer: string, budget: ComputeBudget): number[][] {
  return packGroups(groups, { feePayer: address(feePayer), lifetime: SIZING_LIFETIME, preamble: budget.preamble });
}

export function transferMessage(groups: Instruction[][], feePayer: Address, budget: ComputeBudget, lifetime: Lifetime) {
  return composeMessage(groups, { feePayer, lifetime, preamble: budget.preamble });
}
