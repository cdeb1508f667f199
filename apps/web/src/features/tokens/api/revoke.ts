import type { AuthorityKind, RevokeAuthorityResponse } from '@toolkit/shared';
import { api } from '../../../shared/api/index.ts';

export interface RevokeRequest {
  mintAddress: string;
  revokeFreeze: boolean;
  revokeUpdate: boolean;
  revokeMint: boolean;
  payerAddress: string;
}

/** POST /revoke/authority: one transaction per authority. */
export const requestRevokes = (body: RevokeRequest) => api<RevokeAuthorityResponse>('POST', '/revoke/authority', body);

export interface RevokeConfirmation {
  success: boolean;
  message: string;
  details: Partial<Record<AuthorityKind, { success: boolean; message: string }>>;
}

/** POST /revoke/confirm-transaction: reads the chain to tell whether the authority is now none. */
export const confirmRevoke = (body: { signature: string; type: AuthorityKind; mintAddress: string }) =>
  api<RevokeConfirmation>('POST', '/revoke/confirm-transaction', body);
