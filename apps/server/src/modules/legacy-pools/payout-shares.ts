/**
 * What each LP holder of a wound-down pool is owed (pure): share = vault × LP held / LP supply,
 * rounded down in base units, for both vaults. Burned LP is out of the supply already, so it
 * raises everyone's share.
 *
 * LP the pool's key owns has no holder to pay: the minimum locked for ever at initialization
 * (minted to the pool's own account) stays in the vaults and goes to the treasury with the
 * rounding dust at the end. The pool's lock account holds the LP of the LP locks: its share is
 * each lock's owner's, owed only after the lock's unlock date, and never more than that account
 * holds (the earliest unlock first).
 */
import { BURN_ADDRESS, type MintAccount } from '../distribution/index.ts';
import type { PoolSnapshot } from './lp-holders.ts';

export interface LockShare {
  lockId: string;
  owner: string;
  amount: bigint;
  unlockAt: Date;
}

export interface PlannedPayout {
  kind: 'holder' | 'lock';
  payoutKey: string;
  recipient: string;
  lpAmount: bigint;
  baseAmount: bigint;
  quoteAmount: bigint;
  dueAt: Date | null;
}

export const treasuryPayoutKey = 'treasury';

export function payoutShares(snapshot: PoolSnapshot, pool: { address: string; lockAccount: string }, locks: LockShare[]): PlannedPayout[] {
  const share = (lp: bigint) => ({
    lpAmount: lp,
    baseAmount: snapshot.lpSupply === 0n ? 0n : (snapshot.baseReserve * lp) / snapshot.lpSupply,
    quoteAmount: snapshot.lpSupply === 0n ? 0n : (snapshot.quoteReserve * lp) / snapshot.lpSupply,
  });
  const owed = (p: PlannedPayout) => p.baseAmount > 0n || p.quoteAmount > 0n;

  const byOwner = new Map<string, bigint>();
  for (const a of snapshot.accounts) {
    // Tokens sent to the incinerator are nobody's: their share stays with the dust.
    if (a.owner === pool.address || a.owner === BURN_ADDRESS) continue;
    byOwner.set(a.owner, (byOwner.get(a.owner) ?? 0n) + a.amount);
  }
  const holders = [...byOwner].map(([owner, lp]): PlannedPayout => ({
    kind: 'holder',
    payoutKey: `holder:${owner}`,
    recipient: owner,
    dueAt: null,
    ...share(lp),
  }));

  let locked = lockAccountBalance(snapshot.accounts, pool.lockAccount);
  const lockPayouts: PlannedPayout[] = [];
  for (const lock of [...locks].sort((a, b) => a.unlockAt.getTime() - b.unlockAt.getTime())) {
    const lp = lock.amount < locked ? lock.amount : locked;
    locked -= lp;
    lockPayouts.push({ kind: 'lock', payoutKey: `lock:${lock.lockId}`, recipient: lock.owner, dueAt: lock.unlockAt, ...share(lp) });
  }
  // A share that rounds to nothing is not paid (it would only cost its account's rent).
  return [...holders, ...lockPayouts].filter(owed);
}

const lockAccountBalance = (accounts: MintAccount[], lockAccount: string) => accounts.find((a) => a.account === lockAccount)?.amount ?? 0n;
