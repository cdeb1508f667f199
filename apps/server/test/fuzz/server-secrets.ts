/**
 * Every secret the server holds, in each form an answer could carry it: the master key, the
 * session secret, the treasury keypair, each custodial wallet's and pool authority's seed (opened
 * with the app's own key vault), the sealed values themselves, and the operator RPC keys the test
 * configured. Read from the database and data folder as they are now.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { getBase58Decoder } from '@solana/kit';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

const base58 = getBase58Decoder();

/** hex, base64, base64url, base58 and a JSON byte array of a key. */
function formsOf(bytes: Uint8Array): string[] {
  const b = Buffer.from(bytes);
  return [b.toString('hex'), b.toString('base64'), b.toString('base64url'), base58.decode(bytes), JSON.stringify([...bytes]).slice(1, 40)];
}

const rowsOf = async <R>(app: FastifyInstance, query: ReturnType<typeof sql>) => ((await app.db.execute(query)) as unknown as { rows: R[] }).rows;

export async function serverSecrets(app: FastifyInstance, dataDir: string, operatorKeys: string[]): Promise<string[]> {
  const secrets = [...operatorKeys, ...formsOf(app.secrets.masterKey), ...formsOf(app.secrets.sessionSecret)];
  const treasury = Uint8Array.from(JSON.parse(await readFile(path.join(dataDir, 'secrets', 'treasury.json'), 'utf8')) as number[]);
  secrets.push(...formsOf(treasury.slice(0, 32)), base58.decode(treasury));

  const wallets = await rowsOf<{ address: string; sealed_seed: string }>(app, sql`select address, sealed_seed from custodial_wallets`);
  for (const w of wallets) secrets.push(w.sealed_seed, ...formsOf(app.keyVault.open(w.sealed_seed, `custodial-wallet:${w.address}`)));
  const pools = await rowsOf<{ address: string; sealed_key: string }>(app, sql`select address, sealed_key from pools`);
  for (const p of pools) secrets.push(p.sealed_key, ...formsOf(app.keyVault.open(p.sealed_key, `pool-authority:${p.address}`)));
  const pending = await rowsOf<{ message_hash: string; server_signers: { type: string; sealed?: string }[] }>(
    app,
    sql`select message_hash, server_signers from pending_transactions`,
  );
  for (const row of pending)
    for (const signer of row.server_signers)
      if (signer.sealed) secrets.push(signer.sealed, ...formsOf(app.keyVault.open(signer.sealed, `pending-transaction:${row.message_hash}`)));
  return secrets;
}
