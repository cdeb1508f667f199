/**
 * Under the risk panel's LP entry: the share of the pool's LP burned, the share locked in escrows
 * of the lock program until the earliest unlock, and each lock with a link to it on the explorer.
 */
import type { LpProof } from '@toolkit/shared';
import { EscrowLink } from './EscrowLink.tsx';
import { proofDate, proofPercent } from './proof-format.ts';

export function LpProofDetail({ proof }: { proof: LpProof }) {
  const active = proof.locks.filter((l) => !l.cancelledAt && l.nextUnlock);
  return (
    <div className="mt-2 space-y-1 text-xs" data-testid="lp-proof">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
        <dt className="text-muted">Burned</dt>
        <dd data-testid="lp-burned">{proofPercent(proof.burnedShare)}</dd>
        <dt className="text-muted">Locked</dt>
        <dd data-testid="lp-locked">
          {proofPercent(proof.lockedShare)}
          {proof.earliestUnlock ? `, first unlock ${proofDate(proof.earliestUnlock)}` : ''}
        </dd>
      </dl>
      {active.length > 0 && (
        <ul className="flex flex-wrap gap-x-3" aria-label="LP locks">
          {active.map((l) => (
            <li key={l.escrow}>
              <EscrowLink escrow={l.escrow} /> <span className="text-muted">until {proofDate(l.nextUnlock!)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
