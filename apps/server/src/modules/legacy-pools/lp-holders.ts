/**
 * Who holds a pool's LP on chain, whoever they are (users of the app or not): every token account
 * of the LP mint in one getProgramAccounts call, its owner and amount, with the LP supply and the
 * two vaults read once that list is in. A burn between the two reads lowers the supply after the
 * accounts were read; the supply taken is never below what the accounts hold, so shares never
 * add up to more than a vault.
 */
import type { Rpc, SolanaRpcApi } from '@solana/kit';
import { mintAccounts, type MintAccount } from '../distribution/index.ts';
import { readPoolState, type PoolRow } from './pool/index.ts';

export interface PoolSnapshot {
  baseReserve: bigint;
  quoteReserve: bigint;
  lpSupply: bigint;
  /** Every LP account holding some LP. */
  accounts: MintAccount[];
}

/** The pool as its payouts are computed: null when a vault or the LP mint cannot be read. */
export async function readPoolSnapshot(rpc: Rpc<SolanaRpcApi>, row: PoolRow): Promise<PoolSnapshot | null> {
  const accounts = await mintAccounts(rpc, row.lpMint, row.lpProgram);
  const state = await readPoolState(rpc, row);
  if (!state) return null;
  const held = accounts.reduce((sum, a) => sum + a.amount, 0n);
  return { ...state, lpSupply: state.lpSupply > held ? state.lpSupply : held, accounts };
}
