import type { AuthorityKind } from '@toolkit/shared';
import { api } from '../../../shared/api/index.ts';

type Tx = { success: true; transaction: string };

export const requestSend = (body: { mint: string; recipient: string; amount: string }) => api<Tx>('POST', '/token/send', body);
export const requestMint = (body: { mint: string; amount: string; recipient?: string }) => api<Tx>('POST', '/token/mint', body);
export const requestBurn = (body: { mint: string; amount: string }) => api<Tx>('POST', '/token/burn', body);
export const requestAuthorityChange = (body: { mint: string; type: AuthorityKind; newAuthority?: string }) => api<Tx>('POST', '/token/authority', body);
