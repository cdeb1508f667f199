/**
 * The PubSub side of the validator (the WebSocket on RPC port + 1): signature, account, slot,
 * root and logs subscriptions, with the notification shapes agave sends. Notifications come from
 * the engine's commit and slot events, so a signature notification means the transaction is
 * durable (same rule as getSignatureStatuses).
 *
 * Limits (./limits.ts), as RPC providers keep them: browser origins outside the allowed list are
 * refused at the handshake, sockets are capped in all and per address, messages per second,
 * subscriptions and requests in flight per socket are capped, and a socket that does not read its notifications is closed
 * (1008, slow consumer) instead of buffering without end.
 */
import type { Server as HttpServer } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { ChainEngine, ChainLogger, CommittedTransaction } from '../engine/chain-engine.js';
import type { EncodingOptions } from './account-encoding.js';
import { notifyAccount } from './account-notifications.js';
import { encodingOptions } from './account-methods.js';
import { API_VERSION } from './context.js';
import type { Dispatcher } from './dispatcher.js';
import { config, paramsArray, requirePubkey, requireSignature } from './params.js';
import { DEFAULT_RPC_LIMITS, originAllowed, type RpcLimits } from './limits.js';
import { RpcError } from './rpc-error.js';
import { ScanBudget } from './scan-queue.js';

/** WebSocket close codes: 1008 policy violation, 1013 try again later. */
const POLICY_VIOLATION = 1008;
const TRY_AGAIN_LATER = 1013;

interface Subscription {
  id: number;
  socket: WebSocket;
  kind: 'signature' | 'account' | 'slot' | 'root' | 'logs';
  key?: string;
  /** Account subscriptions: the encoding asked for. */
  options?: EncodingOptions;
  mentions?: string | null;
}

type AccountSubscription = Subscription & { options: EncodingOptions };

