/**
 * Token tests' kit (tokens and revoke modules): multipart bodies as a browser sends them, a PNG
 * with a text chunk that must not survive the upload, and a token created for real through the
 * API (prepared, signed by the test wallet, submitted).
 */
import { expect } from 'vitest';
import type { Config } from '../src/lib/config.ts';
import { airdrop, call, signIn, signWireTransaction, useChainApp, type SignedIn, type TestApp, type TestDatabase } from './helpers.ts';

export const SOL = 1_000_000_000n;

export { pngWithText } from './png.ts';

export type UploadFile = { bytes: Buffer; name: string; type: string };

/** A multipart body as a browser's FormData sends it. */
export async function multipart(fields: Record<string, string>, files: Record<string, UploadFile> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const [k, f] of Object.entries(files)) form.append(k, new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.name);
  const response = new Response(form);
  return { payload: Buffer.from(await response.arrayBuffer()), headers: { 'content-type': response.headers.get('content-type')! } };
}

/** For the enclosing describe block: a chain and app of its own (`useChainApp`) and the token kit on them. */
export function useTokenKit(database: TestDatabase, config?: Partial<Config>) {
  const world = useChainApp(database, config);
  return { world, ...tokenKit(() => ({ t: world.t, rpcUrl: world.chain.rpcUrl })) };
}

/** Token tests on one app and chain; every test signs in its own funded users. */
export function tokenKit(world: () => { t: TestApp; rpcUrl: string }) {
  const kit = {
    /** A new user whose wallet holds `sol` SOL. */
    async user(sol = 10n): Promise<SignedIn> {
      const who = await signIn(world().t.app);
      await airdrop(world().rpcUrl, who.wallet.address, sol * SOL);
      return who;
    },

    post: (who: SignedIn, url: string, payload: object) => call(world().t.app, { method: 'POST', url, token: who.token, payload }),

    /** The wallet signs what the server built and the browser posts it back. */
    async signAndSubmit(who: SignedIn, transaction: string): Promise<string> {
      const r = await call(world().t.app, {
        method: 'POST',
        url: '/api/transaction/sendAndConfirm',
        token: who.token,
        payload: { rawSignedTransaction: signWireTransaction(transaction, who.wallet), payerType: who.wallet.address },
      });
      expect(r.body, JSON.stringify(r.body)).toMatchObject({ success: true });
      return r.body.signature as string;
    },

    /** Prepares a creation from the form, signs and submits it; the new mint. */
    async createToken(who: SignedIn, fields: Record<string, string> = {}, files: Record<string, UploadFile> = {}): Promise<string> {
      const body = await multipart({ name: 'Rocket Jet', symbol: 'RJ', decimals: '6', initialMint: '1000000', ...fields }, files);
      const created = await call(world().t.app, { method: 'POST', url: '/api/token/create', token: who.token, ...body });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      await kit.signAndSubmit(who, created.body.transaction);
      return created.body.mint as string;
    },
  };
  return kit;
}
