/**
 * Token tests' kit (tokens and revoke modules): multipart bodies as a browser sends them, a PNG
 * with a text chunk that must not survive the upload, and a token created for real through the
 * API (prepared, signed by the test wallet, submitted).
 */
import { deflateSync } from 'node:zlib';
import { expect } from 'vitest';
import { airdrop, call, signIn, signWireTransaction, type SignedIn, type TestApp } from './helpers.ts';

export const SOL = 1_000_000_000n;

/** A real 1x1 PNG with a tEXt chunk holding `secret`. */
export function pngWithText(secret: string): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('tEXt', Buffer.from(`Comment\0${secret}`, 'latin1')),
    chunk('IDAT', deflateSync(Buffer.from([0, 0x14, 0xf1, 0x95, 0xff]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const b of buf) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}

export type UploadFile = { bytes: Buffer; name: string; type: string };

/** A multipart body as a browser's FormData sends it. */
export async function multipart(fields: Record<string, string>, files: Record<string, UploadFile> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const [k, f] of Object.entries(files)) form.append(k, new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.name);
  const response = new Response(form);
  return { payload: Buffer.from(await response.arrayBuffer()), headers: { 'content-type': response.headers.get('content-type')! } };
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
