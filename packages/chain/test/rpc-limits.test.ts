/**
 * The local chain's RPC limits: a web page cannot drive it, a batch or a scan cannot
 * flood it, and a WebSocket that floods or stops reading is cut off, each with a clear error,
 * while ordinary requests keep being answered.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startLocalChain } from '../src/index.js';
import { useLocalChain } from './local-chain.js';

const APP = 'http://localhost:3000';
/** The Associated Token Account program: its account holds the whole ELF (about 100 KB). */
const BIG_ACCOUNT = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL';
const warnings: string[] = [];

const local = useLocalChain('chain-rpc-limits-', {
  logger: { info() {}, warn: (m: string) => warnings.push(m), error() {} },
  limits: {
    maxBatch: 5,
    maxResponseBytes: 64 * 1024,
    maxUnfilteredProgramAccounts: 3,
    maxProgramAccountsResults: 3,
    maxSocketsPerAddress: 3,
    maxSubscriptionsPerSocket: 2,
    maxInFlightPerSocket: 4,
    maxSocketBufferBytes: 256 * 1024,
  },
});

async function post(body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(local.chain.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, json: text ? JSON.parse(text) : null };
}
const request = (method: string, params?: unknown, id: number = 1) => ({ jsonrpc: '2.0', id, method, params });

function open(headers: Record<string, string> = {}): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(local.chain.wsUrl, { headers });
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
    socket.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
  });
}
const closed = (socket: WebSocket) =>
  new Promise<{ code: number; reason: string }>((resolve) => socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })));

