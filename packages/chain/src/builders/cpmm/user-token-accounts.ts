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

/** `owner`'s account of `mint`; `wrapLamports` of native SOL are wrapped into it first when `mint` is wrapped SOL. */
export async function userTokenAccount(user: User, mint: Address, tokenProgram: Address, wrapLamports = 0n): Promise<UserTokenAccount> {
  const owner = userAddress(user);
  const signer = userSigner(user);
  const ata = await associatedTokenAddress(owner, mint, tokenProgram);
  const before: Instruction[] = [getCreateAssociatedTokenIdempotentInstruction({ payer: signer, ata, owner, mint, tokenProgram })];
  const after: Instruction[] = [];
  if (mint === WRAPPED_SOL_MINT) {
    if (wrapLamports > 0n) {
      before.push(getTransferSolInstruction({ source: signer, destination: ata, amount: wrapLamports }));
      before.push(getSyncNativeInstruction({ account: ata }));
    }
    after.push(getCloseAccountInstruction({ account: ata, destination: owner, owner: signer }));
  }
  return { address: ata, before, after };
}
