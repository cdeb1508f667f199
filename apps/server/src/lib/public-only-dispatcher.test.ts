import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicOnlyDispatcher } from './public-only-dispatcher.ts';

describe('public-only dispatcher', () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    // Given an internal service on this machine
    server = createServer((_, res) => res.end('internal secret'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('Given an internal service, When fetched by loopback address or name through the guard, Then the connection is refused', async () => {
    const dispatcher = createPublicOnlyDispatcher();
    try {
      for (const url of [`http://127.0.0.1:${port}/`, `http://localhost:${port}/`]) {
        // undici's Agent is what Node's fetch uses underneath
        await expect(fetch(url, { dispatcher } as RequestInit)).rejects.toMatchObject({
          cause: { message: expect.stringContaining('private or local address') },
        });
      }
      // The same request without the guard reaches it (the service is really there)
      expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('internal secret');
    } finally {
      await dispatcher.close();
    }
  });
});
