import { createAddressWithSeed, type Address, type Instruction } from '@solana/kit';
import { checkedAddress as address } from '@toolkit/chain';
import { getBurnCheckedInstruction } from '@solana-program/token';
import type { PoolSides } from './liquidity.ts';
import { signerOf, tokenAccountOf, type PoolToken } from './pool-token.ts';

/** The pool's one account holding every LP lock of it (its balance is the sum of the open locks). */
export const LP_LOCK_SEED = 'lp-locks';

const lpToken = (p: PoolSides): PoolToken => ({ mint: p.lpMint, program: p.lpProgram, decimals: p.lpDecimals });

export const lpLockAccountOf = (p: PoolSides): Promise<Address> =>
  createAddressWithSeed({ baseAddress: address(p.pool), programAddress: address(p.lpProgram), seed: LP_LOCK_SEED });

/** The holder burns LP for good: the liquidity behind it stays in the pool forever. Signer: user. */
export async function lpBurnInstructions(p: PoolSides, user: string, amount: bigint): Promise<Instruction[]> {
  return [
    getBurnCheckedInstruction(
      { account: await tokenAccountOf(user, lpToken(p)), mint: address(p.lpMint), authority: signerOf(user), amount, decimals: p.lpDecimals },
      { programAddress: address(p.lpProgram) },
    ),
  ];
}
