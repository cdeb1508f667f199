// PGlite on a thread of its own (db/pglite-thread.ts): Postgres compiled to WebAssembly runs every
// query on the thread that owns it, and on the API's event loop it took a third of each request's
// CPU. Here it shares nothing with the API but messages. Plain JavaScript: a worker thread is
// started without the TypeScript loader the API may run under.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

/** Identity parsers for the type ids the caller keeps as text (Drizzle keeps dates and intervals raw). */
const rawParsers = (ids) => (ids ? Object.fromEntries(ids.map((id) => [id, (value) => value])) : undefined);
/**
 * What Drizzle keeps raw in every query it makes (timestamp, timestamptz, interval, date, and since
 * drizzle-orm 0.45 their arrays and numeric[]) is raw in the database's own parsers: a query naming
 * only these needs none of its own. PGlite copies its whole parser table into a new object for
 * each query that brings parsers, which cost about a quarter of a millisecond per query (an exact
 * match on the four ids older Drizzle named missed every query once Drizzle named nine).
 */
const DRIZZLE_RAW_TYPES = new Set([1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182]);
const isDrizzleRaw = (ids) => ids !== undefined && ids.every((id) => DRIZZLE_RAW_TYPES.has(id));
const options = (o) => (o ? { rowMode: o.rowMode, parsers: isDrizzleRaw(o.rawTypes) ? undefined : rawParsers(o.rawTypes) } : undefined);

/** What crosses back of a failed query: the message and the Postgres fields callers read (code, constraint, ...). */
function failure(e) {
  const out = { message: e instanceof Error ? e.message : String(e), name: e?.name ?? 'Error' };
  for (const key of ['code', 'detail', 'hint', 'constraint', 'table', 'column', 'schema', 'severity', 'position', 'where']) {
    if (e && e[key] !== undefined) out[key] = e[key];
  }
  return out;
}

/**
 * Replies finished within one turn of this thread's event loop cross as one message (the API
 * batches its messages the same way: pglite-thread.ts).
 */
let outbox = [];
const flush = () => {
  const batch = outbox;
  outbox = [];
  parentPort.postMessage(batch);
};
function reply(message) {
  if (outbox.length === 0) setImmediate(flush);
  outbox.push(message);
}

const { dataDir, pgliteWasmModule, initdbWasmModule } = workerData;
const pg = await PGlite.create(dataDir, { pgliteWasmModule, initdbWasmModule, parsers: rawParsers([...DRIZZLE_RAW_TYPES]) });
/** Open transactions: each waits in PGlite's transaction() (which holds the database) for its queries. */
const transactions = new Map();

function openTransaction(id) {
  let deliver;
  const inbox = [];
  const next = () => (inbox.length > 0 ? Promise.resolve(inbox.shift()) : new Promise((resolve) => (deliver = resolve)));
  const push = (message) => {
    if (deliver) {
      const d = deliver;
      deliver = undefined;
      d(message);
    } else inbox.push(message);
  };
  transactions.set(id, push);
  // The commit or rollback message: its sender awaits the transaction's end under its own id.
  let closing;
  pg.transaction(async (tx) => {
    reply({ id, ok: true });
    for (;;) {
      const m = await next();
      if (m.type === 'commit') return (closing = m);
      if (m.type === 'rollback') {
        closing = m;
        await tx.rollback();
        return m;
      }
      try {
        reply({ id: m.id, ok: true, result: await tx.query(m.sql, m.params, options(m.options)) });
      } catch (e) {
        reply({ id: m.id, ok: false, error: failure(e) });
      }
    }
  }).then(
    (m) => {
      transactions.delete(id);
      reply({ id: m.id, ok: true });
    },
    (e) => {
      transactions.delete(id);
      reply({ id: closing?.id ?? id, ok: false, error: failure(e) });
    },
  );
}

async function handle(m) {
  if (m.tx) return transactions.get(m.tx)?.(m);
  try {
    if (m.type === 'begin') return openTransaction(m.id);
    if (m.type === 'close') {
      await pg.close();
      return reply({ id: m.id, ok: true });
    }
    const result = m.type === 'exec' ? await pg.exec(m.sql) : await pg.query(m.sql, m.params, options(m.options));
    reply({ id: m.id, ok: true, result });
  } catch (e) {
    reply({ id: m.id, ok: false, error: failure(e) });
  }
}

parentPort.on('message', (batch) => {
  for (const m of batch) void handle(m);
});
parentPort.postMessage({ ready: true });
