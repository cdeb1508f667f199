import fs from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestWallet, freshFolderServer, toBase58 } from '../test/helpers.ts';
import { startServer, type StartedServer } from './start-server.ts';

describe('startServer', () => {
  let dataDir: string;
  let server: StartedServer;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'toolkit-start-'));
    // Given nothing but a data folder: the embedded chain, PGlite in the folder, free ports
    server = await startServer({ ...freshFolderServer(dataDir), chainCorsOrigins: ['https://explorer.solana.com'] });
  });
  afterAll(async () => {
    await server?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("Given an operator-allowed origin, When browsers call the embedded chain, Then that origin and the app's are served and another page's is refused", async () => {
    const call = (origin: string) =>
      fetch(server.rpcUrl!, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getHealth' }),
      });
    const explorer = await call('https://explorer.solana.com');
    expect([explorer.status, explorer.headers.get('access-control-allow-origin')]).toEqual([200, 'https://explorer.solana.com']);
    expect((await call(new URL(server.url).origin)).status).toBe(200);
    expect((await call('https://evil.example')).status).toBe(403);
  });

  it('Given a started server with the embedded chain, When called over HTTP, Then the API answers and a wallet can sign in', async () => {
    expect(server.port).toBeGreaterThan(0);
    expect(server.rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+/);
    const health = await (await fetch(`${server.url}/api/health`)).json();
    expect(health).toEqual({ success: true, data: { status: 'ok', cluster: 'local', rpcUrl: server.rpcUrl } });
    // The chain answers JSON-RPC
    const rpc = await fetch(server.rpcUrl!, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getHealth' }),
    });
    expect((await rpc.json()).result).toBe('ok');
    // A browser on the served origin can sign in (the domain follows the real port)
    const wallet = createTestWallet();
    const post = (p: string, body: object) =>
      fetch(`${server.url}/api${p}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.url },
        body: JSON.stringify(body),
      });
    const { message, input } = await (await post('/user/nonce', { phantomAddress: wallet.address })).json();
    expect(input.domain).toBe(new URL(server.url).host);
    const signature = toBase58(wallet.sign(new TextEncoder().encode(message)));
    const connected = await post('/user/connect', { phantomAddress: wallet.address, message, signature });
    expect(connected.status).toBe(200);
    expect(connected.headers.get('access-control-allow-origin')).toBe(server.url);
    // The database lives in the data folder
    expect(fs.existsSync(path.join(dataDir, 'db'))).toBe(true);
  });

  it('Given a started server, When it closes, Then everything stops', async () => {
    const { url, rpcUrl } = server;
    await server.close();
    await expect(fetch(`${url}/api/health`)).rejects.toThrow();
    await expect(fetch(rpcUrl!, { method: 'POST' })).rejects.toThrow();
    await server.close(); // idempotent
  });
});