describe('CORS and content type', () => {
  it("Given the app's origin, when it calls the RPC, then it is answered with CORS for that origin only", async () => {
    const r = await post(request('getSlot'), { origin: APP });
    expect(r.status).toBe(200);
    expect(typeof r.json.result).toBe('number');
    expect(r.headers.get('access-control-allow-origin')).toBe(APP);
  });

  it('Given a web page of another origin, when it calls the RPC, then it is refused with 403 and no CORS header', async () => {
    const r = await post(request('requestAirdrop', ['11111111111111111111111111111111', 1]), { origin: 'https://evil.example' });
    expect(r.status).toBe(403);
    expect(r.json.error.message).toContain('origin https://evil.example is not allowed');
    expect(r.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('Given a CORS-free text/plain body, when it is posted, then it is refused with 415 and a JSON-RPC error', async () => {
    const r = await post(request('getSlot'), { 'content-type': 'text/plain' });
    expect(r.status).toBe(415);
    expect(r.json.error).toMatchObject({ code: -32600, message: 'Invalid request: Content-Type must be application/json' });
  });

  it('Given a command-line client without an Origin, when it calls, then it is served', async () => {
    expect((await post(request('getHealth'))).json.result).toBe('ok');
  });

  it("Given a wallet extension's origin (Phantom on Localnet), when it calls, then it is served", async () => {
    const r = await post(request('getHealth'), { origin: 'chrome-extension://bfnaelmomeimhlpmgjnjophhpkkoljpa' });
    expect(r.json.result).toBe('ok');
  });
});

describe('batches, response size and program scans', () => {
  it('Given a batch past the cap, when it is posted, then one invalid-request error names the limit', async () => {
    const r = await post(Array.from({ length: 6 }, (_, i) => request('getSlot', [], i)));
    expect(r.json.error).toMatchObject({ code: -32600, message: 'Invalid request: batch of 6 requests exceeds the limit of 5' });
  });

  it('Given a batch within the cap, when it is posted, then every request is answered in order', async () => {
    const r = await post(Array.from({ length: 5 }, (_, i) => request('getSlot', [], i)));
    expect(r.json.map((x: { id: number }) => x.id)).toEqual([0, 1, 2, 3, 4]);
  });

  it('Given a program with more accounts than the unfiltered limit, when it is scanned without filters, then filters are asked for', async () => {
    // Each airdrop creates a system account; the faucet and these make well over 3.
    for (let i = 0; i < 4; i++) {
      const address = (await import('node:crypto')).randomBytes(32);
      const { encodeBase58 } = await import('../src/engine/base58.js');
      await post(request('requestAirdrop', [encodeBase58(address), 1_000_000]));
    }
    const r = await post(request('getProgramAccounts', ['11111111111111111111111111111111']));
    expect(r.json.error.code).toBe(-32010);
    expect(r.json.error.message).toContain('add dataSize or memcmp filters');
  });

  it('Given a filtered scan that matches more than the result cap, when it runs, then it is refused asking for narrower filters', async () => {
    const r = await post(request('getProgramAccounts', ['11111111111111111111111111111111', { filters: [{ dataSize: 0 }] }]));
    expect(r.json.error.code).toBe(-32010);
    expect(r.json.error.message).toContain('narrow the filters');
  });

  it('Given an answer past the response cap, when it is asked for, then it gets -32009 with its id instead of a huge body', async () => {
    const r = await post(request('getAccountInfo', [BIG_ACCOUNT, { encoding: 'base64' }], 7));
    expect(r.json).toMatchObject({ id: 7, error: { code: -32009 } });
    expect(r.json.error.message).toContain('Response larger than 65536 bytes');
    const sliced = await post(request('getAccountInfo', [BIG_ACCOUNT, { encoding: 'base64', dataSlice: { offset: 0, length: 4 } }], 8));
    expect(sliced.json.result.value.data[0]).toBe('f0VMRg==');
  });

  it('Given a batch whose answers together pass the response cap, when it is posted, then it gets one -32009 error', async () => {
    const r = await post([request('getSlot', [], 1), request('getAccountInfo', [BIG_ACCOUNT, { encoding: 'base64' }], 2)]);
    expect(r.json.error.code).toBe(-32009);
  });
});

describe('scan budget per connection', () => {
  /** A POST on a connection of its own (no keep-alive pool), so each call has a budget of its own. */
  function postAlone(url: string, body: unknown): Promise<any> {
    const text = JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const req = httpRequest(url, { method: 'POST', agent: false, headers: { 'content-type': 'application/json' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8'))));
      });
      req.on('error', reject);
      req.end(text);
    });
  }
  const scan = (id: number) => request('getProgramAccounts', ['11111111111111111111111111111111', { filters: [{ dataSize: 0 }] }], id);

  it('Given a connection whose first scan spends its budget, when the same batch asks for more, then they are refused at once with -32005 while its getBalance and another connection are served', async () => {
    const budgetDir = mkdtempSync(join(tmpdir(), 'chain-rpc-budget-'));
    const metered = await startLocalChain({
      dataDir: budgetDir,
      rpcPort: 0,
      logger: { info() {}, warn() {}, error() {} },
      limits: { scanBudgetPerSecond: 1, scanBudgetBurst: 1 },
    });
    try {
      const faucetBalance = request('getBalance', ['11111111111111111111111111111111'], 9);
      const batch = await postAlone(metered.rpcUrl, [scan(1), scan(2), faucetBalance, scan(3)]);
      expect(batch.map((x: { id: number }) => x.id)).toEqual([1, 2, 9, 3]);
      expect(Array.isArray(batch[0].result)).toBe(true);
      for (const refused of [batch[1], batch[3]]) {
        expect(refused.error.code).toBe(-32005);
        expect(refused.error.message).toContain('Rate limit exceeded');
        expect(refused.error.data.retryAfterMs).toBeGreaterThan(0);
      }
      expect(typeof batch[2].result.value).toBe('number');
      // Another client has a budget of its own.
      const other = await postAlone(metered.rpcUrl, scan(4));
      expect(other.result).toEqual(batch[0].result);
    } finally {
      await metered.close();
      rmSync(budgetDir, { recursive: true, force: true });
    }
  });
});

describe('WebSocket limits', () => {
  it('Given a web page of another origin, when it opens a WebSocket, then the handshake is refused', async () => {
    await expect(open({ origin: 'https://evil.example' })).rejects.toThrow('HTTP 403');
  });

  it('Given the per-address socket cap, when one more socket opens, then it is refused with 429 and an ordinary call still works', async () => {
    const sockets = await Promise.all([open(), open(), open()]);
    await expect(open()).rejects.toThrow('HTTP 429');
    expect(typeof (await post(request('getSlot'))).json.result).toBe('number');
    await Promise.all(
      sockets.map((s) => {
        const c = closed(s);
        s.close();
        return c;
      }),
    );
  });

  it('Given the subscription cap, when a socket subscribes once more, then that subscription is refused', async () => {
    const socket = await open();
    const replies: any[] = [];
    socket.on('message', (m) => replies.push(JSON.parse(m.toString())));
    for (let i = 1; i <= 3; i++) socket.send(JSON.stringify(request('slotSubscribe', [], i)));
    await expect.poll(() => replies.length).toBeGreaterThanOrEqual(3);
    const third = replies.find((r) => r.id === 3);
    expect(third.error.message).toBe('Invalid request: at most 2 subscriptions per connection');
    const c = closed(socket);
    socket.close();
    await c;
  });

  it('Given a socket that floods requests without waiting, when it passes the in-flight cap, then it is closed with 1013', async () => {
    const socket = await open();
    const end = closed(socket);
    const batch = JSON.stringify(Array.from({ length: 5 }, (_, i) => request('getSlot', [], i)));
    for (let i = 0; i < 50; i++) socket.send(batch);
    const { code } = await end;
    expect(code).toBe(1013);
  });

  it('Given a socket that asks faster than its message rate, when the burst allowance is spent, then it is closed with 1008', async () => {
    const slowChainDir = mkdtempSync(join(tmpdir(), 'chain-rpc-rate-'));
    const strict = await startLocalChain({
      dataDir: slowChainDir,
      rpcPort: 0,
      logger: { info() {}, warn() {}, error() {} },
      limits: { maxMessagesPerSecondPerSocket: 20 },
    });
    try {
      const socket = new WebSocket(strict.wsUrl);
      await new Promise((resolve) => socket.once('open', resolve));
      const end = closed(socket);
      let replies = 0;
      // One at a time (never near the in-flight cap), as fast as answers come back.
      for (let i = 0; i < 100 && socket.readyState === socket.OPEN; i++) {
        const answered = new Promise((resolve) => {
          socket.once('message', resolve);
          socket.once('close', resolve);
        });
        socket.send(JSON.stringify(request('getSlot', [], i)));
        await answered;
        if (socket.readyState === socket.OPEN) replies++;
      }
      const { code, reason } = await end;
      expect(code).toBe(1008);
      expect(reason).toBe('more than 20 messages per second');
      // A burst may use one second of the rate, then the allowance runs out.
      expect(replies).toBeGreaterThanOrEqual(19);
    } finally {
      await strict.close();
      rmSync(slowChainDir, { recursive: true, force: true });
    }
  });

  it('Given a socket that stops reading, when its unread answers pass the buffer cap, then it is disconnected as a slow consumer', async () => {
    const socket = await open();
    const end = closed(socket);
    // Stop reading: the kernel buffers fill, then the server's queue.
    (socket as unknown as { _socket: { pause(): void } })._socket.pause();
    const big = JSON.stringify(
      Array.from({ length: 5 }, (_, i) =>
        request('getAccountInfo', [BIG_ACCOUNT, { encoding: 'base64', dataSlice: { offset: 0, length: 8_000 } }], i),
      ),
    );
    // One request at a time (never near the in-flight cap); each answer is about 55 KB.
    const timer = setInterval(() => socket.readyState === socket.OPEN && socket.send(big), 10);
    // A peer that does not read cannot read the close frame either: it sees the connection drop.
    const { code } = await end;
    clearInterval(timer);
    expect([1006, 1008]).toContain(code);
    expect(warnings.some((w) => w.includes('slow consumer'))).toBe(true);
    expect(typeof (await post(request('getSlot'))).json.result).toBe('number');
  });
});
