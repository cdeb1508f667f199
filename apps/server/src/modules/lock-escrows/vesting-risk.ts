/**
 * The token page's vesting entry: the supply in escrows of the lock program, unlocked so far, the
 * next unlock, and each escrow's schedule. It warns when tokens still locked can be taken back by
 * their creator at any time (a cancel right), since then the schedule proves nothing to buyers.
 */
import { formatAmount, groupThousands, type TokenRisk } from '@toolkit/shared';
import type { EscrowSnapshot, MintInfo } from '@toolkit/chain';
import type { Rpc, SolanaRpcApi } from '@solana/kit';
import { chainSeconds } from './chain-now.ts';
import { escrowViews } from './escrow-view.ts';
import { lockedSums, shareOf } from './locked-sums.ts';

const CREATOR_CAN_CANCEL = new Set(['creator', 'both']);

/**
 * null when no escrow of the lock program ever held the mint. `lpToken`: the mint is a pool's LP
 * token, whose escrows are LP locks (the same entry, named for what it is).
 */
export async function vestingRisk(
  rpc: Rpc<SolanaRpcApi>,
  mint: Pick<MintInfo, 'supply' | 'decimals'>,
  escrows: readonly EscrowSnapshot[],
  { lpToken = false }: { lpToken?: boolean } = {},
): Promise<TokenRisk | null> {
  if (escrows.length === 0) return null;
  const now = await chainSeconds(rpc);
  const sums = lockedSums(escrows, now);
  const views = await escrowViews(rpc, [...escrows]);
  const amount = (v: bigint) => formatAmount(v, mint.decimals);
  const shown = (v: bigint) => groupThousands(amount(v));
  const revocable = views.some((v) => !v.cancelledAt && v.nextUnlock !== null && CREATOR_CAN_CANCEL.has(v.cancelMode));
  return {
    key: 'vesting',
    label: lpToken ? 'LP Locks' : 'Vesting',
    value: `${shown(sums.locked)} locked, ${shown(sums.unlocked)} of ${shown(sums.total)} unlocked`,
    warning: revocable,
    vesting: {
      total: amount(sums.total),
      unlocked: amount(sums.unlocked),
      locked: amount(sums.locked),
      lockedShare: shareOf(sums.locked, mint.supply),
      nextUnlock: sums.nextUnlock === null ? null : new Date(Number(sums.nextUnlock) * 1000).toISOString(),
      escrows: views,
    },
  };
}
