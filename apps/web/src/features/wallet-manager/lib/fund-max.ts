/**
 * Fund's Max and 50% per wallet. Sending SOL, the source keeps back what the funding itself costs
 * (the fees of every packed transaction) and a wallet's rent-exempt minimum: the chain refuses a
 * transfer that leaves a wallet with some lamports but fewer than that, so a Max that spent it
 * would be refused as a whole. A token's Max is its whole balance (fees and rent are paid in SOL).
 */
import { splitShare } from './amounts.ts';
import { fundFees } from './fund-total.ts';

/** Rent-exempt minimum of a wallet (a system account without data), in lamports. */
export const WALLET_RENT_RESERVE = 890_880n;

export function fundShare(balance: bigint, share: 1 | 0.5, wallets: number, isSol: boolean): bigint {
  const count = Math.max(wallets, 1);
  const reserve = isSol ? fundFees(count) + WALLET_RENT_RESERVE : 0n;
  return splitShare(balance, share, count, reserve);
}
