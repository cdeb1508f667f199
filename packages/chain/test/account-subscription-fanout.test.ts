/**
 * Account subscriptions on a large account over a real WebSocket: a notification past the cap
 * ends its subscription with a clear -32009 instead of being encoded and sent, a sliced
 * subscription to the same account is still told, and many subscriptions on one socket are all told.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createBigAccount } from './big-account.js';
import { useLocalChain } from './local-chain.js';

const CAP = 64 * 1024;
let big: Awaited<ReturnType<typeof createBigAccount>>;

const local = useLocalChain('chain-fanout-', { limits: { maxNotificationBytes: CAP } });

beforeAll(async () => {
  big = await createBigAccount(local.chain.rpcUrl, 256 * 1024);
});

/** A socket that records every message it reads. */
async function listen() {
  const socket = new WebSocket(local.chain.wsUrl);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  const messages: any[] = [];
  socket.on('message', (m) => messages.push(JSON.parse(m.toString())));
  return { socket, messages };
}
const request = (method: string, params: unknown, id: number) => ({ jsonrpc: '2.0', id, method, params });

describe('account notifications of a large account', () => {
  it('Given a whole-account and a sliced subscription to a 256 KiB account, when it is credited, then the whole one ends with -32009 and the sliced one is told, and only it hears the next change', async () => {
    const { socket, messages } = await listen();
    socket.send(
      JSON.stringify([
        request('accountSubscribe', [big.address, { encoding: 'base64' }], 1),
        request('accountSubscribe', [big.address, { encoding: 'base64', dataSlice: { offset: 0, length: 8 } }], 2),
      ]),
    );
    await expect.poll(() => messages.length).toBe(1);
    const [whole, slice] = messages[0].map((r: { result: number }) => r.result);

    await big.credit(1);
    await expect.poll(() => messages.length).toBe(3);
    const notes = messages.slice(1);
    const ended = notes.find((m) => m.params.subscription === whole);
    expect(ended.params.error).toMatchObject({ code: -32009, data: { maxNotificationBytes: CAP } });
    expect(ended.params.error.message).toContain('subscribe with a dataSlice');
    const told = notes.find((m) => m.params.subscription === slice);
    expect(told.params.result.value).toMatchObject({ data: ['AAAAAAAAAAA=', 'base64'], space: 256 * 1024 });

    await big.credit(2);
    await expect.poll(() => messages.length).toBe(4);
    expect(messages[3].params.subscription).toBe(slice);
    socket.close();
  });

  it('Given 200 sliced subscriptions to the account on one socket, when it is credited, then every one is told', async () => {
    const { socket, messages } = await listen();
    for (const start of [0, 100]) {
      socket.send(
        JSON.stringify(
          Array.from({ length: 100 }, (_, i) =>
            request('accountSubscribe', [big.address, { encoding: 'base64', dataSlice: { offset: 0, length: 8 } }], start + i),
          ),
        ),
      );
    }
    await expect.poll(() => messages.length).toBe(2);
    await big.credit(3);
    await expect.poll(() => messages.length).toBe(202);
    const told = new Set(messages.slice(2).map((m) => m.params.subscription));
    expect(told.size).toBe(200);
    socket.close();
  });
});
