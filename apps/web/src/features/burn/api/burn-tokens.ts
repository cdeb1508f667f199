import { api } from '../../../shared/api/index.ts';

/** POST /token/burn: a burn transaction for the wallet to sign (amount in token units, exact). */
export const requestBurn = (body: { mint: string; amount: string }) =>
  api<{ success: true; transaction: string }>('POST', '/token/burn', body);
