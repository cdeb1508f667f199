/**
 * A token's logo: the image its metadata names, else its badge (also when the image
 * does not load). Where the image comes from is the app's business: it provides
 * `TokenImageContext` (app/providers reads the token's metadata); shared UI never calls the API.
 */
import { createContext, Suspense, useContext, useState, type ReactNode } from 'react';
import { NATIVE_MINT } from '@toolkit/shared';
import { cn } from './cn.ts';
import { TokenBadge } from './TokenBadge.tsx';
import { imageUrl } from '../lib/image-url.ts';

/** Renders `children` with the image URL of `mint`'s metadata (undefined while unknown or without one). */
export type TokenImageRender = (mint: string, children: (src: string | undefined) => ReactNode) => ReactNode;

export const TokenImageContext = createContext<TokenImageRender | null>(null);

export function TokenLogo({ mint, symbol, large }: { mint: string; symbol: string; large?: boolean }) {
  const imageOf = useContext(TokenImageContext);
  const badge = <TokenBadge mint={mint} symbol={symbol} large={large} />;
  if (!imageOf || mint === NATIVE_MINT) return badge;
  return (
    <Suspense fallback={badge}>
      {imageOf(mint, (src) => (
        <LogoImage key={src} src={src} mint={mint} symbol={symbol} large={large} />
      ))}
    </Suspense>
  );
}

function LogoImage({ src, mint, symbol, large }: { src: string | undefined; mint: string; symbol: string; large?: boolean }) {
  const [broken, setBroken] = useState(false);
  const url = imageUrl(src);
  if (!url || broken) return <TokenBadge mint={mint} symbol={symbol} large={large} />;
  return (
    <img
      src={url}
      alt={`${symbol} logo`}
      onError={() => setBroken(true)}
      className={cn('shrink-0 rounded-full bg-surface-2 object-cover', large ? 'size-8' : 'size-5')}
    />
  );
}
