/**
 * The PubSub side of the validator (the WebSocket on RPC port + 1): signature, account, slot,
 * root and logs subscriptions, with the notification shapes agave sends. Notifications come from
 * the engine's commit and slot events, so a signature notification means the transaction is
 * durable (same rule as getSignatureStatuses).
 */
import type { Server as HttpServer } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';
import type { ChainEngine, CommittedTransaction } from '../engine/chain-engine.js';
import { accountJson } from './account-encoding.js';
import { encodingOptions } from './account-methods.js';
import { API_VERSION } from './context.js';
import type { Dispatcher } from './dispatcher.js';
import { stringifyJson } from './json.js';
import { config, paramsArray, requirePubkey, requireSignature } from './params.js';
import { RpcError } from './rpc-error.js';

const MAX_SUBSCRIPTIONS_PER_SOCKET = 10_000;
const MAX_MESSAGE_BYTES = 2 * 1024 * 1024;

interface Subscription {
  id: number;
  socket: WebSocket;
  kind: 'signature' | 'account' | 'slot' | 'root' | 'logs';
  key?: string;
  accountOptions?: ReturnType<typeof encodingOptions>;
  mentions?: string | null;
}

export function attachSubscriptions(server: HttpServer, engine: ChainEngine, dispatcher: Dispatcher): { close(): void } {
  const wss = new WebSocketServer({ server, maxPayload: MAX_MESSAGE_BYTES });
  let nextId = 0;
  const all = new Map<number, Subscription>();
  const bySocket = new Map<WebSocket, Set<number>>();
  const signatures = new Map<string, Set<Subscription>>();
  const accounts = new Map<string, Set<Subscription>>();
  const slots = new Set<Subscription>();
  const logs = new Set<Subscription>();

  const context = () => ({ slot: engine.slot, apiVersion: API_VERSION });
  const notify = (sub: Subscription, method: string, result: unknown) => {
    if (sub.socket.readyState === sub.socket.OPEN) sub.socket.send(stringifyJson({ jsonrpc: '2.0', method, params: { result, subscription: sub.id } }));
  };
  const addTo = <K>(map: Map<K, Set<Subscription>>, key: K, sub: Subscription) => {
    const set = map.get(key);
    if (set) set.add(sub);
    else map.set(key, new Set([sub]));
  };
  const remove = (id: number): boolean => {
    const sub = all.get(id);
    if (!sub) return false;
    all.delete(id);
    bySocket.get(sub.socket)?.delete(id);
    if (sub.kind === 'signature') signatures.get(sub.key!)?.delete(sub);
    if (sub.kind === 'account') accounts.get(sub.key!)?.delete(sub);
    slots.delete(sub);
    logs.delete(sub);
    return true;
  };
  const register = (socket: WebSocket, sub: Omit<Subscription, 'id' | 'socket'>): Subscription => {
    const owned = bySocket.get(socket)!;
    if (owned.size >= MAX_SUBSCRIPTIONS_PER_SOCKET) throw RpcError.invalidRequest('Invalid request: too many subscriptions on this connection');
    const full: Subscription = { ...sub, id: nextId++, socket };
    all.set(full.id, full);
    owned.add(full.id);
    return full;
  };

  const signatureValue = (err: unknown) => ({ context: context(), value: { err } });

  const offCommit = engine.onCommit((tx: CommittedTransaction) => {
    const waiting = signatures.get(tx.record.signature);
    if (waiting) {
      for (const sub of waiting) {
        notify(sub, 'signatureNotification', signatureValue(tx.record.err));
        remove(sub.id);
      }
      signatures.delete(tx.record.signature);
    }
    for (const key of tx.writableKeys) {
      const subs = accounts.get(key);
      if (!subs || subs.size === 0) continue;
      const account = engine.getAccount(requirePubkey([key], 0).bytes);
      for (const sub of subs) {
        const value = account ? accountJson(account, sub.accountOptions!) : { data: ['', 'base64'], executable: false, lamports: 0, owner: '11111111111111111111111111111111', rentEpoch: 0, space: 0 };
        notify(sub, 'accountNotification', { context: context(), value });
      }
    }
    if (logs.size > 0) {
      for (const sub of logs) {
        if (sub.mentions && !tx.accountKeys.includes(sub.mentions)) continue;
        notify(sub, 'logsNotification', { context: context(), value: { signature: tx.record.signature, err: tx.record.err, logs: tx.logs } });
      }
    }
  });
  const offSlot = engine.onSlot((slot) => {
    for (const sub of slots) {
      if (sub.kind === 'slot') notify(sub, 'slotNotification', { parent: slot - 1, root: slot, slot });
      else notify(sub, 'rootNotification', slot);
    }
  });

  const subscribe = (socket: WebSocket, request: Record<string, unknown>): Promise<unknown> | undefined => {
    const method = request.method as string;
    if (!method.endsWith('ubscribe')) return undefined;
    return (async () => {
      const params = paramsArray(request.params);
      switch (method) {
        case 'signatureSubscribe': {
          const signature = requireSignature(params[0]);
          config(params, 1);
          const sub = register(socket, { kind: 'signature', key: signature });
          const record = engine.status(signature);
          if (record) {
            // Already durable: answer right after the subscription id, as clients await either.
            setImmediate(() => {
              notify(sub, 'signatureNotification', signatureValue(record.err));
              remove(sub.id);
            });
          } else addTo(signatures, signature, sub);
          return sub.id;
        }
        case 'accountSubscribe': {
          const { text } = requirePubkey(params, 0);
          const sub = register(socket, { kind: 'account', key: text, accountOptions: encodingOptions(engine, config(params, 1), 'base58') });
          addTo(accounts, text, sub);
          return sub.id;
        }
        case 'slotSubscribe':
        case 'rootSubscribe': {
          const sub = register(socket, { kind: method === 'slotSubscribe' ? 'slot' : 'root' });
          slots.add(sub);
          return sub.id;
        }
        case 'logsSubscribe': {
          const filter = params[0];
          let mentions: string | null = null;
          if (filter && typeof filter === 'object' && Array.isArray((filter as { mentions?: unknown }).mentions)) {
            const list = (filter as { mentions: unknown[] }).mentions;
            if (list.length !== 1) throw RpcError.invalidParams('Invalid Request: Only 1 address supported');
            mentions = requirePubkey(list, 0).text;
          } else if (filter !== 'all' && filter !== 'allWithVotes') throw RpcError.invalidParams('Invalid param: Invalid');
          const sub = register(socket, { kind: 'logs', mentions });
          logs.add(sub);
          return sub.id;
        }
        case 'signatureUnsubscribe':
        case 'accountUnsubscribe':
        case 'slotUnsubscribe':
        case 'rootUnsubscribe':
        case 'logsUnsubscribe': {
          const id = params[0];
          if (typeof id !== 'number') throw RpcError.invalidParams('Invalid param: Invalid');
          const sub = all.get(id);
          if (!sub || sub.socket !== socket) throw RpcError.invalidParams('Invalid subscription id.');
          return remove(id);
        }
        default:
          throw RpcError.methodNotFound();
      }
    })();
  };

  wss.on('connection', (socket) => {
    bySocket.set(socket, new Set());
    socket.on('message', (data, isBinary) => {
      const text = isBinary ? Buffer.from(data as Buffer).toString('utf8') : data.toString();
      dispatcher.handleText(text, (request) => subscribe(socket, request)).then((reply) => {
        if (reply !== null && socket.readyState === socket.OPEN) socket.send(reply);
      }, () => {});
    });
    socket.on('close', () => {
      for (const id of bySocket.get(socket) ?? []) remove(id);
      bySocket.delete(socket);
    });
    socket.on('error', () => socket.terminate());
  });

  return {
    close() {
      offCommit();
      offSlot();
      for (const client of wss.clients) client.terminate();
      wss.close();
    },
  };
}
