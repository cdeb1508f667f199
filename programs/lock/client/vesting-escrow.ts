/** The VestingEscrow account (Jupiter Lock's zero-copy layout: 8-byte discriminator + 288 bytes). */
import { getAddressDecoder, type Address } from '@solana/kit';
import { ACCOUNT_DISCRIMINATORS } from './program.ts';
import type { VestingSchedule } from './unlock.ts';

export const VESTING_ESCROW_SIZE = 8 + 288;

export interface VestingEscrow extends VestingSchedule {
  recipient: Address;
  tokenMint: Address;
  creator: Address;
  base: Address;
  escrowBump: number;
  updateRecipientMode: number;
  cancelMode: number;
  /** 0 SPL Token, 1 Token-2022. */
  tokenProgramFlag: number;
  totalClaimedAmount: bigint;
  vestingStartTime: bigint;
  /** 0 while the escrow runs; the cancel's unix time after. */
  cancelledAt: bigint;
}

export function isVestingEscrow(data: Uint8Array): boolean {
  return data.length >= VESTING_ESCROW_SIZE && ACCOUNT_DISCRIMINATORS.VestingEscrow.every((b, i) => data[i] === b);
}

export function decodeVestingEscrow(data: Uint8Array): VestingEscrow {
  if (!isVestingEscrow(data)) throw new Error('not a VestingEscrow account');
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const key = (at: number) => getAddressDecoder().decode(data.subarray(at, at + 32));
  const u64 = (at: number) => view.getBigUint64(at, true);
  return {
    recipient: key(8),
    tokenMint: key(40),
    creator: key(72),
    base: key(104),
    escrowBump: data[136],
    updateRecipientMode: data[137],
    cancelMode: data[138],
    tokenProgramFlag: data[139],
    cliffTime: u64(144),
    frequency: u64(152),
    cliffUnlockAmount: u64(160),
    amountPerPeriod: u64(168),
    numberOfPeriod: u64(176),
    totalClaimedAmount: u64(184),
    vestingStartTime: u64(192),
    cancelledAt: u64(200),
  };
}