export function attachSubscriptions(
  server: HttpServer,
  engine: ChainEngine,
  dispatcher: Dispatcher,
  limits: RpcLimits = DEFAULT_RPC_LIMITS,
  logger?: ChainLogger,
): { close(): void } {
  const socketsPerAddress = new Map<string, number>();
  const wss = new WebSocketServer({
    server,
    maxPayload: limits.maxRequestBytes,
    verifyClient: ({ origin, req }, done) => {
      if (!originAllowed(limits, origin || undefined)) return done(false, 403, 'Origin not allowed');
      const from = req.socket.remoteAddress ?? '';
      if (wss.clients.size >= limits.maxSockets || (socketsPerAddress.get(from) ?? 0) >= limits.maxSocketsPerAddress) {
        return done(false, 429, 'Too many connections');
      }
      done(true);
    },
  });
  let nextId = 0;
  const all = new Map<number, Subscription>();
  const bySocket = new Map<WebSocket, Set<number>>();
  const signatures = new Map<string, Set<Subscription>>();
  const accounts = new Map<string, Set<AccountSubscription>>();
  const slots = new Set<Subscription>();
  const logs = new Set<Subscription>();

  const context = () => ({ slot: engine.slot, apiVersion: API_VERSION });
  const closeSlowConsumer = (socket: WebSocket) => {
    if (socket.readyState !== socket.OPEN) return;
    logger?.warn(`chain: closed a WebSocket that stopped reading (${socket.bufferedAmount} bytes queued): slow consumer`);
    socket.close(POLICY_VIOLATION, 'slow consumer: notifications are not being read');
    // A peer that stopped reading may never complete the close handshake.
    setTimeout(() => socket.terminate(), 1_000).unref();
  };
  // Notifications sent in one turn of the event loop leave a socket in one write: a group commit
  // confirms many transactions at once, and a system call per notification cost more than the
  // notifications themselves (the client, too, then reads them in one go). `ws` has no public cork,
  // so its TCP socket is corked; without one, each notification is written as it comes.
  const corked = new Set<Duplex>();
  const uncorkAll = () => {
    for (const raw of corked) raw.uncork();
    corked.clear();
  };
  /** Sends unless the socket stopped reading: then it is closed rather than buffered without end. */
  const send = (socket: WebSocket, text: string) => {
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount + text.length > limits.maxSocketBufferBytes) return closeSlowConsumer(socket);
    const raw = (socket as unknown as { _socket?: Duplex })._socket;
    if (raw && !corked.has(raw)) {
      if (corked.size === 0) process.nextTick(uncorkAll);
      raw.cork();
      corked.add(raw);
    }
    socket.send(text);
  };
  // Signature, logs, slot and root notifications hold no u64 and no pre-written JSON, so the
  // plain (several times cheaper) JSON.stringify writes them exactly as stringifyJson would.
  const notify = (sub: Subscription, method: string, result: unknown) =>
    send(sub.socket, JSON.stringify({ jsonrpc: '2.0', method, params: { result, subscription: sub.id } }));
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
    if (sub.kind === 'account') accounts.get(sub.key!)?.delete(sub as AccountSubscription);
    slots.delete(sub);
    logs.delete(sub);
    return true;
  };
  const register = (socket: WebSocket, sub: Omit<Subscription, 'id' | 'socket'>): Subscription => {
    const owned = bySocket.get(socket)!;
    if (owned.size >= limits.maxSubscriptionsPerSocket) {
      throw RpcError.invalidRequest(`Invalid request: at most ${limits.maxSubscriptionsPerSocket} subscriptions per connection`);
    }
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
      notifyAccount(engine.getAccount(requirePubkey([key], 0).bytes), [...subs], {
        maxNotificationBytes: limits.maxNotificationBytes,
        maxSocketBufferBytes: limits.maxSocketBufferBytes,
        contextJson: JSON.stringify(context()),
        send,
        closeSlowConsumer,
        endTooLarge: (sub, notice) => {
          send(sub.socket, notice);
          remove(sub.id);
        },
      });
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
          const sub = register(socket, { kind: 'account', key: text, options: encodingOptions(engine, config(params, 1), 'base58') });
          addTo(accounts, text, sub as AccountSubscription);
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

  wss.on('connection', (socket, req) => {
    const from = req.socket.remoteAddress ?? '';
    socketsPerAddress.set(from, (socketsPerAddress.get(from) ?? 0) + 1);
    bySocket.set(socket, new Set());
    let inFlight = 0;
    const budget = new ScanBudget(limits.scanBudgetPerSecond, limits.scanBudgetBurst);
    // A token bucket: the rate refills the allowance; a burst may use up to one second of it.
    const rate = limits.maxMessagesPerSecondPerSocket;
    let allowance = rate;
    let refilledAt = Date.now();
    socket.on('message', (data, isBinary) => {
      // A socket being closed (flood, slow consumer) may keep sending until it is cut off: ignore it.
      if (socket.readyState !== socket.OPEN) return;
      const now = Date.now();
      allowance = Math.min(rate, allowance + ((now - refilledAt) / 1000) * rate);
      refilledAt = now;
      if (allowance < 1) {
        socket.close(POLICY_VIOLATION, `more than ${rate} messages per second`);
        setTimeout(() => socket.terminate(), 1_000).unref();
        return;
      }
      allowance--;
      if (inFlight >= limits.maxInFlightPerSocket) {
        socket.close(TRY_AGAIN_LATER, `more than ${limits.maxInFlightPerSocket} requests in flight`);
        return;
      }
      inFlight++;
      const text = isBinary ? Buffer.from(data as Buffer).toString('utf8') : data.toString();
      dispatcher
        .handleText(text, { budget, extra: (request) => subscribe(socket, request) })
        .then(
          (reply) => {
            if (reply !== null) send(socket, reply);
          },
          () => {},
        )
        .finally(() => inFlight--);
    });
    socket.on('close', () => {
      for (const id of bySocket.get(socket) ?? []) remove(id);
      bySocket.delete(socket);
      const left = (socketsPerAddress.get(from) ?? 1) - 1;
      if (left > 0) socketsPerAddress.set(from, left);
      else socketsPerAddress.delete(from);
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
