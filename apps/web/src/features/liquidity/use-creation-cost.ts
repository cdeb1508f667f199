import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useState } from 'react';
import { initPoolSchema, TEXTS, type InitPoolRequest, type PoolCreationCost } from '@toolkit/shared';
import { messageOf } from '../../shared/api/index.ts';
import { useInitQuoteQuery } from './api.ts';

/** How long the form must rest before the cost is asked again. */
const COST_DELAY_MS = 300;

/**
 * What creating the pool in the form costs the wallet (both deposits, the create-pool fee, the
 * rent of the accounts the AMM opens), asked of the server once the form is a pool it can quote
 * and has stopped changing. `cost` is only ever the cost of the form as it is now.
 *
 * `settled` stops asking once the form has been sent to be created: the pool then exists (or is
 * about to), and a late question would only be answered "this pool exists".
 */
export function useCreationCost(
  values: Record<keyof InitPoolRequest, unknown>,
  settled = false,
): {
  cost: PoolCreationCost | null;
  pending: boolean;
  error: string | null;
} {
  const parsed = initPoolSchema.safeParse(values);
  const wanted = parsed.success ? parsed.data : null;
  const key = wanted ? JSON.stringify(wanted) : null;
  const [asked, setAsked] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setAsked(key), key ? COST_DELAY_MS : 0);
    return () => clearTimeout(timer);
  }, [key]);
  const current = key !== null && asked === key && !settled;
  const result = useInitQuoteQuery(current ? (JSON.parse(asked) as InitPoolRequest) : skipToken);
  if (!key) return { cost: null, pending: false, error: null };
  if (settled) return { cost: result.currentData ?? null, pending: false, error: null };
  if (!current) return { cost: null, pending: true, error: null };
  return {
    cost: result.currentData ?? null,
    pending: result.isFetching,
    error: result.isError && !result.isFetching ? messageOf(result.error, TEXTS.pleaseTryAgain) : null,
  };
}
