import { postForm } from './post-form.ts';

export interface UpdateMetadataResponse {
  success: true;
  message: string;
  transaction: string;
  metadata: { name: string; symbol: string; decimals: number; supply: string; uri: string };
}

/** POST /token/update-metadata/:mint: the update transaction for the wallet to sign. */
export const requestMetadataUpdate = (mint: string, form: FormData) =>
  postForm<UpdateMetadataResponse>(`/token/update-metadata/${encodeURIComponent(mint)}`, form);
