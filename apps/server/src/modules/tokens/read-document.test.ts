import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { readTokenDocument } from './read-document.ts';
import { endlessJson } from '../../../test/endless-json.ts';

/** A token made elsewhere names its metadata document by any uri; anonymous routes read it. */
describe('reading a token metadata document from its uri', () => {
  const cleanups: Array<() => Promise<unknown>> = [];
  afterEach(async () => {
    while (cleanups.length) await cleanups.pop()!();
  });
  const serve = async (handler: Parameters<typeof createServer>[1]) => {
    const server: Server = createServer(handler);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise((resolve) => (server.closeAllConnections(), server.close(resolve))));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/metadata.json`;
  };
  const app = async (allowPrivateRpc: boolean) => {
    const t: TestApp = await buildTestApp({ config: { allowPrivateRpc } });
    cleanups.push(() => t.close());
    return t.app;
  };

  it('Given a uri whose server streams 100 MB without end, When the document is read, Then there is no document and the read stopped near its 256 KB cap', async () => {
    const body = endlessJson();
    const uri = await serve(body.handler);
    const server = await app(true);

    expect(await readTokenDocument(server, uri)).toBeNull();
    expect(body.sent()).toBeLessThan(16 * 1024 * 1024);
  });

  it('Given a small document on a private address, When the operator allows private targets, Then it is read; When not, Then it is not fetched at all', async () => {
    let hits = 0;
    const uri = await serve((_, res) => {
      hits++;
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ name: 'Inside', image: '' }));
    });

    expect(await readTokenDocument(await app(true), uri)).toEqual({ document: { name: 'Inside', image: '' }, dropped: [] });
    expect(await readTokenDocument(await app(false), uri)).toBeNull();
    expect(hits).toBe(1);
  });
});
