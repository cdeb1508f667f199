/**
 * The user's side of a pool transaction: an associated token account per token mint, created if
 * missing, and for SOL a wrapped-SOL account that lives only within the transaction, so wallets
 * deal in native SOL.
 *
 * The wrapped-SOL account is made at an address derived from the owner and a fresh seed
 * (CreateAccountWithSeed funded with the rent and the SOL to wrap, then InitializeAccount3, which
 * counts what is above the rent as wrapped), and closed back to the owner after the pool
 * instruction, as Raydium's own SDK does. Opening the associated account instead runs the
 * associated-token program, which derives its address on chain and makes four calls into other
 * programs: several times the compute units of the whole swap. A fresh seed per transaction keeps
 * two of a user's transactions in flight from contending for one account.
 */
import { createAddressWithSeed, type Address, type Instruction } from '@solana/kit';
import { getCreateAccountWithSeedInstruction } from '@solana-program/system';
import { getCloseAccountInstruction, getCreateAssociatedTokenIdempotentInstruction, getInitializeAccount3Instruction } from '@solana-program/token';
import { associatedTokenAddress } from '../tokens/associated-account.js';
import { rentExempt, TOKEN_ACCOUNT_SIZE } from './rent.js';
import { userAddress, userSigner, type User } from './user.js';

export const WRAPPED_SOL_MINT = 'So11111111111111111111111111111111111111112' as Address;

export interface UserTokenAccount {
  address: Address;
  /** Before the pool instruction: open the account (for SOL, wrapping what is spent). */
  before: Instruction[];
  /** After: for SOL, close the wrapped-SOL account back to the owner. */
  after: Instruction[];
}

/** What never changes for one owner, mint and program: the associated account and its creation. */
interface AccountInstructions {
  ata: Address;
  create: Instruction;
}

async function accountInstructions(user: User, mint: Address, tokenProgram: Address): Promise<AccountInstructions> {
  const owner = userAddress(user);
  const ata = await associatedTokenAddress(owner, mint, tokenProgram);
  return { ata, create: getCreateAssociatedTokenIdempotentInstruction({ payer: userSigner(user), ata, owner, mint, tokenProgram }) };
}

/**
 * Those of users named by address (the server's builds), made once: a busy pool builds them for
 * the same traders on every swap, and kit's encoders are made anew on each call. kit's
 * instructions are frozen, so they are shared. A user passed as a signer is not kept (its signer
 * object is part of the instructions). Emptied when full.
 */
const made = new Map<string, Promise<AccountInstructions>>();
const MAX_MADE = 20_000;

function accountInstructionsOf(user: User, mint: Address, tokenProgram: Address): Promise<AccountInstructions> {
  if (typeof user !== 'string') return accountInstructions(user, mint, tokenProgram);
  const key = `${user} ${mint} ${tokenProgram}`;
  let found = made.get(key);
  if (!found) {
    if (made.size >= MAX_MADE) made.clear();
    found = accountInstructions(user, mint, tokenProgram);
    made.set(key, found);
    found.catch(() => made.delete(key));
  }
  return found;
}

/** 32 hexadecimal characters (the longest seed the system program takes) from 16 random bytes. */
function freshSeed(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A wrapped-SOL account of `user`'s for this transaction alone, holding `wrapLamports`, closed back to the user after. */
async function transientWrappedSol(user: User, tokenProgram: Address, wrapLamports: bigint): Promise<UserTokenAccount> {
  const owner = userAddress(user);
  const signer = userSigner(user);
  const seed = freshSeed();
  const account = await createAddressWithSeed({ baseAddress: owner, programAddress: tokenProgram, seed });
  return {
    address: account,
    before: [
      getCreateAccountWithSeedInstruction({
        payer: signer,
        newAccount: account,
        baseAccount: signer,
        base: owner,
        seed,
        amount: rentExempt(TOKEN_ACCOUNT_SIZE) + wrapLamports,
        space: TOKEN_ACCOUNT_SIZE,
        programAddress: tokenProgram,
      }),
      getInitializeAccount3Instruction({ account, mint: WRAPPED_SOL_MINT, owner }, { programAddress: tokenProgram }),
    ],
    after: [getCloseAccountInstruction({ account, destination: owner, owner: signer }, { programAddress: tokenProgram })],
  };
}

/**
 * The account a pool instruction takes `user`'s `mint` from: their associated account, which must
 * exist already to hold it (so nothing opens it); for SOL, a transient one wrapping `lamports`.
 */
export async function spendingAccount(user: User, mint: Address, tokenProgram: Address, lamports: bigint): Promise<UserTokenAccount> {
  if (mint === WRAPPED_SOL_MINT) return transientWrappedSol(user, tokenProgram, lamports);
  return { address: (await accountInstructionsOf(user, mint, tokenProgram)).ata, before: [], after: [] };
}

/**
 * The account a pool instruction pays `user`'s `mint` into: their associated account, opened
 * first unless `exists` (the caller read it on chain; opening an existing one still costs the
 * associated-token program's run); for SOL, a transient one unwrapped at the end.
 */
export async function receivingAccount(user: User, mint: Address, tokenProgram: Address, exists = false): Promise<UserTokenAccount> {
  if (mint === WRAPPED_SOL_MINT) return transientWrappedSol(user, tokenProgram, 0n);
  const { ata, create } = await accountInstructionsOf(user, mint, tokenProgram);
  return { address: ata, before: exists ? [] : [create], after: [] };
}
