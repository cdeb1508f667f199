/**
 * Signature verification on a thread of its own, as a validator's sigverify stage runs before its
 * banking stage: the event loop, which alone executes transactions, no longer spends the ~50-90 µs
 * of an ed25519 check per signature (measured on the 2-core dev machine) when another core is free.
 *
 * The transactions parsed in one turn of the event loop go to the thread in one message and come
 * back in the same order. The thread checks with node:crypto (OpenSSL) and also refuses what
 * ed25519-dalek's `verify_strict`, which the Solana runtime uses, refuses beyond it: a public key
 * or a signature's R that is a point of small order (OpenSSL accepts those, and with the identity
 * as the key anyone could sign for its address).
 */
import { Worker } from 'node:worker_threads';
import type { TransactionWire } from './transaction-wire.js';

/** Per transaction in a batch: start, length, signature offset, signature count, message offset, first key offset. */
const FIELDS = 6;

const THREAD_CODE = String.raw`
const { parentPort } = require('node:worker_threads');
const { createPublicKey, verify } = require('node:crypto');
const SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');
const P = 2n ** 255n - 19n;
// The y coordinates of the 8 points of small order (identity, order 2, 4 and 8); every encoding of
// them (canonical or y + p, either x sign) is refused, as verify_strict refuses the points.
const SMALL_ORDER_Y = [
  0n, 1n, P - 1n,
  0x7a03ac9277fdc74ec6cc392cfa53202a0f67100d760b3cba4fd84d3d706a17c7n,
  0x05fc536d880238b13933c6d305acdfd5f098eff289f4c345b027b2c28f95e826n,
];
const smallOrder = new Set();
for (const y of SMALL_ORDER_Y) {
  for (const value of [y, y + P]) {
    if (value >= 2n ** 255n) continue;
    const bytes = Buffer.from(value.toString(16).padStart(64, '0'), 'hex').reverse();
    smallOrder.add(bytes.toString('latin1'));
    bytes[31] |= 0x80;
    smallOrder.add(bytes.toString('latin1'));
  }
}
const keys = new Map();
function keyOf(raw) {
  const tag = raw.toString('latin1');
  let key = keys.get(tag);
  if (key === undefined) {
    if (keys.size >= 20000) keys.clear();
    try {
      key = smallOrder.has(tag) ? null : createPublicKey({ key: Buffer.concat([SPKI_PREFIX, raw]), format: 'der', type: 'spki' });
    } catch {
      key = null;
    }
    keys.set(tag, key);
  }
  return key;
}
parentPort.on('message', ({ id, data, layout }) => {
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const count = layout.length / ${FIELDS};
  const ok = new Uint8Array(count);
  for (let t = 0; t < count; t++) {
    const [start, length, sigAt, sigCount, messageAt, keysAt] = layout.subarray(t * ${FIELDS}, t * ${FIELDS} + ${FIELDS});
    const message = bytes.subarray(start + messageAt, start + length);
    let good = true;
    for (let i = 0; i < sigCount && good; i++) {
      const key = keyOf(bytes.subarray(start + keysAt + 32 * i, start + keysAt + 32 * i + 32));
      const signature = bytes.subarray(start + sigAt + 64 * i, start + sigAt + 64 * i + 64);
      good = key !== null && !smallOrder.has(signature.subarray(0, 32).toString('latin1'));
      if (good) {
        try {
          good = verify(null, message, key, signature);
        } catch {
          good = false;
        }
      }
    }
    ok[t] = good ? 1 : 0;
  }
  parentPort.postMessage({ id, ok }, [ok.buffer]);
});
`;

export class SignatureVerifier {
  private readonly worker: Worker;
  private queue: Array<{ tx: TransactionWire; resolve: (ok: boolean) => void }> = [];
  private readonly inFlight = new Map<number, Array<(ok: boolean) => void>>();
  private nextId = 0;
  private closed = false;

  constructor() {
    this.worker = new Worker(THREAD_CODE, { eval: true });
    // The chain's own lifetime decides when the process ends, never this thread.
    this.worker.unref();
    this.worker.on('message', ({ id, ok }: { id: number; ok: Uint8Array }) => {
      const waiters = this.inFlight.get(id);
      this.inFlight.delete(id);
      waiters?.forEach((resolve, i) => resolve(ok[i] === 1));
    });
    this.worker.on('error', () => this.failAll());
    this.worker.on('exit', () => this.failAll());
  }

  /** Whether every signature of `tx` (a parsed, well-formed transaction) is valid for its signer. */
  verify(tx: TransactionWire): Promise<boolean> {
    if (this.closed) return Promise.resolve(false);
    return new Promise((resolve) => {
      if (this.queue.length === 0) setImmediate(() => this.flush());
      this.queue.push({ tx, resolve });
    });
  }

  private flush(): void {
    const batch = this.queue;
    this.queue = [];
    if (batch.length === 0) return;
    let size = 0;
    for (const { tx } of batch) size += tx.bytes.length;
    const data = new Uint8Array(size);
    const layout = new Int32Array(batch.length * FIELDS);
    let at = 0;
    batch.forEach(({ tx }, i) => {
      const bytes = tx.bytes;
      data.set(bytes, at);
      const sigAt = tx.messageOffset - 64 * tx.signatures.length;
      const keysAt = tx.accountKeys[0]!.byteOffset - bytes.byteOffset;
      layout.set([at, bytes.length, sigAt, tx.signatures.length, tx.messageOffset, keysAt], i * FIELDS);
      at += bytes.length;
    });
    const id = this.nextId++;
    this.inFlight.set(
      id,
      batch.map((item) => item.resolve),
    );
    this.worker.postMessage({ id, data, layout }, [data.buffer, layout.buffer]);
  }

  /** A thread that stopped verifies nothing: every waiting transaction is refused. */
  private failAll(): void {
    this.closed = true;
    for (const waiters of this.inFlight.values()) for (const resolve of waiters) resolve(false);
    this.inFlight.clear();
    for (const { resolve } of this.queue.splice(0)) resolve(false);
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.worker.terminate();
    this.failAll();
  }
}
