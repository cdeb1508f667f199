/**
 * Signatures of sent transactions are checked on a thread of their own before execution: what
 * LiteSVM refused on the event loop is still refused, with the same error, and nothing changes.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateKeyPairSigner, getBase64EncodedWireTransaction, type KeyPairSigner } from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalChain, type LocalChain } from '../src/index.js';
import { decodeBase58 } from '../src/engine/base58.js';
import { kitWorld, type KitWorld } from './kit-world.js';

let chain: LocalChain;
let world: KitWorld;
let dataDir: string;
let payer: KeyPairSigner;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'signature-thread-'));
  chain = await startLocalChain({ dataDir, rpcPort: 0, logger: { info() {}, warn() {}, error: console.error } });
  world = kitWorld(chain);
  payer = await world.fundedSigner(10n);
});

afterAll(async () => {
  await chain.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function call(method: string, params: unknown[]): Promise<{ result?: any; error?: { code: number; message: string; data?: any } }> {
  const response = await fetch(chain.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return response.json();
}

const balance = async (address: string) => BigInt((await call('getBalance', [address])).result.value);

async function transferWire(lamports: bigint): Promise<{ wire: Buffer; to: string }> {
  const to = (await generateKeyPairSigner()).address;
  const signed = await world.sign(
    payer,
    [getTransferSolInstruction({ source: payer, destination: to, amount: lamports })],
    await world.latestBlockhash(),
  );
  return { wire: Buffer.from(getBase64EncodedWireTransaction(signed), 'base64'), to };
}

describe('signatures checked off the event loop', () => {
  it('Given a transfer whose signature has one bit changed, When sent, Then it is refused as a signature failure and no lamports move', async () => {
    const { wire, to } = await transferWire(1_000_000n);
    wire[10] ^= 1;
    const before = await balance(payer.address);
    const sent = await call('sendTransaction', [wire.toString('base64'), { encoding: 'base64' }]);
    expect(sent.error).toMatchObject({ code: -32003, message: 'Transaction signature verification failure' });
    expect(await balance(payer.address)).toBe(before);
    expect(await balance(to)).toBe(0n);
  });

  it('Given a transfer "signed" for the identity point (a key of small order anyone can sign for), When sent, Then it is refused as LiteSVM refuses it', async () => {
    // R = the identity, S = 0 satisfies the plain ed25519 equation for the identity as the key.
    const identity = Buffer.alloc(32);
    identity[0] = 1;
    const data = Buffer.alloc(12);
    data.writeUInt32LE(2, 0);
    data.writeBigUInt64LE(1n, 4);
    const blockhash = Buffer.from(decodeBase58((await world.latestBlockhash()).blockhash)!);
    const recipient = Buffer.from(crypto.getRandomValues(new Uint8Array(32)));
    const message = Buffer.concat([
      Buffer.from([1, 0, 1, 3]),
      identity,
      recipient,
      Buffer.alloc(32),
      blockhash,
      Buffer.from([1, 2, 2, 0, 1, 12]),
      data,
    ]);
    const wire = Buffer.concat([Buffer.from([1]), identity, Buffer.alloc(32), message]).toString('base64');

    const simulated = await call('simulateTransaction', [wire, { encoding: 'base64', sigVerify: true }]);
    expect(simulated.result.value.err).toBe('SignatureFailure');
    const sent = await call('sendTransaction', [wire, { encoding: 'base64' }]);
    expect(sent.error).toMatchObject({ code: -32003 });
  });

  it('Given one signed transfer sent twice at once, When both arrive before either executes, Then it lands once and the other is refused as already processed', async () => {
    const { wire, to } = await transferWire(2_000_000n);
    const text = wire.toString('base64');
    const answers = await Promise.all([
      call('sendTransaction', [text, { encoding: 'base64' }]),
      call('sendTransaction', [text, { encoding: 'base64' }]),
    ]);
    expect(answers.filter((answer) => typeof answer.result === 'string')).toHaveLength(1);
    expect(answers.find((answer) => answer.error)?.error?.message).toMatch(/already been processed/);
    for (let i = 0; i < 100 && (await balance(to)) === 0n; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await balance(to)).toBe(2_000_000n);
  });

  it('Given valid transfers sent together, When confirmed, Then each lands with its own signature', async () => {
    const transfers = await Promise.all([1n, 2n, 3n, 4n, 5n].map((n) => transferWire(n * 1_000_000n)));
    const answers = await Promise.all(transfers.map(({ wire }) => call('sendTransaction', [wire.toString('base64'), { encoding: 'base64' }])));
    expect(answers.every((answer) => typeof answer.result === 'string')).toBe(true);
    for (let i = 0; i < 100 && (await balance(transfers[4]!.to)) === 0n; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await Promise.all(transfers.map(({ to }) => balance(to)))).toEqual([1n, 2n, 3n, 4n, 5n].map((n) => n * 1_000_000n));
  });
});
