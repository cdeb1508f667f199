/**
 * The swap's decisions, apart from React so they can be tested as they are: whether the typed
 * amount can be quoted, why Swap cannot run yet, and the action itself (build at the pool and
 * direction the quote names, sign and send, read what arrived).
 */
import { TEXTS, type BuiltSwap, type SwapDirection, type SwapQuoteView } from '@toolkit/shared';
import type { TransactionResult } from '../../shared/transactions/index.ts';
import { baseUnitsOf } from '../../shared/ui/amount/index.ts';

/** A positive amount the token's decimals can hold (the field says why otherwise). */
export function isSwapAmount(text: string, decimals: number): boolean {
  return (baseUnitsOf(text, decimals) ?? 0n) > 0n;
}

/** Why the swap cannot run yet, in the order a user meets it; null when it can. */
export function swapBlocker(s: {
  hasTo: boolean;
  /** The pools are read and none holds this pair. */
  noPool: boolean;
  notStarted: boolean;
  amount: string;
  amountValid: boolean;
  quote: SwapQuoteView | null;
  quoting: boolean;
  quoteError: string | null;
}): string | null {
  if (!s.hasTo) return TEXTS.whyPickTokens;
  if (s.noPool) return TEXTS.whyNoPool;
  if (s.notStarted) return TEXTS.whyPoolNotOpen;
  if (s.amount.trim() === '') return TEXTS.whyEnterAmount;
  if (!s.amountValid) return TEXTS.whyFixAmount;
  if (!s.quote && !s.quoting && !s.quoteError) return TEXTS.whyNoQuote;
  return null;
}

/** A landed swap: the quote its transaction was built on, and what reached the wallet. */
export interface SwapReceipt {
  quote: SwapQuoteView;
  signature: string;
  /** Output base units read from the chain once it landed; null when the server could not say. */
  received: string | null;
}

export type SwapBody = { pool: string; amount: string; payer: string; slippage?: number };

/**
 * One swap: built at the pool and direction the routed quote names (not the pool the screen
 * started from), signed by the wallet alone and sent. `onBuilt` hears the built quote (what the
 * signed transaction guarantees) before the wallet is asked. Throws with the chain's words when it
 * does not land.
 */
export async function executeSwap(args: {
  quote: Pick<SwapQuoteView, 'pool' | 'direction'>;
  amount: string;
  payer: string;
  /** Percent below the quote the signed transaction accepts; the account's setting when undefined. */
  slippage?: number;
  build(direction: SwapDirection, body: SwapBody): Promise<BuiltSwap>;
  send(transaction: string): Promise<TransactionResult>;
  onBuilt?(quote: SwapQuoteView): void;
}): Promise<SwapReceipt> {
  const body: SwapBody = { pool: args.quote.pool, amount: args.amount, payer: args.payer };
  if (args.slippage !== undefined) body.slippage = args.slippage;
  const built = await args.build(args.quote.direction, body);
  args.onBuilt?.(built.quote);
  const result = await args.send(built.tx);
  if (!result.ok) throw new Error(result.message);
  return { quote: built.quote, signature: result.signature, received: result.received ?? null };
}
