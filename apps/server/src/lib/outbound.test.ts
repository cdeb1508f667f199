import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createOutboundClient, ResponseTooLargeError, type OutboundClient } from './outbound.ts';
import { assertPublicRpcTarget, isNonPublicAddress } from './rpc-target.ts';
import { endlessJson } from '../../test/endless-json.ts';

/** A real HTTP server on this machine; `hits` counts the requests that reached it. */
async function localServer(host: string, handler: RequestListener) {
  const state = { hits: 0, port: 0, server: null as unknown as Server };
  state.server = createServer((req, res) => {
    state.hits++;
    handler(req, res);
  });
  await new Promise<void>((resolve) => state.server.listen(0, host, resolve));
  state.port = (state.server.address() as AddressInfo).port;
  return state;
}

describe('outbound client', () => {
  const cleanups: Array<() => Promise<unknown>> = [];
  afterEach(async () => {
    while (cleanups.length) await cleanups.pop()!();
  });
  const serve = async (host: string, handler: RequestListener) => {
    const s = await localServer(host, handler);
    cleanups.push(() => new Promise((resolve) => (s.server.closeAllConnections(), s.server.close(resolve))));
    return s;
  };
  const client = (options: Parameters<typeof createOutboundClient>[0]): OutboundClient => {
    const c = createOutboundClient(options);
    cleanups.push(() => c.close());
    return c;
  };
  const internalService = () => serve('127.0.0.1', (_, res) => res.end('internal secret'));

  it('Given an internal service, When it is fetched by loopback address or by name, Then the connection is refused and the service sees no request', async () => {
    const internal = await internalService();
    const { dispatcher } = client({ allowPrivate: false });

    for (const url of [`http://127.0.0.1:${internal.port}/`, `http://localhost:${internal.port}/`, `http://[::ffff:127.0.0.1]:${internal.port}/`]) {
      await expect(fetch(url, { dispatcher } as RequestInit)).rejects.toMatchObject({
        cause: { code: 'PRIVATE_RPC_NOT_ALLOWED' },
      });
    }
    expect(internal.hits).toBe(0);
  });

  it('Given a name that answers a public address to the URL check and 127.0.0.1 afterwards (DNS rebinding), When the request is made, Then the pinned connection never reaches 127.0.0.1', async () => {
    const internal = await internalService();
    const answers = [['93.184.216.34'], ['127.0.0.1']];
    const resolve = async () => answers.shift() ?? ['127.0.0.1'];
    const url = `http://rebind.example:${internal.port}/`;

    // The URL check at switch time sees the public address and lets the URL through...
    await expect(assertPublicRpcTarget(url, { allowPrivate: false, resolve })).resolves.toBe(url);
    // ...but the connection resolves for itself, refuses what it is told now, and connects nowhere.
    await expect(client({ allowPrivate: false, resolve }).read(url, { maxBytes: 1024, timeoutMs: 5000 })).rejects.toMatchObject({
      cause: { code: 'PRIVATE_RPC_NOT_ALLOWED' },
    });
    expect(internal.hits).toBe(0);
  });

  it('Given a name the system cannot resolve, When the client resolves it to a checked address, Then the connection goes to exactly that address', async () => {
    const internal = await internalService();
    const resolve = async () => ['127.0.0.1'];

    const bytes = await client({ allowPrivate: true, resolve }).read(`http://pinned.invalid:${internal.port}/`, { maxBytes: 1024, timeoutMs: 5000 });

    expect(new TextDecoder().decode(bytes)).toBe('internal secret');
    expect(internal.hits).toBe(1);
  });

  it('Given a public endpoint that redirects to 127.0.0.1 or localhost, When it is read, Then the redirect is refused and the internal service sees no request', async () => {
    const internal = await internalService();
    // 127.0.0.2 stands in for a public host in this test (nothing public is reachable from CI).
    const isRefused = (ip: string) => ip !== '127.0.0.2' && isNonPublicAddress(ip);
    for (const target of [`http://127.0.0.1:${internal.port}/`, `http://localhost:${internal.port}/`]) {
      const redirecting = await serve('127.0.0.2', (_, res) => res.writeHead(302, { location: target }).end());
      const outbound = client({ allowPrivate: false, isRefused });

      await expect(outbound.read(`http://127.0.0.2:${redirecting.port}/`, { maxBytes: 1024, timeoutMs: 5000 })).rejects.toMatchObject({
        cause: { code: 'PRIVATE_RPC_NOT_ALLOWED' },
      });
      expect(redirecting.hits).toBe(1);
    }
    expect(internal.hits).toBe(0);
  });

  it('Given a server that streams 100 MB without end, When it is read with a 256 KB cap, Then the read is refused after little more than the cap has arrived', async () => {
    const body = endlessJson();
    const endless = await serve('127.0.0.1', body.handler);

    await expect(
      client({ allowPrivate: true }).read(`http://127.0.0.1:${endless.port}/`, { maxBytes: 256 * 1024, timeoutMs: 10_000 }),
    ).rejects.toBeInstanceOf(ResponseTooLargeError);

    // Only socket buffers' worth past the cap left the server before the connection was dropped.
    expect(body.sent()).toBeLessThan(16 * 1024 * 1024);
  });

  it('Given a server announcing a 100 MB body, When it is read with a 256 KB cap, Then it is refused without reading the body', async () => {
    const announcing = await serve('127.0.0.1', (_, res) => {
      res.writeHead(200, { 'content-length': String(100 * 1024 * 1024) });
      res.write('{');
    });

    await expect(
      client({ allowPrivate: true }).read(`http://127.0.0.1:${announcing.port}/`, { maxBytes: 256 * 1024, timeoutMs: 10_000 }),
    ).rejects.toBeInstanceOf(ResponseTooLargeError);
  });

  it('Given a server that sends its headers and then nothing, When it is read with a time cap, Then the read fails instead of waiting', async () => {
    const stalled = await serve('127.0.0.1', (_, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"name":');
    });

    await expect(client({ allowPrivate: true }).read(`http://127.0.0.1:${stalled.port}/`, { maxBytes: 1024, timeoutMs: 300 })).rejects.toMatchObject({
      name: expect.stringMatching(/TimeoutError|AbortError/),
    });
  });
});
