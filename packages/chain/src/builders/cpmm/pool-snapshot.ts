/**
 * What a builder knows of a pool: its state and vault balances as read from the chain, its fee
 * rates from its config, and each side's transfer fee in force. Builders are pure over it.
 */
import type { Address } from '@solana/kit';
import { poolReserves, type FeeRates, type PoolState, type TransferFee } from '@toolkit/programs/cpmm';

export interface CpmmPoolSnapshot {
  address: Address;
  programAddress: Address;
  state: PoolState;
  rates: FeeRates;
  vault0Amount: bigint;
  vault1Amount: bigint;
  /** The Token-2022 transfer fee in force on each side, null without one. */
  transferFee0: TransferFee | null;
  transferFee1: TransferFee | null;
}

/** The reserves the curve trades on: the vaults less the protocol and fund fees owed. */
export function reservesOf(pool: CpmmPoolSnapshot): { reserve0: bigint; reserve1: bigint } {
  return poolReserves(pool.state, pool.vault0Amount, pool.vault1Amount);
}

export interface PoolSide {
  mint: Address;
  tokenProgram: Address;
  vault: Address;
  decimals: number;
  reserve: bigint;
  transferFee: TransferFee | null;
}

/** The pool's two sides, `mint`'s first: [in, out] for a swap from `mint`. */
export function sidesFrom(pool: CpmmPoolSnapshot, mint: Address): [PoolSide, PoolSide] {
  const { reserve0, reserve1 } = reservesOf(pool);
  const s = pool.state;
  const side0: PoolSide = {
    mint: s.token0Mint,
    tokenProgram: s.token0Program,
    vault: s.token0Vault,
    decimals: s.mint0Decimals,
    reserve: reserve0,
    transferFee: pool.transferFee0,
  };
  const side1: PoolSide = {
    mint: s.token1Mint,
    tokenProgram: s.token1Program,
    vault: s.token1Vault,
    decimals: s.mint1Decimals,
    reserve: reserve1,
    transferFee: pool.transferFee1,
  };
  if (mint === s.token0Mint) return [side0, side1];
  if (mint === s.token1Mint) return [side1, side0];
  throw new RangeError(`${mint} is not a side of pool ${pool.address}`);
}
