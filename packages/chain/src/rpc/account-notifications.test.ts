/**
 * An account change fanned out to its subscribers: encoded once per encoding, never for a socket
 * that is closed or would overflow, and never past the notification cap.
 */
import { describe, expect, it } from 'vitest';
import type { SvmAccount } from '../engine/svm.js';
import type { EncodingOptions } from './account-encoding.js';
import { notifyAccount, type AccountNotifier, type NotifiedSocket } from './account-notifications.js';
import { JsonText } from './json.js';

const OPEN = 1;
const CLOSED = 3;
const base64: EncodingOptions = { encoding: 'base64', decimalsOf: () => null };
const sliced: EncodingOptions = { ...base64, dataSlice: { offset: 0, length: 8 } };
const accountOf = (bytes: number) => ({ data: () => new Uint8Array(bytes) }) as unknown as SvmAccount;

class FakeSocket implements NotifiedSocket {
  readonly OPEN = OPEN;
  bufferedAmount = 0;
  sent: string[] = [];
  constructor(public readyState = OPEN) {}
}

function notifier(limits: { maxNotificationBytes?: number; maxSocketBufferBytes?: number } = {}) {
  const seen = { encodes: 0, slow: [] as FakeSocket[], ended: [] as Array<{ id: number; notice: string }> };
  const n: AccountNotifier<FakeSocket> = {
    maxNotificationBytes: limits.maxNotificationBytes ?? 1024 * 1024,
    maxSocketBufferBytes: limits.maxSocketBufferBytes ?? 4 * 1024 * 1024,
    contextJson: '{"slot":1}',
    send: (socket, text) => {
      socket.sent.push(text);
      socket.bufferedAmount += text.length;
    },
    closeSlowConsumer: (socket) => {
      seen.slow.push(socket);
      socket.readyState = CLOSED;
    },
    endTooLarge: (sub, notice) => seen.ended.push({ id: sub.id, notice }),
    encode: () => {
      seen.encodes++;
      return new JsonText('{"lamports":1}');
    },
  };
  return { n, seen };
}

describe('notifyAccount', () => {
  it('Given 200 subscriptions in two encodings on one reading socket, when the account changes, then each encoding is encoded once and every subscription is told', () => {
    const socket = new FakeSocket();
    const subs = Array.from({ length: 200 }, (_, id) => ({ id, socket, options: id % 2 ? base64 : sliced }));
    const { n, seen } = notifier();
    notifyAccount(accountOf(165), subs, n);
    expect(seen.encodes).toBe(2);
    expect(socket.sent).toHaveLength(200);
    expect(JSON.parse(socket.sent[7]!)).toEqual({
      jsonrpc: '2.0',
      method: 'accountNotification',
      params: { result: { context: { slot: 1 }, value: { lamports: 1 } }, subscription: 7 },
    });
  });

  it('Given subscriptions only on a closed socket, when the account changes, then nothing is encoded or sent', () => {
    const socket = new FakeSocket(CLOSED);
    const { n, seen } = notifier();
    notifyAccount(accountOf(10 * 1024 * 1024), [{ id: 1, socket, options: base64 }], n);
    expect(seen.encodes).toBe(0);
    expect(socket.sent).toEqual([]);
  });

  it('Given a socket whose unread buffer the notification would overflow, when the account changes, then it is cut off as a slow consumer before encoding', () => {
    const socket = new FakeSocket();
    socket.bufferedAmount = 4 * 1024 * 1024 - 1000;
    const { n, seen } = notifier();
    notifyAccount(
      accountOf(64 * 1024),
      [1, 2, 3].map((id) => ({ id, socket, options: base64 })),
      n,
    );
    expect(seen.slow).toEqual([socket]);
    expect(seen.encodes).toBe(0);
    expect(socket.sent).toEqual([]);
  });

  it('Given a notification past the cap, when the account changes, then that subscription is ended with -32009 unencoded while a sliced one is told', () => {
    const socket = new FakeSocket();
    const { n, seen } = notifier({ maxNotificationBytes: 64 * 1024 });
    notifyAccount(
      accountOf(1024 * 1024),
      [
        { id: 1, socket, options: base64 },
        { id: 2, socket, options: sliced },
      ],
      n,
    );
    expect(seen.ended).toHaveLength(1);
    expect(JSON.parse(seen.ended[0]!.notice).params).toMatchObject({
      subscription: 1,
      error: { code: -32009, data: { maxNotificationBytes: 65536 } },
    });
    expect(seen.encodes).toBe(1);
    expect(JSON.parse(socket.sent[0]!).params.subscription).toBe(2);
  });
});
