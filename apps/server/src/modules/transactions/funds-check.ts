/**
 * Checks before the wallet is asked: a builder says what its transactions spend, and
 * the payer's balances on chain must cover it, or the request is refused with the shortfall named
 * ("You need 0.42 more SOL", "You need 12.5 more ACME"). The wallet's prompt then never opens for
 * a transaction that must fail. Costs are the builder's own figures; network fees and new token
 * accounts' rent are added here, once, for every builder.
 */
import { type GetMinimumBalanceForRentExemptionApi, type GetMultipleAccountsApi, type Rpc } from '@solana/kit';
import { readMint } from '@toolkit/chain';
import { formatAmount, LAMPORTS_PER_SOL, NATIVE_MINT, shortenAddress } from '@toolkit/shared';
import { AppError } from '../../lib/errors.ts';
import { rentOf, tokenAccountRent } from './account-rent.ts';
import { readPayerHoldings, type PayerHoldings } from './payer-holdings.ts';
import { SIGNATURE_FEE } from './packed-fees.ts';

/** A token the transactions spend (not SOL: SOL goes in `lamports`). */
export interface TokenSpend {
  mint: string;
  amount: bigint;
  decimals: number;
  /** How the refusal names the token; read from the mint's metadata when left out. */
  symbol?: string;
  /** The request's field holding the amount, named by the refusal ('amount' by default). */
  field?: string;
}

/**
 * The network fees: per signature plus the user's priority fee, for each of `transactions`
 * (default 1); or the builder's exact total when it computed one (packed transfers).
 */
type NetworkFees = { signatures: number; prioritySol: number; transactions?: number } | { networkFees: bigint };

/** What the instructions spend, apart from the network fees. */
export interface FundsSpent {
  /** Lamports the instructions move out of the payer (transfers, new accounts' rent, fees to the treasury). */
  lamports?: bigint;
  /** Tokens the transactions spend; each must be held in full. */
  spend?: TokenSpend | readonly TokenSpend[];
  /** Mints the payer receives: a token account is opened (rent) for each it does not hold yet. */
  receives?: string[];
  /** Token accounts the payer opens for others (recipients), each at a token account's rent. */
  opensForOthers?: number;
}

export type FundsNeeded = NetworkFees & FundsSpent;

type FundsRpc = Rpc<GetMinimumBalanceForRentExemptionApi & GetMultipleAccountsApi>;

/**
 * `read`: the payer's holdings read already, with other accounts in one call (payerHoldingsAlong);
 * used when they cover every mint the check needs, else the holdings are read here. Answers the
 * holdings it checked (which of the payer's token accounts exist, for a builder not to open them).
 */
export async function requireFunds(rpc: FundsRpc, payer: string, needed: FundsNeeded, read?: PayerHoldings): Promise<PayerHoldings> {
  const spends: readonly TokenSpend[] = needed.spend === undefined ? [] : 'mint' in needed.spend ? [needed.spend] : needed.spend;
  const mints = [...spends.map((s) => s.mint), ...(needed.receives ?? [])].filter((m) => m !== NATIVE_MINT);
  const covered = read !== undefined && read.owner === payer && mints.every((m) => read.asked.has(m));
  const [holdings, accountRent, walletRent] = await Promise.all([
    covered ? read : readPayerHoldings(rpc, payer, mints),
    tokenAccountRent(rpc),
    rentOf(rpc, 0n),
  ]);
  const held = (mint: string) => holdings.tokens.find((t) => t.mint === mint);

  for (const spend of spends) {
    const have = held(spend.mint)?.amount ?? 0n;
    if (have >= spend.amount) continue;
    const symbol = spend.symbol ?? (await readMint(rpc, spend.mint))?.metadata?.symbol ?? shortenAddress(spend.mint);
    throw new AppError('NOT_ENOUGH_TOKEN', {
      context: { missing: formatAmount(spend.amount - have, spend.decimals), symbol },
      field: spend.field ?? 'amount',
    });
  }

  // Each new account of the payer's at its mint's exact size; others' at a plain Token-2022 account's.
  const opened = await Promise.all(
    (needed.receives ?? []).filter((m) => m !== NATIVE_MINT && !held(m)).map((m) => tokenAccountRent(rpc, holdings.mints.get(m))),
  );
  const newAccountsRent = opened.reduce((sum, rent) => sum + rent, 0n) + BigInt(needed.opensForOthers ?? 0) * accountRent;
  const fees =
    'networkFees' in needed
      ? needed.networkFees
      : (SIGNATURE_FEE * BigInt(needed.signatures) + BigInt(Math.round(needed.prioritySol * Number(LAMPORTS_PER_SOL)))) *
        BigInt(needed.transactions ?? 1);
  const missing = solShortfall(holdings.lamports, (needed.lamports ?? 0n) + newAccountsRent + fees, walletRent);
  if (missing > 0n) throw new AppError('NOT_ENOUGH_SOL', { context: { missing: formatAmount(missing, 9) } });
  return holdings;
}

/**
 * The lamports a balance lacks to pay `debit` and end empty or rent-exempt (the runtime refuses a
 * transaction that leaves a wallet in between); 0 when it can. The one SOL rule of every payer,
 * the connected wallet's here and custodial wallets' in bulk plans.
 */
export function solShortfall(lamports: bigint, debit: bigint, rentExempt: bigint): bigint {
  const left = lamports - debit;
  if (left < 0n) return -left;
  return left > 0n && left < rentExempt ? rentExempt - left : 0n;
}
