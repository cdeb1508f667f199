/** The liquidity pages' calls (one function per API operation). */
import type { PoolStats, PoolView, WalletToken } from '@toolkit/shared';
import { api } from '../../shared/api/index.ts';

export interface BuiltLiquidity {
  transaction: string;
  data: { baseAmount: string; quoteAmount: string; lpAmount: string };
}

export const initPool = (body: { baseToken: string; quoteToken: string; baseAmount: string; quoteAmount: string; feeTier: number; startTime?: string }) =>
  api<{ pool: string; message: string; transaction: string; lpAmount: string }>('POST', '/liquidity/init', body);
export const addLiquidity = (body: { pool: string; baseAmount?: string; quoteAmount?: string }) => api<BuiltLiquidity>('POST', '/liquidity/add', body);
export const removeLiquidity = (body: { pool: string; lp_amount: string }) => api<BuiltLiquidity>('POST', '/liquidity/remove', body);
export const fetchPool = (pool: string) => api<{ data: PoolView }>('GET', `/liquidity/pool/${pool}`).then((r) => r.data);
export const fetchPools = (mine = false) => api<{ data: PoolStats[] }>('GET', `/liquidity/pools${mine ? '?mine=true' : ''}`).then((r) => r.data);
export const fetchWalletTokens = () => api<{ data: WalletToken[] }>('GET', '/liquidity/wallet-tokens').then((r) => r.data);
