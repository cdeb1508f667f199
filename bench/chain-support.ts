/**
 * Helpers shared by the chain benchmarks: keys and pre-signed System transfers built with
 * node:crypto (fast, no client library in the measured path), a keep-alive JSON-RPC caller, and
 * the chain started as its own process, as `npm run chain` runs it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createPrivateKey, createPublicKey, randomBytes, sign, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
export function base58(bytes: Uint8Array): string {
  let n = BigInt('0x' + (Buffer.from(bytes).toString('hex') || '0'));
  let out = '';
  while (n > 0n) {
    out = ALPHABET[Number(n % 58n)] + out;
    n /= 58n;
  }
  for (const b of bytes) {
    if (b !== 0) break;
    out = '1' + out;
  }
  return out;
}
export function unbase58(text: string): Buffer {
  let n = 0n;
  for (const c of text) n = n * 58n + BigInt(ALPHABET.indexOf(c));
  return Buffer.from(n.toString(16).padStart(64, '0'), 'hex');
}

export interface Signer {
  key: KeyObject;
  publicKey: Buffer;
}
export function keypair(): Signer {
  const key = createPrivateKey({
    key: Buffer.concat([Buffer.from('302e020100300506032b657004220420', 'hex'), randomBytes(32)]),
    format: 'der',
    type: 'pkcs8',
  });
  return { key, publicKey: createPublicKey(key).export({ format: 'der', type: 'spki' }).subarray(12) };
}
export function transfer(from: Signer, to: Buffer, lamports: bigint, blockhash: Buffer): Buffer {
  const data = Buffer.alloc(12);
  data.writeUInt32LE(2, 0);
  data.writeBigUInt64LE(lamports, 4);
  const message = Buffer.concat([Buffer.from([1, 0, 1, 3]), from.publicKey, to, Buffer.alloc(32), blockhash, Buffer.from([1, 2, 2, 0, 1, 12]), data]);
  return Buffer.concat([Buffer.from([1]), sign(null, message, from.key), message]);
}

const agent = new Agent({ keepAlive: true, maxSockets: 32 });

/** One HTTP POST of a JSON body over the shared keep-alive agent, answering the parsed JSON. */
function postJson(url: string, body: string): Promise<any> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          try {
            resolve(JSON.parse(Buffer.concat(chunks).toString()));
          } catch (error) {
            reject(error as Error);
          }
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

export async function rpc(url: string, method: string, params: unknown[]): Promise<any> {
  const json = await postJson(url, JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }));
  if (json.error) throw new Error(`${method}: ${json.error.message}`);
  return json.result;
}

/**
 * JSON-RPC calls made in the same turn of the event loop go out together as one batch request, as
 * a client sending many transactions does: one HTTP request and answer for the lot instead of one
 * each. Each call still resolves (or rejects) with its own answer.
 */
export function batchedRpc(url: string, maxBatch = 100): (method: string, params: unknown[]) => Promise<any> {
  let queue: Array<{ method: string; params: unknown[]; resolve: (v: any) => void; reject: (e: Error) => void }> = [];
  const flush = () => {
    const batch = queue;
    queue = [];
    for (let start = 0; start < batch.length; start += maxBatch) {
      const part = batch.slice(start, start + maxBatch);
      postJson(url, JSON.stringify(part.map(({ method, params }, id) => ({ jsonrpc: '2.0', id, method, params })))).then(
        (json) => {
          if (!Array.isArray(json)) {
            for (const call of part) call.reject(new Error(`${call.method}: ${json.error?.message ?? 'no answer'}`));
            return;
          }
          for (const answer of json) {
            const call = part[answer.id]!;
            if (answer.error) call.reject(new Error(`${call.method}: ${answer.error.message}`));
            else call.resolve(answer.result);
          }
        },
        (error: Error) => part.forEach((call) => call.reject(error)),
      );
    }
  };
  return (method, params) =>
    new Promise((resolve, reject) => {
      if (queue.length === 0) setImmediate(flush);
      queue.push({ method, params, resolve, reject });
    });
}

