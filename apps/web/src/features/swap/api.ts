/** The swap screen's calls (one function per API operation). */
import type { PoolStats, SwapDirection, SwapQuoteView, WalletToken } from '@toolkit/shared';
import { api } from '../../shared/api/index.ts';

export const fetchPools = () => api<{ data: PoolStats[] }>('GET', '/liquidity/pools').then((r) => r.data);
export const fetchWalletTokens = () => api<{ data: WalletToken[] }>('GET', '/liquidity/wallet-tokens').then((r) => r.data);
export const fetchQuote = (pool: string, direction: SwapDirection, amount: string) =>
  api<{ data: SwapQuoteView }>('POST', '/liquidity/quote', { pool, direction, amount }).then((r) => r.data);
export const buildSwap = (pool: string, direction: SwapDirection, amount: string, payer: string) =>
  api<{ data: { tx: string; quote: SwapQuoteView } }>('POST', `/liquidity/swap/${direction}`, { pool, amount, payer }).then((r) => r.data);
