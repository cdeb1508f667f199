import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';
import type { Config } from '../lib/config.ts';

/**
 * The server sends to and confirms on the RPC URL stored with each transaction (a user's custom
 * endpoint included); that URL may point somewhere private by the time it is used.
 */
describe('RPC clients for stored and custom URLs', () => {
  let internal: Server;
  let hits = 0;
  let url: string;
  const apps: TestApp[] = [];
  beforeAll(async () => {
    // Given a JSON-RPC service on this machine that answers getHealth
    internal = createServer((req, res) => {
      hits++;
      let body = '';
      req.on('data', (c: Buffer) => (body += c));
      req.on('end', () =>
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', id: JSON.parse(body).id, result: 'ok' })),
      );
    });
    await new Promise<void>((resolve) => internal.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(internal.address() as AddressInfo).port}/`;
  });
  afterAll(async () => {
    for (const t of apps) await t.close();
    await new Promise((resolve) => internal.close(resolve));
  });
  const app = async (config: Partial<Config>) => {
    const t = await buildTestApp({ config });
    apps.push(t);
    return t.app;
  };

  it('Given a URL that is not one of the operator endpoints and points at 127.0.0.1, When the server calls it, Then the call is refused and the service sees no request', async () => {
    const server = await app({});
    hits = 0;

    await expect(server.clusters.rpcAt(url).getHealth().send()).rejects.toThrow();

    expect(hits).toBe(0);
  });

  it('Given the operator allows private RPC endpoints, When the server calls the same URL, Then it answers', async () => {
    const server = await app({ allowPrivateRpc: true });
    hits = 0;

    await expect(server.clusters.rpcAt(url).getHealth().send()).resolves.toBe('ok');

    expect(hits).toBe(1);
  });

  it("Given the URL is the operator's own local cluster endpoint, When the server calls it, Then it answers although it is private", async () => {
    const server = await app({ localRpcUrl: url });
    hits = 0;

    await expect(server.clusters.rpcAt(url).getHealth().send()).resolves.toBe('ok');

    expect(hits).toBe(1);
  });
});
