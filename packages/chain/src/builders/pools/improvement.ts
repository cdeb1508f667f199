import { address, createAddressWithSeed, type Instruction } from '@solana/kit';
import { getCreateAccountWithSeedInstruction, getTransferSolInstruction } from '@solana-program/system';
import {
  getCloseAccountInstruction,
  getInitializeAccount3Instruction,
  getTokenSize,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token';
import { createAccountIfMissing, isNativeSide, signerOf, tokenAccountOf, type PoolToken } from './pool-token.js';

/** The pool's scratch wrapped-SOL account, opened and closed within one payment. */
const SCRATCH_SEED = 'improvement';

export interface ImprovementPayment {
  /** The pool authority: signs and pays the network fee from its own SOL. */
  pool: string;
  user: string;
  /** The side the user receives, and its vault. */
  token: PoolToken;
  vault: string;
  amount: bigint;
  /** Rent-exempt lamports for a token account (the scratch account holds them for an instant). */
  tokenAccountRent: bigint;
}

/**
 * A swap's price improvement, paid by the pool after the swap landed (pool-sequencer.ts). Tokens
 * go straight to the user's account (the swap created it). SOL cannot leave a wrapped-SOL vault as
 * lamports directly: the pool moves it to a scratch account of its own, closes that into its own
 * SOL (rent and all) and pays the user in plain SOL. Signer and fee payer: the pool.
 */
export async function improvementInstructions(p: ImprovementPayment): Promise<Instruction[]> {
  const transfer = (destination: string) =>
    getTransferCheckedInstruction(
      {
        source: address(p.vault),
        mint: address(p.token.mint),
        destination: address(destination),
        authority: signerOf(p.pool),
        amount: p.amount,
        decimals: p.token.decimals,
      },
      { programAddress: address(p.token.program) },
    );
  if (!isNativeSide(p.token)) {
    const userAccount = await tokenAccountOf(p.user, p.token);
    return [createAccountIfMissing(p.pool, p.user, userAccount, p.token), transfer(userAccount)];
  }
  const scratch = await createAddressWithSeed({ baseAddress: address(p.pool), programAddress: TOKEN_PROGRAM_ADDRESS, seed: SCRATCH_SEED });
  return [
    getCreateAccountWithSeedInstruction({
      payer: signerOf(p.pool),
      newAccount: scratch,
      baseAccount: signerOf(p.pool),
      base: address(p.pool),
      seed: SCRATCH_SEED,
      amount: p.tokenAccountRent,
      space: getTokenSize(),
      programAddress: TOKEN_PROGRAM_ADDRESS,
    }),
    getInitializeAccount3Instruction({ account: scratch, mint: address(p.token.mint), owner: address(p.pool) }),
    transfer(scratch),
    getCloseAccountInstruction({ account: scratch, destination: address(p.pool), owner: signerOf(p.pool) }),
    getTransferSolInstruction({ source: signerOf(p.pool), destination: address(p.user), amount: p.amount }),
  ];
}
