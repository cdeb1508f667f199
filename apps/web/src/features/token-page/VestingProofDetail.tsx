/**
 * Under the risk panel's Vesting entry: the supply still locked in escrows of the lock program,
 * what has unlocked, the next unlock, and each escrow's schedule with a link to it on the explorer,
 * so a buyer can check it on chain.
 */
import { CANCEL_RIGHT_WORDS, shortenAddress, type VestingEscrowView, type VestingProof } from '@toolkit/shared';
import { humanSeconds } from '../vesting/index.ts';
import { EscrowLink } from './EscrowLink.tsx';
import { formatProofAmount, proofDate, proofPercent } from './proof-format.ts';

export function VestingProofDetail({ proof }: { proof: VestingProof }) {
  return (
    <div className="mt-2 space-y-2 text-xs" data-testid="vesting-proof">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
        <dt className="text-muted">Locked now</dt>
        <dd data-testid="vesting-locked">
          {formatProofAmount(proof.locked)} ({proofPercent(proof.lockedShare)} of supply)
        </dd>
        <dt className="text-muted">Unlocked so far</dt>
        <dd data-testid="vesting-unlocked">
          {formatProofAmount(proof.unlocked)} of {formatProofAmount(proof.total)}
        </dd>
        <dt className="text-muted">Next unlock</dt>
        <dd data-testid="vesting-next-unlock">{proof.nextUnlock ? proofDate(proof.nextUnlock) : 'Fully unlocked'}</dd>
      </dl>
      <ul className="space-y-1.5" aria-label="Vesting schedules">
        {proof.escrows.map((e) => (
          <EscrowSchedule key={e.escrow} escrow={e} />
        ))}
      </ul>
    </div>
  );
}

function EscrowSchedule({ escrow: e }: { escrow: VestingEscrowView }) {
  const periods = Number(e.numberOfPeriods);
  return (
    <li className="rounded-lg border border-line bg-bg/40 px-2.5 py-1.5" data-testid="vesting-escrow">
      <p className="flex flex-wrap items-center gap-x-2">
        <EscrowLink escrow={e.escrow} />
        <span className="text-muted">to</span>
        <span className="font-mono" title={e.recipient}>
          {shortenAddress(e.recipient)}
        </span>
        <span className="ml-auto tabular">{formatProofAmount(e.total)}</span>
      </p>
      <p className="text-muted" data-testid="vesting-escrow-schedule">
        {formatProofAmount(e.cliffAmount)} on {proofDate(e.cliffTime)}
        {periods > 0 && e.amountPerPeriod !== '0'
          ? `, then ${formatProofAmount(e.amountPerPeriod)} every ${humanSeconds(BigInt(e.frequencySeconds))} for ${periods} period${periods === 1 ? '' : 's'}`
          : ''}
        .{' '}
        {e.cancelledAt ? `Cancelled ${proofDate(e.cancelledAt)}.` : `${formatProofAmount(e.unlocked)} unlocked. ${CANCEL_RIGHT_WORDS[e.cancelMode]}.`}
      </p>
    </li>
  );
}
