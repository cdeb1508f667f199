import { useCallback, useEffect, useState } from 'react';
import type { ManagedToken } from '@toolkit/shared';
import { messageOf } from '../../shared/api/index.ts';
import { useWalletSession } from '../../shared/session/index.ts';
import { fetchManagedTokens } from './api/managed-tokens.ts';

/** The user's token list (spec 4: request, success, failure), reloaded on demand. */
export function useManagedTokens() {
  const { connected } = useWalletSession();
  const [state, setState] = useState<{ loading: boolean; error: string | null; tokens: ManagedToken[] }>({ loading: false, error: null, tokens: [] });
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (!connected) return setState({ loading: false, error: null, tokens: [] });
    let live = true;
    setState((s) => ({ ...s, loading: true, error: null }));
    fetchManagedTokens().then(
      (tokens) => live && setState({ loading: false, error: null, tokens }),
      (e) => live && setState((s) => ({ ...s, loading: false, error: messageOf(e, 'Could not load your tokens') })),
    );
    return () => {
      live = false;
    };
  }, [connected, version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { ...state, reload };
}
