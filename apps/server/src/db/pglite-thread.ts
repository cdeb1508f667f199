/**
 * PGlite on a worker thread (pglite-worker.mjs), behind the part of PGlite's interface Drizzle and
 * the migrator use: query, exec, transaction, close. Postgres compiled to WebAssembly runs each
 * query on the thread that owns the database; on the API's event loop it took about a third of
 * every request's CPU, so a busy pool waited on its own bookkeeping while the machine's other core
 * idled. Semantics are PGlite's own: one connection, a transaction holds the database until it
 * ends (other queries wait for it, in the worker).
 *
 * What crosses the thread: SQL, parameters and rows (structured clone), and of the options, the row
 * mode and which type ids stay text (Drizzle's parsers for them are the identity, and functions
 * cannot cross). A failed query's error comes back with its Postgres fields (`code`, ...).
 *
 * Messages go in batches: what the API asks within one turn of its event loop crosses as one
 * message, and the worker answers what it finished within one turn of its own as one. Each
 * postMessage costs a copy and a wake-up of the other thread (about a tenth of a millisecond on the
 * API's thread), and a busy server asks several queries at once (many swaps confirmed by one poll
 * are recorded together). Order is kept: the worker handles a batch's messages as it would have
 * handled them one by one.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';

type Reply = { id: number; ok: true; result?: unknown } | { id: number; ok: false; error: Record<string, unknown> & { message: string } };
type Message = Record<string, unknown> & { id: number };

const WORKER = fileURLToPath(new URL('./pglite-worker.mjs', import.meta.url));

function errorOf(fields: Record<string, unknown> & { message: string }): Error {
  return Object.assign(new Error(fields.message), fields);
}

/** The options as they can cross: parsers become the list of type ids kept raw. */
const wire = (options?: QueryOptions) =>
  options && { rowMode: options.rowMode, rawTypes: options.parsers ? Object.keys(options.parsers).map(Number) : undefined };

export type PgliteThread = Pick<PGlite, 'query' | 'exec' | 'transaction' | 'close'>;

/**
 * Postgres and initdb compiled to WebAssembly once per process and handed to every database
 * thread: PGlite compiles them once per thread, which took seconds for each database opened
 * (a test file opens several).
 */
let compiled: Promise<{ pgliteWasmModule: WebAssembly.Module; initdbWasmModule: WebAssembly.Module }> | null = null;
function wasmModules() {
  compiled ??= (async () => {
    const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const [pglite, initdb] = await Promise.all(
      ['pglite.wasm', 'initdb.wasm'].map(async (f) => WebAssembly.compile(await readFile(path.join(dist, f)))),
    );
    return { pgliteWasmModule: pglite!, initdbWasmModule: initdb! };
  })();
  compiled.catch(() => (compiled = null));
  return compiled;
}

export async function openPgliteThread(dataDir: string): Promise<PgliteThread> {
  const worker = new Worker(WORKER, { workerData: { dataDir, ...(await wasmModules()) } });
  const waiting = new Map<number, { resolve(value: unknown): void; reject(e: unknown): void }>();
  let nextId = 1;
  let failed: Error | null = null;

  await new Promise<void>((resolve, reject) => {
    worker.once('error', reject);
    worker.once('message', () => {
      worker.off('error', reject);
      resolve();
    });
  });
  // The thread keeps the process alive only while an answer is awaited (like a socket with a
  // request in flight): an idle database never holds a finished process open.
  worker.unref();
  const settled = (id: number) => {
    waiting.delete(id);
    if (waiting.size === 0) worker.unref();
  };
  worker.on('message', (replies: Reply[]) => {
    for (const reply of replies) {
      const w = waiting.get(reply.id);
      if (!w) continue;
      settled(reply.id);
      if (reply.ok) w.resolve(reply.result);
      else w.reject(errorOf(reply.error));
    }
  });
  // A dead database thread fails everything waiting, and everything after.
  const fail = (e: Error) => {
    failed = e;
    for (const w of waiting.values()) w.reject(e);
    waiting.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`the database thread exited (${code})`)));

  const track = (id: number, resolve: (value: unknown) => void, reject: (e: unknown) => void) => {
    if (waiting.size === 0) worker.ref();
    waiting.set(id, { resolve, reject });
  };
  /** What this turn of the event loop asked, sent together once it ends. */
  let outbox: Message[] = [];
  const flush = () => {
    const batch = outbox;
    outbox = [];
    if (failed) for (const m of batch) waiting.get(m.id)?.reject(failed);
    else worker.postMessage(batch);
  };
  const post = (message: Message) => {
    if (outbox.length === 0) setImmediate(flush);
    outbox.push(message);
  };
  const send = <T>(message: Record<string, unknown>): Promise<T> => {
    if (failed) return Promise.reject(failed);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      track(id, resolve as (value: unknown) => void, reject);
      post({ ...message, id });
    });
  };

  const query = <T>(sql: string, params?: unknown[], options?: QueryOptions) =>
    send<Results<T>>({ type: 'query', sql, params, options: wire(options) });

  return {
    query,
    exec: (sql: string) => send<Array<Results>>({ type: 'exec', sql }),
    async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
      const tx = nextId++;
      await new Promise<void>((resolve, reject) => {
        if (failed) return reject(failed);
        track(tx, () => resolve(), reject);
        post({ type: 'begin', id: tx });
      });
      let closed = false;
      const inTx = <R>(message: Record<string, unknown>) => send<R>({ ...message, tx });
      const handle = {
        query: <R>(sql: string, params?: unknown[], options?: QueryOptions) =>
          inTx<Results<R>>({ type: 'query', sql, params, options: wire(options) }),
        exec: (sql: string) => inTx<Array<Results>>({ type: 'query', sql }).then((r) => [r]),
        async rollback() {
          closed = true;
          await inTx({ type: 'rollback' });
        },
        get closed() {
          return closed;
        },
      } as unknown as Transaction;
      try {
        const result = await callback(handle);
        if (!closed) {
          closed = true;
          await inTx({ type: 'commit' });
        }
        return result;
      } catch (e) {
        if (!closed) {
          closed = true;
          await inTx({ type: 'rollback' }).catch(() => {});
        }
        throw e;
      }
    },
    async close() {
      await send({ type: 'close' }).catch(() => {});
      await worker.terminate();
    },
  } as PgliteThread;
}
