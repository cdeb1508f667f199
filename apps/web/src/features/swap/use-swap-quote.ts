import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useState } from 'react';
import { TEXTS, type SwapQuoteView } from '@toolkit/shared';
import { messageOf } from '../../shared/api/index.ts';
import { useRouteQuoteQuery, type RouteQuoteBody } from './api.ts';

/** How long typing must pause before the pools are asked for a quote. */
const QUOTE_DELAY_MS = 250;

const same = (a: RouteQuoteBody | null, b: RouteQuoteBody | null) =>
  a?.inputMint === b?.inputMint && a?.outputMint === b?.outputMint && a?.amount === b?.amount && a?.slippage === b?.slippage;

/**
 * The quote of the pool that pays the most for the amount being typed, routed by the server among
 * every pool of the pair (null mints or amount: nothing to quote), asked once typing pauses.
 * `quote` is only ever the quote for the current pair and amount; a new one is on its way while
 * `quoting`.
 */
export function useSwapQuote(
  inputMint: string | null,
  outputMint: string | null,
  amount: string | null,
  /** Percent the quote's minimum allows below it (the swap card's setting); the server's copy when undefined. */
  slippage?: number,
): { quote: SwapQuoteView | null; quoting: boolean; error: string | null } {
  const wanted = inputMint && outputMint && amount ? { inputMint, outputMint, amount, slippage } : null;
  const [asked, setAsked] = useState<RouteQuoteBody | null>(null);
  useEffect(() => {
    const next = inputMint && outputMint && amount ? { inputMint, outputMint, amount, slippage } : null;
    const timer = setTimeout(() => setAsked(next), next ? QUOTE_DELAY_MS : 0);
    return () => clearTimeout(timer);
  }, [inputMint, outputMint, amount, slippage]);
  const current = wanted !== null && same(asked, wanted);
  const result = useRouteQuoteQuery(current ? asked! : skipToken);
  if (!wanted) return { quote: null, quoting: false, error: null };
  if (!current) return { quote: null, quoting: true, error: null };
  return {
    quote: result.currentData ?? null,
    quoting: result.isFetching,
    error: result.isError && !result.isFetching ? messageOf(result.error, TEXTS.noQuote) : null,
  };
}