/** A legacy transaction paying many recipients from one sender (as many as fit in 1232 bytes). */
export function multiTransfer(from: Signer, to: Buffer[], lamports: bigint, blockhash: Buffer): Buffer {
  const data = Buffer.alloc(12);
  data.writeUInt32LE(2, 0);
  data.writeBigUInt64LE(lamports, 4);
  const systemIndex = to.length + 1;
  const instructions = to.map((_, i) => Buffer.concat([Buffer.from([systemIndex, 2, 0, i + 1, 12]), data]));
  const message = Buffer.concat([
    Buffer.from([1, 0, 1, to.length + 2]),
    from.publicKey,
    ...to,
    Buffer.alloc(32),
    blockhash,
    Buffer.from([to.length]),
    ...instructions,
  ]);
  return Buffer.concat([Buffer.from([1]), sign(null, message, from.key), message]);
}

export function closeRpcAgent(): void {
  agent.destroy();
}

export interface ChainProcess {
  child: ChildProcess;
  rpcUrl: string;
  wsUrl: string;
  /** Milliseconds from spawn to the chain answering getHealth. */
  startMs: number;
  stop(signal: 'SIGTERM' | 'SIGKILL'): Promise<void>;
}

/** `CHAIN_ENTRY` runs another copy of the chain (e.g. main's, to compare before/after in the same minutes). */
export async function startChainProcess(dataDir: string, env: Record<string, string> = {}): Promise<ChainProcess> {
  const t0 = performance.now();
  const child = spawn(
    process.execPath,
    [...(process.env.CHAIN_NODE_ARGS?.split(' ').filter(Boolean) ?? []), '--import', 'tsx', process.env.CHAIN_ENTRY ?? 'packages/chain/src/main.ts'],
    {
      cwd: root,
      env: { ...process.env, RPC_PORT: '0', DATA_DIR: dataDir, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const ready = await new Promise<{ rpcUrl: string; wsUrl: string }>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (c) => {
      out += c;
      const m = /chain ready (\{.*\})/.exec(out);
      if (m) resolve(JSON.parse(m[1]!));
    });
    child.once('exit', (code) => reject(new Error(`chain exited ${code}`)));
  });
  await rpc(ready.rpcUrl, 'getHealth', []);
  const startMs = performance.now() - t0;
  return {
    child,
    ...ready,
    startMs,
    async stop(signal) {
      child.kill(signal);
      await exited;
    },
  };
}

export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
export const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

/**
 * Attackers run in a process of their own (`script` again, with `env`), so handling their answers
 * does not delay the ordinary client's event loop. Resolves once the process prints `readyWord`;
 * `stop()` sends SIGTERM and resolves with everything it printed.
 */
export async function startAttackers(script: string, env: Record<string, string>, readyWord: string): Promise<{ stop(): Promise<string> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout!.on('data', (c) => (out += c));
  await new Promise<void>((resolve) => {
    const ready = () => (out.includes(readyWord) ? resolve() : child.stdout!.once('data', ready));
    ready();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    async stop() {
      child.kill('SIGTERM');
      await exited;
      return out;
    },
  };
}

/**
 * The ordinary client: getBalance every 20 ms for `ms`, sampling the chain process's resident
 * memory after each answer. Latencies come back sorted.
 */
export async function ordinaryClient(rpcUrl: string, holder: string, pid: number, ms: number): Promise<{ latencies: number[]; peakRssMb: number }> {
  const latencies: number[] = [];
  let peakRssMb = rssMb(pid);
  const started = performance.now();
  while (performance.now() - started < ms) {
    const t0 = performance.now();
    await rpc(rpcUrl, 'getBalance', [holder]);
    latencies.push(performance.now() - t0);
    peakRssMb = Math.max(peakRssMb, rssMb(pid));
    await new Promise((r) => setTimeout(r, 20));
  }
  return { latencies: latencies.sort((a, b) => a - b), peakRssMb };
}
