/** Helpers of the token e2e tests: a real PNG to upload (the server's test kit makes it), and a token or a pool made through the API. */
import { getBase64Decoder, getBase64Encoder, getTransactionDecoder, getTransactionEncoder } from '@solana/kit';
import { expect } from 'vitest';
import { createTestToken, walletSign } from '../apps/server/test/chain-kit.ts';
import { api, type TestWallet } from './support/index.ts';

export { solidPng } from '../apps/server/test/png.ts';

/** Creates a token through the API as the wallet (set-up for screens that start from an existing token); a Blob field is an uploaded file. */
export async function createTokenViaApi(appUrl: string, token: string, wallet: TestWallet, fields: Record<string, string | Blob>): Promise<string> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) {
    if (typeof v === 'string') form.append(k, v);
    else form.append(k, v, `${k}.png`);
  }
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

/**
 * A TKN/SOL pool of the wallet's new token (by default 1,000,000 of 5,000,000 TKN against 10 SOL,
 * at the 1 % tier), built by the server on the AMM program and signed by the wallet, as the app does it.
 */
export async function givenPoolViaApi(
  app: { url: string; rpcUrl: string },
  token: string,
  wallet: TestWallet,
  { supply = 5_000_000n, pooled = 1_000_000n }: { supply?: bigint; pooled?: bigint } = {},
): Promise<{ pool: string; mint: string }> {
  const mint = await createTestToken(app.rpcUrl, wallet, 6, supply * 10n ** 6n);
  const pool = await openPoolViaApi(app, token, wallet, { baseToken: mint, baseAmount: pooled.toString(), quoteAmount: '10', feeTier: 1 });
  return { pool, mint };
}

/** Another pool of a pair the wallet holds (amounts in whole tokens, SOL the quote), opened through the API; its address. */
export async function openPoolViaApi(
  app: { url: string },
  token: string,
  wallet: TestWallet,
  pool: { baseToken: string; baseAmount: string; quoteAmount: string; feeTier: number },
): Promise<string> {
  const init = await api<{ pool: string; transaction: string }>(app.url, '/liquidity/init', {
    method: 'POST',
    token,
    body: { quoteToken: 'SOL', ...pool },
  });
  expect(init.status).toBe(200);
  const sent = await api(app.url, '/transaction/sendAndConfirm', {
    method: 'POST',
    token,
    body: { rawSignedTransaction: walletSign(init.body.transaction, wallet) },
  });
  expect(sent.status).toBe(200);
  return init.body.pool;
}
