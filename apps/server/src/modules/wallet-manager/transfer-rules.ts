/**
 * The balance rules funding and withdrawals share (DESIGN.md 3 "Packing"): amounts in exact base
 * units, accounts read in one batch, a SOL account ending at 0 or at least rent-exempt, recipients
 * new to SOL receiving at least the rent-exempt minimum (the rent of new token accounts:
 * transactions/account-rent.ts).
 */
import type { Rpc, SolanaRpcApi } from '@solana/kit';
import { readMints, readOwnerBalances, type MintInfo, type OwnerBalances } from '@toolkit/chain';
import { checkTransferAmount, formatAmount } from '@toolkit/shared';
import { AppError } from '../../lib/errors.ts';
import { requireTransferable } from '../tokens/index.ts';
import { solShortfall } from '../transactions/index.ts';

export const SOL_DECIMALS = 9;

export const insufficientBalance = () => new AppError('INSUFFICIENT_BALANCE');

export const isMax = (amount: string | undefined) => amount !== undefined && amount.trim().toLowerCase() === 'max';

/** The amount in base units, or the spec's text for what is wrong with it, naming the field. */
export function baseAmount(amount: string | undefined, decimals: number, field: string): bigint {
  const checked = checkTransferAmount(amount, decimals);
  if (!checked.ok) throw new AppError('VALIDATION_FAILED', { message: checked.message, field });
  return checked.base;
}

/** The mints the payloads name, each read once; a missing or unknown mint is refused. */
export async function payloadMints(rpc: Rpc<SolanaRpcApi>, payloads: { tokenAddress?: string }[]): Promise<Map<string, MintInfo>> {
  const mints = new Map<string, MintInfo>();
  for (const p of payloads) {
    if (!p.tokenAddress) throw new AppError('TRANSFER_TOKEN_REQUIRED');
    if (mints.has(p.tokenAddress)) continue;
    const [info] = await readMints(rpc, [p.tokenAddress]);
    if (!info) throw new AppError('TRANSFER_UNKNOWN_TOKEN');
    requireTransferable(info);
    mints.set(p.tokenAddress, info);
  }
  return mints;
}

/** A SOL account may end at 0 or at/above the rent-exempt minimum, never in between. */
export const leavesValidBalance = (lamports: bigint, debit: bigint, rentMin: bigint) => solShortfall(lamports, debit, rentMin) === 0n;

/** Recipients holding no SOL must receive at least the rent-exempt minimum in total. */
export function checkNewRecipients(transfers: { to: string; lamports: bigint }[], accounts: Map<string, OwnerBalances>, rentMin: bigint) {
  const received = new Map<string, bigint>();
  for (const t of transfers) received.set(t.to, (received.get(t.to) ?? 0n) + t.lamports);
  for (const [to, total] of received) {
    if ((accounts.get(to)?.lamports ?? 0n) === 0n && total < rentMin) {
      throw new AppError('TRANSFER_BELOW_NEW_WALLET_MINIMUM', { context: { minimum: formatAmount(rentMin, SOL_DECIMALS) } });
    }
  }
}

/** Lamports and token balances (associated accounts of `mints`) of many addresses, batched. */
export async function readAccounts(rpc: Rpc<SolanaRpcApi>, addresses: string[], mints: MintInfo[]): Promise<Map<string, OwnerBalances>> {
  const read = await readOwnerBalances(rpc, [...new Set(addresses)], mints);
  return new Map(read.map((r) => [r.owner, r]));
}

/** True when `owner` already holds an associated account of `mint`. */
export const holdsTokenAccount = (accounts: Map<string, OwnerBalances>, owner: string, mint: string) =>
  accounts.get(owner)?.tokens.some((t) => t.mint === mint) ?? false;
