import { distributionOperations, withdrawalAccountOperations } from '@toolkit/shared';
import { describe, expect, it } from 'vitest';
import { messageOf } from './api-failure.ts';
import { callOperation, contractBaseQuery } from './base-api.ts';

/** A fetch that answers like the API server and records what it was sent. */
function server(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}

const api = { signal: new AbortController().signal } as Parameters<ReturnType<typeof contractBaseQuery>>[1];

describe('contract base query', () => {
  it('Given a stored token and an operation with a path parameter, when it is called, then it sends the method, the encoded path and Authorization: Bearer', async () => {
    const s = server(200, { success: true, data: { _id: 'a b' } });
    const r = await contractBaseQuery({ fetch: s.fetch, getToken: () => 'abc' })(
      callOperation(withdrawalAccountOperations.get, { params: { id: 'a b' } }),
      api,
      {},
    );
    expect(r).toEqual({ data: { success: true, data: { _id: 'a b' } } });
    expect(s.calls[0]!.url).toBe('/api/withdraw/get/a%20b');
    expect(s.calls[0]!.init.method).toBe('GET');
    expect((s.calls[0]!.init.headers as Record<string, string>).authorization).toBe('Bearer abc');
  });

  it('Given an operation answering a CSV file, when it is called, then the data is the file text', async () => {
    const csv = 'address,amount,status,signature,error\nA,1,paid,S,\n';
    const fetch = (async () =>
      new Response(csv, { status: 200, headers: { 'content-type': 'text/csv; charset=utf-8' } })) as unknown as typeof globalThis.fetch;
    const r = await contractBaseQuery({ fetch, getToken: () => 'abc' })(
      callOperation(distributionOperations.result, { params: { id: '00000000-0000-4000-8000-000000000000' } }),
      api,
      {},
    );
    expect(r).toEqual({ data: csv });
  });

  it('Given no token, when an operation with a body is called, then no Authorization header is sent and the body is JSON', async () => {
    const s = server(200, { success: true });
    await contractBaseQuery({ fetch: s.fetch, getToken: () => null })(
      callOperation(withdrawalAccountOperations.add, { body: { name: 'n', address: 'x' } }),
      api,
      {},
    );
    const headers = s.calls[0]!.init.headers as Record<string, string>;
    expect(headers.authorization).toBeUndefined();
    expect(headers['content-type']).toBe('application/json');
    expect(JSON.parse(s.calls[0]!.init.body as string)).toEqual({ name: 'n', address: 'x' });
  });

  it('Given the server refuses with a code, when called, then the failure carries the code, message and field', async () => {
    const s = server(400, { success: false, code: 'VALIDATION_FAILED', message: 'Please fill all fields', field: 'name' });
    const r = await contractBaseQuery({ fetch: s.fetch })(callOperation(withdrawalAccountOperations.list, { query: {} }), api, {});
    expect(r).toEqual({ error: { status: 400, code: 'VALIDATION_FAILED', message: 'Please fill all fields', field: 'name' } });
    expect(messageOf(r.error, 'fallback')).toBe('Please fill all fields');
  });

  it('Given the server cannot be reached, when called, then the failure is SERVER_UNREACHABLE and messageOf falls back', async () => {
    const fetch = (async () => {
      throw new TypeError('network');
    }) as unknown as typeof globalThis.fetch;
    const r = await contractBaseQuery({ fetch })(callOperation(withdrawalAccountOperations.list, { query: {} }), api, {});
    expect(r.error?.code).toBe('SERVER_UNREACHABLE');
    expect(messageOf(r.error, 'Connection failed')).toBe('Connection failed');
  });
});
