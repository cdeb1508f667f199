import type { TokenDetails } from '@toolkit/shared';
import { api } from '../../../shared/api/index.ts';

/** GET /token/info/:mint: what the chain and the metadata document say about a token. */
export const fetchTokenInfo = (mint: string) =>
  api<{ success: true; data: TokenDetails }>('GET', `/token/info/${encodeURIComponent(mint)}`).then((r) => r.data);
