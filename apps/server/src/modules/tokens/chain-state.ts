/** Reads the chain state a token request depends on; refusals are clear 4xx answers. */
import type { Rpc, SolanaRpcApi } from '@solana/kit';
import { address, getBase64Encoder } from '@solana/kit';
import { AccountState, getTokenDecoder } from '@solana-program/token-2022';
import { ownerTokenAccount, readMint, type MintInfo } from '@toolkit/chain';
import { AppError } from '../../lib/errors.ts';

export async function requireMint(rpc: Rpc<SolanaRpcApi>, mint: string): Promise<MintInfo> {
  const info = await readMint(rpc, mint);
  if (!info) throw new AppError('MINT_NOT_FOUND');
  return info;
}

/** Whether `owner` holds an associated account of this mint (one the sender would otherwise open and pay the rent of). */
export async function holdsTokenAccount(rpc: Rpc<SolanaRpcApi>, owner: string, mint: MintInfo): Promise<boolean> {
  const account = await ownerTokenAccount(owner, mint.address, mint.programId);
  const { value } = await rpc.getAccountInfo(address(account), { encoding: 'base64', commitment: 'confirmed' }).send();
  return value !== null;
}

/** A non-transferable (soulbound) token can be minted and burned, never moved between wallets. */
export const transferable = (mint: MintInfo): boolean => !mint.extensions.includes('NonTransferable');

export function requireTransferable(mint: MintInfo): void {
  if (!transferable(mint)) throw new AppError('TOKEN_NON_TRANSFERABLE');
}

/**
 * A transfer into a frozen account fails on chain: refused before signing. A missing account of a
 * frozen-by-default mint would be created frozen, so it is refused too.
 */
export async function requireRecipientNotFrozen(rpc: Rpc<SolanaRpcApi>, recipient: string, mint: MintInfo): Promise<void> {
  if (await recipientFrozen(rpc, recipient, mint)) throw new AppError('RECIPIENT_ACCOUNT_FROZEN');
}

/** Whether tokens arriving in the recipient's associated account would land in a frozen account. */
export async function recipientFrozen(rpc: Rpc<SolanaRpcApi>, recipient: string, mint: MintInfo): Promise<boolean> {
  const account = await ownerTokenAccount(recipient, mint.address, mint.programId);
  const { value } = await rpc.getAccountInfo(address(account), { encoding: 'base64', commitment: 'confirmed' }).send();
  if (!value) return mint.defaultAccountState === 'frozen';
  return getTokenDecoder().decode(getBase64Encoder().encode(value.data[0]) as Uint8Array).state === AccountState.Frozen;
}
