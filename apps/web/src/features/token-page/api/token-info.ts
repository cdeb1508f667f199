import type { TokenDetails } from '@toolkit/shared';
import { api } from '../../../shared/api/index.ts';

/** GET /token/info/:mint (public). */
export const fetchTokenDetails = (mint: string) =>
  api<{ success: true; data: TokenDetails }>('GET', `/token/info/${encodeURIComponent(mint)}`).then((r) => r.data);
