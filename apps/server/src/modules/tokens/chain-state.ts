/** Reads the chain state a token request depends on; refusals are clear 4xx answers. */
import type { Rpc, SolanaRpcApi } from '@solana/kit';
import { address } from '@solana/kit';
import { ownerTokenAccount, readMint, type MintInfo } from '@toolkit/chain';
import { AppError } from '../../lib/errors.ts';

export async function requireMint(rpc: Rpc<SolanaRpcApi>, mint: string): Promise<MintInfo> {
  const info = await readMint(rpc, mint);
  if (!info) throw new AppError('MINT_NOT_FOUND');
  return info;
}

/** The owner's balance in their associated account for this mint (0 when it does not exist). */
export async function ownerBalance(rpc: Rpc<SolanaRpcApi>, owner: string, mint: MintInfo): Promise<bigint> {
  const ata = await ownerTokenAccount(owner, mint.address, mint.programId);
  try {
    const { value } = await rpc.getTokenAccountBalance(address(ata), { commitment: 'confirmed' }).send();
    return BigInt(value.amount);
  } catch {
    return 0n;
  }
}

/** A non-transferable (soulbound) token can be minted and burned, never moved between wallets. */
export function requireTransferable(mint: MintInfo): void {
  if (mint.extensions.includes('NonTransferable')) throw new AppError('TOKEN_NON_TRANSFERABLE');
}
