/**
 * What a Fund costs in all, shown before the wallet is asked: the tokens sent, and the
 * SOL it takes: network fees per packed transaction and the rent of each token account the funder
 * opens for a wallet that has none. Fees are the most a packed transaction can cost (Max's reserve),
 * so the figure is an upper bound the server's own check stays within.
 */
import { NATIVE_MINT, type WalletBalance } from '@toolkit/shared';
import { FUND_FEE_RESERVE_PER_TX, SOL_TRANSFERS_PER_TX } from './amounts.ts';

/** Rent-exempt minimum of a 165-byte SPL token account (a Token-2022 account with extensions costs a little more). */
export const TOKEN_ACCOUNT_RENT = 2_039_280n;

export interface FundTotal {
  /** Base units of the chosen token over every wallet: the least and the most (equal for a fixed amount). */
  tokens: { low: bigint; high: bigint };
  /** Lamports for fees and new accounts' rent. */
  solCosts: bigint;
  newAccounts: number;
}

/** The most the network fees of funding `wallets` wallets can cost: one packed transaction per 20 transfers. */
export const fundFees = (wallets: number): bigint => BigInt(Math.ceil(wallets / SOL_TRANSFERS_PER_TX)) * FUND_FEE_RESERVE_PER_TX;

export function fundTotal(mint: string, perWallet: { low: bigint; high: bigint }, wallets: readonly WalletBalance[]): FundTotal {
  const count = BigInt(wallets.length);
  const fees = fundFees(wallets.length);
  const newAccounts = mint === NATIVE_MINT ? 0 : wallets.filter((w) => !w.tokens.some((t) => t.tokenInfo.mint === mint)).length;
  return {
    tokens: { low: perWallet.low * count, high: perWallet.high * count },
    solCosts: fees + BigInt(newAccounts) * TOKEN_ACCOUNT_RENT,
    newAccounts,
  };
}
