import { describe, expect, it } from 'vitest';
import { messageOf } from './api-failure.ts';
import { ApiError, createApiClient } from './client.ts';

/** A fetch that answers like the API server and records what it was sent. */
function server(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}

describe('API client', () => {
  it('Given a stored token, when calling, then it sends Authorization: Bearer', async () => {
    const s = server(200, { success: true, data: 1 });
    await createApiClient({ fetch: s.fetch, getToken: () => 'abc' })('GET', '/user/me');
    expect(s.calls[0].url).toBe('/api/user/me');
    expect((s.calls[0].init.headers as Record<string, string>).authorization).toBe('Bearer abc');
  });

  it('Given no token, when calling, then no Authorization header is sent', async () => {
    const s = server(200, { success: true });
    await createApiClient({ fetch: s.fetch, getToken: () => null })('POST', '/user/nonce', { phantomAddress: 'x' });
    expect(s.calls[0].init.headers).not.toHaveProperty('authorization');
    expect(s.calls[0].init.body).toBe('{"phantomAddress":"x"}');
  });

  it("Given a 401 with the server's message, when calling, then that message is what the user sees", async () => {
    const s = server(401, { success: false, message: 'Signature does not match' });
    const err = (await createApiClient({ fetch: s.fetch, getToken: () => null })('POST', '/user/connect').catch((e: unknown) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err.status).toBe(401);
    expect(messageOf(err, 'Connection failed')).toBe('Signature does not match');
  });

  it('Given an unreachable server, when calling, then the local message is used', async () => {
    const fetch = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof globalThis.fetch;
    const err = await createApiClient({ fetch, getToken: () => null })('GET', '/x').catch((e) => e);
    expect(messageOf(err, 'Connection failed')).toBe('Connection failed');
  });
});
