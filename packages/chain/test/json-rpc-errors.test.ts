/** Malformed JSON-RPC gets JSON-RPC errors with validator codes; the chain keeps answering. */
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { useLocalChain } from './local-chain.js';

const local = useLocalChain('chain-rpc-errors-');

async function post(body: string): Promise<{ status: number; json: any }> {
  const response = await fetch(local.chain.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : null };
}

const call = (method: string, params?: unknown, id: unknown = 1) => post(JSON.stringify({ jsonrpc: '2.0', id, method, params }));

describe('malformed JSON-RPC', () => {
  it('Given a body that is not JSON, when posted, then the answer is a parse error', async () => {
    const { json } = await post('{"jsonrpc": "2.0", "method": ');
    expect(json.error.code).toBe(-32700);
  });

  it('Given JSON that is not a JSON-RPC request, when posted, then the answer is invalid request', async () => {
    expect((await post('42')).json.error.code).toBe(-32600);
    expect((await post('{"id":1,"method":"getSlot"}')).json.error.code).toBe(-32600);
    expect((await post('{"jsonrpc":"2.0","id":1,"method":7}')).json.error.code).toBe(-32600);
    expect((await post('[]')).json.error.code).toBe(-32600);
  });

  it('Given an unknown method, when called, then the answer is -32601', async () => {
    const { json } = await call('getEverything');
    expect(json).toMatchObject({ jsonrpc: '2.0', id: 1, error: { code: -32601 } });
  });

  it('Given parameters of the wrong type, when a method is called, then the answer is -32602 with a readable message', async () => {
    expect((await call('getBalance', ['not-a-key'])).json.error).toEqual({ code: -32602, message: 'Invalid param: Invalid pubkey not-a-key' });
    expect((await call('getBalance', [42])).json.error).toEqual({ code: -32602, message: 'Invalid param: Invalid' });
    expect((await call('getBalance', 'oops')).json.error.code).toBe(-32602);
    expect((await call('getMinimumBalanceForRentExemption', [-1])).json.error.code).toBe(-32602);
    expect((await call('getSignatureStatuses', [['nope']])).json.error.code).toBe(-32602);
    expect((await call('sendTransaction', ['@@@'])).json.error.code).toBe(-32602);
    expect((await call('sendTransaction', [Buffer.from('short').toString('base64'), { encoding: 'base64' }])).json.error.code).toBe(-32602);
    expect((await call('getAccountInfo', ['11111111111111111111111111111111', { encoding: 'hex' }])).json.error.code).toBe(-32602);
    expect(
      (await call('getProgramAccounts', ['11111111111111111111111111111111', { filters: [{ memcmp: { offset: -1, bytes: 'x' } }] }])).json.error.code,
    ).toBe(-32602);
  });

  it('Given a batch, when posted, then each request gets its own answer, and a batch of over 1000 is refused', async () => {
    const batch = await post(
      JSON.stringify([
        { jsonrpc: '2.0', id: 1, method: 'getHealth' },
        { jsonrpc: '2.0', id: 2, method: 'nope' },
        { jsonrpc: '2.0', id: 3, method: 'getBalance', params: ['11111111111111111111111111111111'] },
      ]),
    );
    expect(batch.json.map((r: any) => r.id)).toEqual([1, 2, 3]);
    expect(batch.json[0].result).toBe('ok');
    expect(batch.json[1].error.code).toBe(-32601);
    const huge = await post(JSON.stringify(Array.from({ length: 1001 }, (_, id) => ({ jsonrpc: '2.0', id, method: 'getSlot' }))));
    expect(huge.json.error.code).toBe(-32600);
  });

  it('Given a 3 MiB body, when posted, then it is refused with 413 without being read whole', async () => {
    const { status, json } = await post(`"${'x'.repeat(3 * 1024 * 1024)}"`);
    expect(status).toBe(413);
    expect(json.error.code).toBe(-32600);
  });

  it('Given malformed and oversized requests, when a valid request follows, then the server still answers it', async () => {
    // Each test arranges its own world: this one does not rely on the tests above having run.
    expect((await post('{"jsonrpc": "2.0", "method": ')).json.error.code).toBe(-32700);
    expect((await post(`"${'x'.repeat(3 * 1024 * 1024)}"`)).status).toBe(413);
    expect((await call('getHealth')).json.result).toBe('ok');
  });

  it('Given malformed WebSocket messages, when sent, then each gets a JSON-RPC error', async () => {
    const socket = new WebSocket(local.chain.wsUrl);
    await new Promise((resolve) => socket.addEventListener('open', resolve, { once: true }));
    const replies: any[] = [];
    const got = new Promise<void>((resolve) =>
      socket.addEventListener('message', (event) => {
        replies.push(JSON.parse(String(event.data)));
        if (replies.length === 3) resolve();
      }),
    );
    socket.send('{bad');
    socket.send(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'signatureSubscribe', params: ['nope'] }));
    socket.send(JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'slotSubscribe' }));
    await got;
    socket.close();
    expect(replies[0].error.code).toBe(-32700);
    expect(replies[1].error.code).toBe(-32602);
    expect(typeof replies[2].result).toBe('number');
  });
});
