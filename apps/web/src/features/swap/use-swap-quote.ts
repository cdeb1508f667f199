import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useState } from 'react';
import { TEXTS, type SwapDirection, type SwapQuoteView } from '@toolkit/shared';
import { messageOf } from '../../shared/api/index.ts';
import { useSwapQuoteQuery } from './api.ts';

/** How long typing must pause before the pool is asked for a quote. */
const QUOTE_DELAY_MS = 250;

interface QuoteArgs {
  pool: string;
  direction: SwapDirection;
  amount: string;
}

const same = (a: QuoteArgs | null, b: QuoteArgs | null) => a?.pool === b?.pool && a?.direction === b?.direction && a?.amount === b?.amount;

/**
 * The pool's real quote for the amount being typed (null `pool` or `amount`: nothing to quote),
 * asked once typing pauses. `quote` is only ever the quote for the current pool, direction and
 * amount; a new one is on its way while `quoting`.
 */
export function useSwapQuote(
  pool: string | null,
  direction: SwapDirection,
  amount: string | null,
): { quote: SwapQuoteView | null; quoting: boolean; error: string | null } {
  const wanted = pool && amount ? { pool, direction, amount } : null;
  const [asked, setAsked] = useState<QuoteArgs | null>(null);
  useEffect(() => {
    const next = pool && amount ? { pool, direction, amount } : null;
    const timer = setTimeout(() => setAsked(next), next ? QUOTE_DELAY_MS : 0);
    return () => clearTimeout(timer);
  }, [pool, direction, amount]);
  const current = wanted !== null && same(asked, wanted);
  const result = useSwapQuoteQuery(current ? asked! : skipToken);
  if (!wanted) return { quote: null, quoting: false, error: null };
  if (!current) return { quote: null, quoting: true, error: null };
  return {
    quote: result.currentData ?? null,
    quoting: result.isFetching,
    error: result.isError && !result.isFetching ? messageOf(result.error, TEXTS.noQuote) : null,
  };
}
