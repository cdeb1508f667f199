import { createAddressWithSeed, type Address, type Instruction } from '@solana/kit';
import { checkedAddress as address } from '@toolkit/chain';
import { getCreateAccountWithSeedInstruction } from '@solana-program/system';
import { getBurnCheckedInstruction, getInitializeAccount3Instruction, getTokenSize, getTransferCheckedInstruction } from '@solana-program/token';
import type { PoolSides } from './liquidity.ts';
import { createAccountIfMissing, signerOf, tokenAccountOf, type PoolToken } from './pool-token.ts';

/** The pool's one account holding every LP lock of it (its balance is the sum of the open locks). */
const LOCK_SEED = 'lp-locks';

const lpToken = (p: PoolSides): PoolToken => ({ mint: p.lpMint, program: p.lpProgram, decimals: p.lpDecimals });

export const lpLockAccountOf = (p: PoolSides): Promise<Address> =>
  createAddressWithSeed({ baseAddress: address(p.pool), programAddress: address(p.lpProgram), seed: LOCK_SEED });

/** The holder burns LP for good: the liquidity behind it stays in the pool forever. Signer: user. */
export async function lpBurnInstructions(p: PoolSides, user: string, amount: bigint): Promise<Instruction[]> {
  return [
    getBurnCheckedInstruction(
      { account: await tokenAccountOf(user, lpToken(p)), mint: address(p.lpMint), authority: signerOf(user), amount, decimals: p.lpDecimals },
      { programAddress: address(p.lpProgram) },
    ),
  ];
}

/**
 * The holder moves LP into the pool's lock account, which only the pool authority can release
 * (the server releases it to its owner after the date). The first lock of a pool creates that
 * account (`createWithRent` lamports, paid by the user; the pool signs as its base). Signers:
 * user (and pool when creating).
 */
export async function lpLockInstructions(p: PoolSides, user: string, amount: bigint, createWithRent: bigint | null): Promise<Instruction[]> {
  const lock = await lpLockAccountOf(p);
  const program = { programAddress: address(p.lpProgram) };
  const create: Instruction[] = createWithRent
    ? [
        getCreateAccountWithSeedInstruction({
          payer: signerOf(user),
          newAccount: lock,
          baseAccount: signerOf(p.pool),
          base: address(p.pool),
          seed: LOCK_SEED,
          amount: createWithRent,
          space: getTokenSize(),
          programAddress: address(p.lpProgram),
        }),
        getInitializeAccount3Instruction({ account: lock, mint: address(p.lpMint), owner: address(p.pool) }, program),
      ]
    : [];
  return [
    ...create,
    getTransferCheckedInstruction(
      {
        source: await tokenAccountOf(user, lpToken(p)),
        mint: address(p.lpMint),
        destination: lock,
        authority: signerOf(user),
        amount,
        decimals: p.lpDecimals,
      },
      program,
    ),
  ];
}

/** A due lock back to its owner: the pool releases `amount` from the lock account. Signers: user (fee payer), pool. */
export async function lpUnlockInstructions(p: PoolSides, user: string, amount: bigint): Promise<Instruction[]> {
  const userLp = await tokenAccountOf(user, lpToken(p));
  return [
    createAccountIfMissing(user, user, userLp, lpToken(p)),
    getTransferCheckedInstruction(
      { source: await lpLockAccountOf(p), mint: address(p.lpMint), destination: userLp, authority: signerOf(p.pool), amount, decimals: p.lpDecimals },
      { programAddress: address(p.lpProgram) },
    ),
  ];
}
