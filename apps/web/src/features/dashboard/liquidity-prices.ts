import { api } from '../../shared/api/index.ts';

export interface MintPrice {
  priceSol: string | null;
  priceInr: number | null;
  liquidityInr: number | null;
}

/**
 * Prices where a pool exists (the liquidity module); no prices (dashes) when it cannot answer.
 * Transitional: the liquidity feature owns this operation; once `liquidityOperations` has it, its
 * endpoint replaces this hand-written call.
 */
export const fetchPrices = (mints: string[]): Promise<Record<string, MintPrice>> =>
  mints.length === 0
    ? Promise.resolve({})
    : api<{ success: true; data: Record<string, MintPrice> }>('GET', `/liquidity/prices?mints=${mints.join(',')}`)
        .then((r) => r.data)
        .catch(() => ({}));
