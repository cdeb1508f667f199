/** Helpers of the token e2e tests: a real PNG to upload, and where screenshots go. */
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { getBase64Decoder, getBase64Encoder, getTransactionDecoder, getTransactionEncoder } from '@solana/kit';
import type { TestWallet } from './support/index.ts';

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const b of buf) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}

/** A size x size PNG in one colour (RGBA), made here so the test needs no fixture file. */
export function solidPng(size: number, rgba: [number, number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.concat(Array.from({ length: size }, () => Buffer.from(rgba)))]);
  const raw = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Screenshots for people to look at (E2E_SHOTS, default a temp folder). */
export function shotPath(name: string): string {
  const dir = process.env.E2E_SHOTS ?? path.join(tmpdir(), 'e2e-tokens-shots');
  mkdirSync(dir, { recursive: true });
  return path.join(dir, `${name}.png`);
}

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
