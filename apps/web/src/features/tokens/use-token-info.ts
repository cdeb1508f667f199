import { useMemo } from 'react';
import { mintParamsSchema, type TokenDetails } from '@toolkit/shared';
import { messageOf } from '../../shared/api/index.ts';
import { useTokenInfoQuery } from './api.ts';

export type TokenInfoState =
  { status: 'idle' } | { status: 'loading' } | { status: 'ready'; info: TokenDetails } | { status: 'error'; message: string };

/** Reads a token from the chain once `mint` is a valid address; re-reads when a change makes it stale. */
export function useTokenInfo(mint: string): TokenInfoState {
  const trimmed = mint.trim();
  const valid = mintParamsSchema.safeParse({ mint: trimmed }).success;
  const { currentData, error, isError } = useTokenInfoQuery(trimmed, { skip: !valid });
  return useMemo((): TokenInfoState => {
    if (!valid) return { status: 'idle' };
    if (currentData) return { status: 'ready', info: currentData };
    if (isError) return { status: 'error', message: messageOf(error, 'Could not read this token') };
    return { status: 'loading' };
  }, [valid, currentData, isError, error]);
}
