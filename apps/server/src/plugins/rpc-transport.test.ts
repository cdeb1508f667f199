import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSolanaRpcFromTransport } from '@solana/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rpcFailureKind } from '../lib/rpc-failure.ts';
import { createServerRpcTransport } from './rpc-transport.ts';

describe('the server RPC transport', () => {
  let node: Server;
  let url: string;
  const asked: string[] = [];
  let height = 100;
  let requests = 0;
  const batches: string[][] = [];
  let refuseBatches = false;
  beforeAll(async () => {
    // Given a JSON-RPC node that counts what it is asked, its block height growing with each ask;
    // it answers batches (each call as it would alone) unless told to refuse them
    const answerOf = ({ id, method }: { id: unknown; method: string }): string => {
      asked.push(method);
      // Written by hand: JSON.stringify cannot write a u64 beyond 2^53 exactly.
      if (method === 'getBalance') return `{"jsonrpc":"2.0","id":${JSON.stringify(id)},"result":{"context":{"slot":1},"value":18446744073709551615}}`;
      if (method === 'getFirstAvailableBlock') return JSON.stringify({ jsonrpc: '2.0', id, error: { code: -32001, message: 'no block' } });
      const result = method === 'getMinimumBalanceForRentExemption' ? 2_039_280 : method === 'getBlockHeight' ? height++ : 'ok';
      return JSON.stringify({ jsonrpc: '2.0', id, result });
    };
    node = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c));
      req.on('end', () => {
        requests++;
        const parsed = JSON.parse(body) as { id: unknown; method: string } | { id: unknown; method: string }[];
        const json = (text: string) => res.writeHead(200, { 'content-type': 'application/json' }).end(text);
        if (Array.isArray(parsed)) {
          batches.push(parsed.map((c) => c.method));
          if (refuseBatches) return json(JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32600, message: 'batches not allowed' } }));
          return json(`[${parsed.map(answerOf).join(',')}]`);
        }
        if (parsed.method === 'getSlot') return res.writeHead(502).end('bad gateway');
        json(answerOf(parsed));
      });
    });
    await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(node.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise((resolve) => node.close(resolve)));

  it('Given the rent of one size asked again and again, When later requests ask it, Then the node is asked once and every answer is the same', async () => {
    const rpc = createSolanaRpcFromTransport(createServerRpcTransport({ url }));
    asked.length = 0;
    const first = await rpc.getMinimumBalanceForRentExemption(165n).send();
    await new Promise((r) => setTimeout(r, 150));
    const later = await rpc.getMinimumBalanceForRentExemption(165n).send();
    expect([first, later]).toEqual([2_039_280n, 2_039_280n]);
    expect(asked).toEqual(['getMinimumBalanceForRentExemption']);
  });

  it('Given the block height asked, When it is asked again within 100 ms and then after, Then the first repeat shares the answer and the later one asks the node again', async () => {
    const rpc = createSolanaRpcFromTransport(createServerRpcTransport({ url }));
    asked.length = 0;
    const first = await rpc.getBlockHeight().send();
    const shared = await rpc.getBlockHeight().send();
    await new Promise((r) => setTimeout(r, 150));
    const fresh = await rpc.getBlockHeight().send();
    expect(shared).toBe(first);
    expect(fresh).toBeGreaterThan(first);
    expect(asked).toEqual(['getBlockHeight', 'getBlockHeight']);
  });

  it('Given any other method, When it is asked twice, Then the node answers each', async () => {
    const rpc = createSolanaRpcFromTransport(createServerRpcTransport({ url }));
    asked.length = 0;
    await rpc.getHealth().send();
    await rpc.getHealth().send();
    expect(asked).toEqual(['getHealth', 'getHealth']);
  });

  it('Given cheap calls made in one turn, When they are sent, Then the node gets one request and each caller its own answer, a refusal only its own', async () => {
    const rpc = createSolanaRpcFromTransport(createServerRpcTransport({ url }));
    const system = '11111111111111111111111111111111' as Parameters<typeof rpc.getBalance>[0];
    requests = 0;
    batches.length = 0;
    const [balance, record, refused] = await Promise.all([
      rpc.getBalance(system).send(),
      rpc.getTransaction('1111111111111111111111111111111111111111111111111111111111111111' as never).send(),
      // Not one of the batched methods: it goes alone.
      rpc
        .getFirstAvailableBlock()
        .send()
        .catch((e: unknown) => e),
    ]);
    expect(balance.value).toBe(18_446_744_073_709_551_615n);
    expect(record).toBe('ok');
    expect((refused as { context?: { __code?: number } }).context?.__code).toBe(-32001);
    expect(batches).toEqual([['getBalance', 'getTransaction']]);
    expect(requests).toBe(2);
  });

  it('Given a node that refuses batches, When cheap calls are made in one turn, Then each is asked again alone and answered', async () => {
    const rpc = createSolanaRpcFromTransport(createServerRpcTransport({ url }));
    const system = '11111111111111111111111111111111' as Parameters<typeof rpc.getBalance>[0];
    refuseBatches = true;
    try {
      requests = 0;
      const [a, b] = await Promise.all([rpc.getBalance(system).send(), rpc.getBalance(system).send()]);
      expect([a.value, b.value]).toEqual([18_446_744_073_709_551_615n, 18_446_744_073_709_551_615n]);
      expect(requests).toBe(3);
    } finally {
      refuseBatches = false;
    }
  });

  it('Given a balance beyond 2^53, When it is read, Then it arrives exact, as a bigint', async () => {
    const rpc = createSolanaRpcFromTransport(createServerRpcTransport({ url }));
    const { value } = await rpc.getBalance('11111111111111111111111111111111' as Parameters<typeof rpc.getBalance>[0]).send();
    expect(value).toBe(18_446_744_073_709_551_615n);
  });

  it('Given a node answering with an HTTP error, or no node at all, When it is asked, Then the failure reads as unanswered, as fetch failures do', async () => {
    const failing = createSolanaRpcFromTransport(createServerRpcTransport({ url }));
    const http = await failing
      .getSlot()
      .send()
      .catch((e: unknown) => e);
    expect(rpcFailureKind(http)).toBe('unanswered');
    const nobody = createSolanaRpcFromTransport(createServerRpcTransport({ url: 'http://127.0.0.1:9/' }));
    const refused = await nobody
      .getHealth()
      .send()
      .catch((e: unknown) => e);
    expect(rpcFailureKind(refused)).toBe('unanswered');
  });
});
