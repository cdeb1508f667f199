/**
 * The user's side of a pool transaction: an associated token account per mint, created if
 * missing, and the SOL side wrapped before and unwrapped after, so wallets deal in native SOL.
 */
import type { Address, Instruction } from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { getCloseAccountInstruction, getCreateAssociatedTokenIdempotentInstruction, getSyncNativeInstruction } from '@solana-program/token';
import { associatedTokenAddress } from '../tokens/associated-account.js';
import { userAddress, userSigner, type User } from './user.js';

export const WRAPPED_SOL_MINT = 'So11111111111111111111111111111111111111112' as Address;

export interface UserTokenAccount {
  address: Address;
  /** Before the pool instruction: create the account, and wrap SOL into it for the SOL side. */
  before: Instruction[];
  /** After: unwrap the SOL side (close the wrapped-SOL account back to the owner). */
  after: Instruction[];
}

/** What never changes for one owner, mint and program: the account, its creation, and for wrapped SOL its sync and close. */
interface AccountInstructions {
  ata: Address;
  create: Instruction;
  wrapped: { sync: Instruction; close: Instruction } | null;
}

async function accountInstructions(user: User, mint: Address, tokenProgram: Address): Promise<AccountInstructions> {
  const owner = userAddress(user);
  const signer = userSigner(user);
  const ata = await associatedTokenAddress(owner, mint, tokenProgram);
  return {
    ata,
    create: getCreateAssociatedTokenIdempotentInstruction({ payer: signer, ata, owner, mint, tokenProgram }),
    wrapped:
      mint === WRAPPED_SOL_MINT
        ? { sync: getSyncNativeInstruction({ account: ata }), close: getCloseAccountInstruction({ account: ata, destination: owner, owner: signer }) }
        : null,
  };
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

/** `owner`'s account of `mint`; `wrapLamports` of native SOL are wrapped into it first when `mint` is wrapped SOL. */
export async function userTokenAccount(user: User, mint: Address, tokenProgram: Address, wrapLamports = 0n): Promise<UserTokenAccount> {
  const { ata, create, wrapped } = await accountInstructionsOf(user, mint, tokenProgram);
  const before: Instruction[] = [create];
  const after: Instruction[] = [];
  if (wrapped) {
    if (wrapLamports > 0n) {
      before.push(getTransferSolInstruction({ source: userSigner(user), destination: ata, amount: wrapLamports }));
      before.push(wrapped.sync);
    }
    after.push(wrapped.close);
  }
  return { address: ata, before, after };
}
