import { useEffect, useState } from 'react';
import { mintParamsSchema, type TokenDetails } from '@toolkit/shared';
import { messageOf } from '../../shared/api/index.ts';
import { fetchTokenInfo } from './api/token-info.ts';

export type TokenInfoState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; info: TokenDetails }
  | { status: 'error'; message: string };

/** Reads a token from the chain once `mint` is a valid address; `version` re-reads after a change. */
export function useTokenInfo(mint: string, version = 0): TokenInfoState {
  const [state, setState] = useState<TokenInfoState>({ status: 'idle' });
  useEffect(() => {
    const valid = mintParamsSchema.safeParse({ mint: mint.trim() }).success;
    if (!valid) return setState({ status: 'idle' });
    let live = true;
    setState({ status: 'loading' });
    fetchTokenInfo(mint.trim()).then(
      (info) => live && setState({ status: 'ready', info }),
      (e) => live && setState({ status: 'error', message: messageOf(e, 'Could not read this token') }),
    );
    return () => {
      live = false;
    };
  }, [mint, version]);
  return state;
}
