/**
 * What creating an escrow locks up in rent, lamports: the VestingEscrow account and its token
 * account (sized for a Token-2022 account with a transfer-fee extension, the largest the lock
 * program's clients open), both paid by whoever creates the escrow.
 */
import type { GetMinimumBalanceForRentExemptionApi, Rpc } from '@solana/kit';
import { VESTING_ESCROW_SIZE } from '@toolkit/programs/lock';

const ESCROW_TOKEN_ACCOUNT_SIZE = 170n;

export async function escrowRent(rpc: Rpc<GetMinimumBalanceForRentExemptionApi>): Promise<bigint> {
  const [escrow, token] = await Promise.all([
    rpc.getMinimumBalanceForRentExemption(BigInt(VESTING_ESCROW_SIZE)).send(),
    rpc.getMinimumBalanceForRentExemption(ESCROW_TOKEN_ACCOUNT_SIZE).send(),
  ]);
  return escrow + token;
}
