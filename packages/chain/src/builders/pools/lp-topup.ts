import { type Instruction } from '@solana/kit';
import { address } from '../../checked-address.js';
import { getMintToInstruction } from '@solana-program/token';
import type { PoolSides } from './liquidity.js';
import { createAccountIfMissing, signerOf, tokenAccountOf } from './pool-token.js';

/**
 * The LP a deposit is owed above the minimum its user signed for, minted by the pool (the LP mint's
 * authority) once the deposit landed. Signer and fee payer: the pool.
 */
export async function lpTopUpInstructions(p: PoolSides, user: string, lpAmount: bigint): Promise<Instruction[]> {
  const lp = { mint: p.lpMint, program: p.lpProgram, decimals: p.lpDecimals };
  const userLp = await tokenAccountOf(user, lp);
  return [
    createAccountIfMissing(p.pool, user, userLp, lp),
    getMintToInstruction(
      { mint: address(p.lpMint), token: userLp, mintAuthority: signerOf(p.pool), amount: lpAmount },
      { programAddress: address(p.lpProgram) },
    ),
  ];
}
