import type { MintSummary } from '@toolkit/shared';
import { api } from '../../../shared/api/index.ts';

/** Supplies and authorities of the listed mints, in one call. */
export const fetchMintSummaries = (mints: string[]) =>
  mints.length === 0
    ? Promise.resolve({} as Record<string, MintSummary | null>)
    : api<{ success: true; data: Record<string, MintSummary | null> }>('GET', `/token/mints?mints=${mints.join(',')}`).then((r) => r.data);
