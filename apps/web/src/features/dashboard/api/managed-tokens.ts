import type { ManagedToken } from '@toolkit/shared';
import { api } from '../../../shared/api/index.ts';

export const fetchManagedTokens = () => api<{ success: true; data: ManagedToken[] }>('GET', '/token/get').then((r) => r.data);

export interface AddTokenBody {
  name: string;
  symbol: string;
  decimals: string;
  address: string;
  hasMetadata: boolean;
  imageURL?: string;
  metaDataURL?: string;
}
export const addManagedToken = (body: AddTokenBody) => api<{ success: true; message: string; data: ManagedToken }>('POST', '/token/add', body);
export const deleteManagedToken = (id: string) => api<{ success: true; message: string }>('DELETE', `/token/delete/${encodeURIComponent(id)}`);
