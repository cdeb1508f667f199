/**
 * Checks before the wallet is asked (issue 15.3): a builder says what its transaction spends, and
 * the payer's balances on chain must cover it, or the request is refused with the shortfall named
 * ("You need 0.42 more SOL"). The wallet's prompt then never opens for a transaction that must fail.
 * Costs are the builder's own figures; fees and new token accounts' rent are added here, once.
 */
import { type GetBalanceApi, type GetMinimumBalanceForRentExemptionApi, type GetTokenAccountsByOwnerApi, type Rpc } from '@solana/kit';
import { readWalletHoldings } from '@toolkit/chain';
import { formatAmount, LAMPORTS_PER_SOL, NATIVE_MINT } from '@toolkit/shared';
import { AppError } from '../../lib/errors.ts';
import { SIGNATURE_FEE } from './packed-fees.ts';

/** A Token-2022 associated account (165 bytes + the ImmutableOwner extension): the largest a wallet's account here is. */
const TOKEN_ACCOUNT_SPACE = 170n;

export interface FundsNeeded {
  /** Lamports the instructions move out of the payer (transfers, new accounts' rent, fees to the treasury). */
  lamports: bigint;
  /** Signatures the transaction carries: the network fee is per signature. */
  signatures: number;
  /** The user's priority fee for the transaction, in SOL. */
  prioritySol: number;
  /** A token the transaction spends (not SOL: SOL goes in `lamports`). */
  spend?: { mint: string; amount: bigint; decimals: number; symbol: string };
  /** Mints the payer receives: a token account is opened (rent) for each it does not hold yet. */
  receives?: string[];
}

export async function requireFunds(
  rpc: Rpc<GetBalanceApi & GetTokenAccountsByOwnerApi & GetMinimumBalanceForRentExemptionApi>,
  payer: string,
  needed: FundsNeeded,
): Promise<void> {
  const holdings = await readWalletHoldings(rpc, payer);
  const held = (mint: string) => holdings.tokens.find((t) => t.mint === mint);

  if (needed.spend) {
    const have = held(needed.spend.mint)?.amount ?? 0n;
    if (have < needed.spend.amount) {
      throw new AppError('NOT_ENOUGH_TOKEN', {
        context: { missing: formatAmount(needed.spend.amount - have, needed.spend.decimals), symbol: needed.spend.symbol },
        field: 'amount',
      });
    }
  }

  const newAccounts = (needed.receives ?? []).filter((m) => m !== NATIVE_MINT && !held(m)).length;
  const rent = newAccounts > 0 ? BigInt(newAccounts) * (await rpc.getMinimumBalanceForRentExemption(TOKEN_ACCOUNT_SPACE).send()) : 0n;
  const fees = SIGNATURE_FEE * BigInt(needed.signatures) + BigInt(Math.round(needed.prioritySol * Number(LAMPORTS_PER_SOL)));
  const total = needed.lamports + rent + fees;
  if (holdings.lamports < total) {
    throw new AppError('NOT_ENOUGH_SOL', { context: { missing: formatAmount(total - holdings.lamports, 9) } });
  }
}

/** The rent a new token account of the payer's costs, for builders that open one themselves. */
export const tokenAccountRent = (rpc: Rpc<GetMinimumBalanceForRentExemptionApi>) => rpc.getMinimumBalanceForRentExemption(TOKEN_ACCOUNT_SPACE).send();
