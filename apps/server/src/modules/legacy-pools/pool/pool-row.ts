/** A pool row as the chain builders and the transaction core see it. */
import type { PoolSides } from '../chain/index.ts';
import type { PoolRow } from './pool-store.ts';
import type { PoolTransferFees } from './pool-transfer-fees.ts';

/** `fees`: the sides' transfer fees now (poolTransferFees), for transactions that move a side's tokens. */
export const poolSides = (row: PoolRow, fees?: PoolTransferFees): PoolSides => ({
  pool: row.address,
  base: { mint: row.baseMint, program: row.baseProgram, decimals: row.baseDecimals, transferFee: fees?.base },
  quote: { mint: row.quoteMint, program: row.quoteProgram, decimals: row.quoteDecimals, transferFee: fees?.quote },
  baseVault: row.baseVault,
  quoteVault: row.quoteVault,
  lpMint: row.lpMint,
  lpProgram: row.lpProgram,
  lpDecimals: row.lpDecimals,
});

/** The fee tier in percent (1 for a 100 bps pool). */
export const feeTierOf = (row: PoolRow) => row.feeBps / 100;

/**
 * The lock every transaction on a pool runs under (across server instances), whatever its
 * feature: swaps and deposits on one pool must see each other's reserves.
 */
export const poolLockKey = (poolAddress: string) => `pool:${poolAddress}`;
