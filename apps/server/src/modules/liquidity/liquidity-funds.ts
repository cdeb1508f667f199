/**
 * What a pool transaction of the user's spends, in the terms of the funds check (issue 15.3): a
 * SOL side moves as lamports (straight into the wrapped-SOL vault, or through a wrapped-SOL
 * account of the user's opened and closed in the same transaction), any other side as a token.
 */
import { isNativeSide, type PoolSides } from '@toolkit/chain';
import type { TokenSpend } from '../transactions/index.ts';

const SIDES = ['base', 'quote'] as const;

/** A deposit of both sides: the SOL side as lamports, the token sides as spends. */
export function depositSpending(sides: PoolSides, amounts: { baseAmount: bigint; quoteAmount: bigint }): { lamports: bigint; spend: TokenSpend[] } {
  let lamports = 0n;
  const spend: TokenSpend[] = [];
  for (const side of SIDES) {
    const token = sides[side];
    const amount = side === 'base' ? amounts.baseAmount : amounts.quoteAmount;
    if (isNativeSide(token)) lamports += amount;
    else spend.push({ mint: token.mint, amount, decimals: token.decimals, field: `${side}Amount` });
  }
  return { lamports, spend };
}

/** The user's LP tokens of the pool, as a spend of the request's `field`. */
export const lpSpend = (sides: PoolSides, amount: bigint, field: string): TokenSpend => ({
  mint: sides.lpMint,
  amount,
  decimals: sides.lpDecimals,
  field,
});

/** A payout of both sides: the token accounts it opens, and whether SOL passes through a wrapped-SOL account (its rent is needed meanwhile). */
export const payoutReceiving = (sides: PoolSides) => ({
  receives: SIDES.map((s) => sides[s].mint),
  throughWrappedSol: SIDES.some((s) => isNativeSide(sides[s])),
});
