/** Helpers of the token e2e tests: a real PNG to upload (the server's test kit makes it) and a token made through the API. */
import { getBase64Decoder, getBase64Encoder, getTransactionDecoder, getTransactionEncoder } from '@solana/kit';
import type { TestWallet } from './support/index.ts';

export { solidPng } from '../apps/server/test/png.ts';

/** Creates a token through the API as the wallet (set-up for screens that start from an existing token). */
export async function createTokenViaApi(appUrl: string, token: string, wallet: TestWallet, fields: Record<string, string>): Promise<string> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const headers = { authorization: `Bearer ${token}` };
  const created = (await (await fetch(`${appUrl}/api/token/create`, { method: 'POST', body: form, headers })).json()) as {
    mint: string;
    transaction: string;
  };
  const tx = getTransactionDecoder().decode(getBase64Encoder().encode(created.transaction));
  const signed = { ...tx, signatures: { ...tx.signatures, [wallet.address]: wallet.sign(new Uint8Array(tx.messageBytes)) } } as typeof tx;
  const rawSignedTransaction = getBase64Decoder().decode(getTransactionEncoder().encode(signed));
  const sent = await fetch(`${appUrl}/api/transaction/sendAndConfirm`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ rawSignedTransaction }),
  });
  if (!sent.ok) throw new Error(`creation failed: ${await sent.text()}`);
  return created.mint;
}
