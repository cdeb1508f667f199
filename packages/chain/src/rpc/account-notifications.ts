/**
 * One account change told to its subscribers. A subscriber is skipped before anything is encoded
 * when its socket is no longer open, when the notification would pass the notification cap (it is
 * told so instead), or when it would overfill the socket's unread buffer (the slow consumer is
 * cut off); and the account is encoded once per encoding however many subscribe to it. Two hundred
 * subscriptions to a 10 MiB account used to encode it two hundred times, even for a socket already
 * closed, and held the process for seconds.
 */
import type { SvmAccount } from '../engine/svm.js';
import { accountEntryBytes, accountJson, type EncodingOptions, type KnownFields } from './account-encoding.js';
import type { EncodeAccount } from './account-answer.js';
import { RpcError } from './rpc-error.js';

/** What a notification needs of a WebSocket (the `ws` socket has it). */
export interface NotifiedSocket {
  readonly readyState: number;
  readonly OPEN: number;
  readonly bufferedAmount: number;
}

export interface AccountSubscriber<S extends NotifiedSocket> {
  id: number;
  socket: S;
  options: EncodingOptions;
}

export interface AccountNotifier<S extends NotifiedSocket> {
  maxNotificationBytes: number;
  maxSocketBufferBytes: number;
  /** `{ slot, apiVersion }` of the change, as JSON. */
  contextJson: string;
  send(socket: S, text: string): void;
  /** Cuts off a socket that stopped reading. */
  closeSlowConsumer(socket: S): void;
  /** Ends a subscription whose notification is too large, after telling it why. */
  endTooLarge(subscriber: AccountSubscriber<S>, notice: string): void;
  encode?: EncodeAccount;
}

/** An account that no longer exists, as agave notifies it. */
const CLOSED_ACCOUNT = '{"data":["","base64"],"executable":false,"lamports":0,"owner":"11111111111111111111111111111111","rentEpoch":0,"space":0}';
/** The notification's own JSON around the account. */
const NOTIFICATION_BYTES = 160;

const encodingKey = (options: EncodingOptions) => `${options.encoding}:${options.dataSlice?.offset ?? ''}:${options.dataSlice?.length ?? ''}`;

export function notifyAccount<S extends NotifiedSocket>(
  account: SvmAccount | null,
  subscribers: Iterable<AccountSubscriber<S>>,
  notifier: AccountNotifier<S>,
): void {
  const encode = notifier.encode ?? accountJson;
  let known: KnownFields | undefined;
  const values = new Map<string, string>();
  for (const subscriber of subscribers) {
    const { socket, options } = subscriber;
    if (socket.readyState !== socket.OPEN) continue;
    if (account && !known) known = { data: account.data() };
    const bytes = NOTIFICATION_BYTES + (known ? accountEntryBytes(known.data!.length, options) : CLOSED_ACCOUNT.length);
    if (bytes > notifier.maxNotificationBytes) {
      const error = RpcError.notificationTooLarge(notifier.maxNotificationBytes, bytes);
      notifier.endTooLarge(
        subscriber,
        JSON.stringify({
          jsonrpc: '2.0',
          method: 'accountNotification',
          params: { error: { code: error.code, message: error.message, data: error.data }, subscription: subscriber.id },
        }),
      );
      continue;
    }
    if (socket.bufferedAmount + bytes > notifier.maxSocketBufferBytes) {
      notifier.closeSlowConsumer(socket);
      continue;
    }
    const key = encodingKey(options);
    let value = values.get(key);
    if (value === undefined) {
      value = account ? encode(account, options, known!).text : CLOSED_ACCOUNT;
      values.set(key, value);
    }
    notifier.send(
      socket,
      `{"jsonrpc":"2.0","method":"accountNotification","params":{"result":{"context":${notifier.contextJson},"value":${value}},"subscription":${subscriber.id}}}`,
    );
  }
}
