/**
 * The token page's header as the server wrote it into the HTML, painted before any script runs.
 * React empties the root when it first renders; while the page's code and the token's data are
 * still on their way, this keeps that header on screen where a blank page or a grey block stood.
 * Read once, as the app starts (before React renders), and shown only for the token it names.
 */
import type { ReactNode } from 'react';

const TOKEN_PATH = /^\/solana\/token\/([^/]+)\/?$/;
const drawn = typeof document === 'undefined' ? null : document.querySelector('[data-ssr-token-header]');
const served = drawn ? { mint: TOKEN_PATH.exec(location.pathname)?.[1] ?? '', html: drawn.outerHTML } : null;

/** The server's header of `mint` (of the page the app opened on, without one), or `fallback`. */
export function ServerTokenHeader({ mint, fallback = null }: { mint?: string; fallback?: ReactNode }) {
  if (!served || (mint !== undefined && mint !== served.mint)) return fallback;
  // The server escaped every text it put in.
  return <div dangerouslySetInnerHTML={{ __html: served.html }} />;
}
