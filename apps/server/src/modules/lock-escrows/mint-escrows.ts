/**
 * The escrows of one mint, read from the chain by mint, so escrows made with any client count.
 * Some public RPCs refuse getProgramAccounts: then a token's page still answers, without them.
 */
import { findVestingEscrows, lockVenue, type EscrowSnapshot } from '@toolkit/chain';
import type { Rpc, SolanaRpcApi } from '@solana/kit';

export async function mintEscrows(rpc: Rpc<SolanaRpcApi>, mint: string): Promise<EscrowSnapshot[]> {
  const venue = await lockVenue();
  return findVestingEscrows(rpc, venue.programAddress, { mint }).catch(() => []);
}
