/** An escrow as the API shows it: whole tokens, ISO times, what is claimable now and when more unlocks. */
import { claimableAmount, nextUnlockTime, readMints, unlockedAmount, type EscrowSnapshot, type MintInfo } from '@toolkit/chain';
import { formatAmount, vestingRightOf, type VestingEscrowView } from '@toolkit/shared';
import type { Rpc, SolanaRpcApi } from '@solana/kit';
import { chainSeconds } from './chain-now.ts';

const iso = (seconds: bigint) => new Date(Number(seconds) * 1000).toISOString();

export function escrowView(escrow: EscrowSnapshot, mint: MintInfo | null, now: bigint): VestingEscrowView {
  const decimals = mint?.decimals ?? 0;
  const amount = (v: bigint) => formatAmount(v, decimals);
  const total = escrow.cliffUnlockAmount + escrow.amountPerPeriod * escrow.numberOfPeriod;
  // A cancelled escrow paid out what had unlocked then; nothing more unlocks or can be claimed.
  const cancelled = escrow.cancelledAt > 0n;
  const at = cancelled ? escrow.cancelledAt : now;
  return {
    escrow: escrow.address,
    mint: escrow.tokenMint,
    decimals,
    symbol: mint?.metadata?.symbol ?? null,
    recipient: escrow.recipient,
    creator: escrow.creator,
    total: amount(total),
    cliffAmount: amount(escrow.cliffUnlockAmount),
    amountPerPeriod: amount(escrow.amountPerPeriod),
    numberOfPeriods: escrow.numberOfPeriod.toString(),
    frequencySeconds: escrow.frequency.toString(),
    startTime: iso(escrow.vestingStartTime),
    cliffTime: iso(escrow.cliffTime),
    claimed: amount(escrow.totalClaimedAmount),
    unlocked: amount(unlockedAmount(escrow, at)),
    claimableNow: amount(cancelled ? 0n : claimableAmount(escrow, now)),
    nextUnlock: cancelled
      ? null
      : (() => {
          const next = nextUnlockTime(escrow, now);
          return next === null ? null : iso(next);
        })(),
    cancelMode: vestingRightOf(escrow.cancelMode),
    updateRecipientMode: vestingRightOf(escrow.updateRecipientMode),
    cancelledAt: cancelled ? iso(escrow.cancelledAt) : null,
    tokenProgram: escrow.tokenProgramFlag === 1 ? 'token-2022' : 'spl-token',
  };
}

/** Views of many escrows, their mints read once each, claimable and next unlock as of the chain's clock. */
export async function escrowViews(rpc: Rpc<SolanaRpcApi>, escrows: EscrowSnapshot[]): Promise<VestingEscrowView[]> {
  const mints = [...new Set(escrows.map((e) => e.tokenMint as string))];
  const [read, now] = await Promise.all([readMints(rpc, mints), chainSeconds(rpc)]);
  const infos = new Map(read.map((m, i) => [mints[i]!, m]));
  return escrows
    .map((e) => escrowView(e, infos.get(e.tokenMint) ?? null, now))
    .sort((a, b) => a.cliffTime.localeCompare(b.cliffTime) || a.escrow.localeCompare(b.escrow));
}
