/**
 * Direct JSON-RPC to the embedded local chain, for setting up a test's world (funding the test
 * wallet) the way a user would with `solana airdrop`. Never used to check what the app shows.
 */
import { LAMPORTS_PER_SOL } from '@toolkit/shared';

let nextId = 1;

export async function rpc<T>(rpcUrl: string, method: string, params: unknown[] = []): Promise<T> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
  });
  const body = (await response.json()) as { result?: T; error?: { code: number; message: string } };
  if (body.error) throw new Error(`${method} failed: ${body.error.message} (${body.error.code})`);
  return body.result as T;
}

/** Resolves once the signature is confirmed (polls getSignatureStatuses; the chain's slot is ~400 ms). */
export async function confirmSignature(rpcUrl: string, signature: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { value } = await rpc<{ value: ({ err: unknown; confirmationStatus?: string } | null)[] }>(rpcUrl, 'getSignatureStatuses', [[signature]]);
    const status = value[0];
    if (status?.err) throw new Error(`Transaction ${signature} failed: ${JSON.stringify(status.err)}`);
    if (status && (status.confirmationStatus === 'confirmed' || status.confirmationStatus === 'finalized')) return;
    if (Date.now() > deadline) throw new Error(`Transaction ${signature} not confirmed within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Airdrops SOL (default 10) to an address and waits for confirmation. Amount in lamports. */
export async function airdrop(rpcUrl: string, address: string, lamports: bigint = 10n * LAMPORTS_PER_SOL): Promise<string> {
  const signature = await rpc<string>(rpcUrl, 'requestAirdrop', [address, Number(lamports)]);
  await confirmSignature(rpcUrl, signature);
  return signature;
}

export async function getBalance(rpcUrl: string, address: string): Promise<bigint> {
  const { value } = await rpc<{ value: number }>(rpcUrl, 'getBalance', [address, { commitment: 'confirmed' }]);
  return BigInt(value);
}

/** Submits a signed base64 transaction and waits for confirmation; returns its signature. */
export async function sendRawTransaction(rpcUrl: string, signedBase64: string): Promise<string> {
  const signature = await rpc<string>(rpcUrl, 'sendTransaction', [signedBase64, { encoding: 'base64' }]);
  await confirmSignature(rpcUrl, signature);
  return signature;
}
