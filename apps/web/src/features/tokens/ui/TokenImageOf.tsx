import type { ReactNode } from 'react';
import { useTokenInfoQuery } from '../api.ts';

/**
 * The image a token's metadata names, for `TokenLogo` (app/providers gives it to shared UI):
 * read with the token's details, which the pages cache; an http(s) URL or nothing.
 */
export function TokenImageOf({ mint, children }: { mint: string; children(src: string | undefined): ReactNode }) {
  const image = useTokenInfoQuery(mint).currentData?.metadata?.image;
  return children(typeof image === 'string' && /^https?:\/\//.test(image) ? image : undefined);
}
