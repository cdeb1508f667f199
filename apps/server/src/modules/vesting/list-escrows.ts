/** Escrows of a mint, a recipient or a creator, read from the chain (any client's count too). */
import { findVestingEscrows, lockVenue } from '@toolkit/chain';
import type { Rpc, SolanaRpcApi } from '@solana/kit';
import { escrowViews } from '../lock-escrows/index.ts';

export async function listEscrows(rpc: Rpc<SolanaRpcApi>, by: { mint?: string; recipient?: string; creator?: string }) {
  const venue = await lockVenue();
  return escrowViews(rpc, await findVestingEscrows(rpc, venue.programAddress, by));
}
