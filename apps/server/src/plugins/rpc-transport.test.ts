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
  beforeAll(async () => {
    // Given a JSON-RPC node that counts what it is asked, its block height growing with each ask
    node = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c));
      req.on('end', () => {
        const { id, method } = JSON.parse(body) as { id: string; method: string };
        asked.push(method);
        if (method === 'getSlot') return res.writeHead(502).end('bad gateway');
        // Written by hand: JSON.stringify cannot write a u64 beyond 2^53 exactly.
        if (method === 'getBalance')
          return res
            .writeHead(200, { 'content-type': 'application/json' })
            .end(`{"jsonrpc":"2.0","id":${JSON.stringify(id)},"result":{"context":{"slot":1},"value":18446744073709551615}}`);
        const result = method === 'getMinimumBalanceForRentExemption' ? 2_039_280 : method === 'getBlockHeight' ? height++ : 'ok';
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', id, result }));
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
