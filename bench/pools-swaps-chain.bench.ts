/**
 * Swap throughput straight to the chain: traders build their swaps with the CPMM builders (quote,
 * minimum received at 1 % slippage) and sign them with kit beforehand, then send them over
 * JSON-RPC to the local chain running as its own process, each keeping one in flight, with no API
 * in the path. Every swap is 0.1 % of the pool's SOL; the
 * traders alternate buying and selling so the price stays near where the quotes were made. A
 * swap counts once the chain reports it confirmed without error (logsSubscribe), so refused swaps
 * (minimum no longer met) show as refusals, not as landed.
 * Prints one JSON line: landed swaps/s, p50/p99 from send to confirmation, refusals, the CPU each
 * swap cost (building, the client, the chain process) and the compute units of one whole swap
 * transaction (output account creation and SOL wrapping included; swap_base_input alone is
 * reported by the program's tests).
 * Target: at least 1,000 landed swaps/s on one pool.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { getBase64EncodedWireTransaction, getSignatureFromTransaction, type Address } from '@solana/kit';
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { CPMM_DEPLOYMENTS, createPoolInstructions, findCpmmPools, readCpmmPools, readCpmmVenue, swapBaseInputInstructions } from '@toolkit/chain';
import { kitWorld } from '../packages/chain/test/kit-world.ts';
import { closeRpcAgent, rpc as rawRpc, startChainProcess } from './chain-support.ts';
import { percentile } from './pools-support.ts';

const WSOL = 'So11111111111111111111111111111111111111112' as Address;
const TRADERS = Number(process.env.BENCH_TRADERS ?? 32);
const SWAPS = Number(process.env.BENCH_SWAPS ?? 4_000);
const POOL_SOL = 1_000_000_000_000n; // 1,000 SOL
const POOL_TOKENS = 1_000_000_000_000_000n; // 1,000,000,000 tokens of 6 decimals
const SWAP_SOL = POOL_SOL / 1_000n; // 0.1 % of the pool's SOL
const SWAP_TOKENS = POOL_TOKENS / 1_000n;

const dataDir = mkdtempSync(join(tmpdir(), 'bench-pools-chain-'));
const chain = await startChainProcess(dataDir);
try {
  const world = kitWorld(chain);
  const { rpc, sign } = world;
  const latest = world.latestBlockhash;

  // Given a pool of 1,000 SOL and 1,000,000,000 tokens at 0.25 %, and traders holding both.
  const creator = await world.fundedSigner(10_000n);
  const traders = [];
  for (let i = 0; i < TRADERS; i++) traders.push(await world.fundedSigner(100n));
  const mint = await world.classicMint(creator, 6, [
    { owner: creator.address, amount: POOL_TOKENS },
    ...traders.map((t) => ({ owner: t.address, amount: POOL_TOKENS / 10n })),
  ]);
  const venue = await readCpmmVenue(rpc, CPMM_DEPLOYMENTS.local);
  const created = await createPoolInstructions({
    venue,
    config: venue.configs[0]!,
    creator,
    sideA: { mint, tokenProgram: TOKEN_PROGRAM_ADDRESS, transferFee: null, amount: POOL_TOKENS },
    sideB: { mint: WSOL, tokenProgram: TOKEN_PROGRAM_ADDRESS, transferFee: null, amount: POOL_SOL },
  });
  await world.send(creator, created.instructions);
  await new Promise((r) => setTimeout(r, 1_100)); // the pool opens one second after creation
  const [poolAddress] = await findCpmmPools(rpc, venue.programAddress, mint);
  const [pool] = await readCpmmPools(rpc, venue, [poolAddress!]);
  const blockhash = await latest();

  /** The chain process's CPU so far in ms (utime + stime from /proc, in clock ticks of 10 ms). */
  const chainCpuMs = () => {
    const fields = readFileSync(`/proc/${chain.child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  };

  // Confirmations as the chain reports them, with their error if any.
  const socket = new WebSocket(chain.wsUrl);
  await new Promise((resolve) => socket.once('open', resolve));
  socket.send(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'logsSubscribe', params: ['all', { commitment: 'confirmed' }] }));
  await new Promise((resolve) => socket.once('message', resolve));
  const waiting = new Map<string, (ok: boolean) => void>();
  const early = new Map<string, boolean>();
  socket.on('message', (data) => {
    const value = JSON.parse(String(data)).params?.result?.value;
    if (!value?.signature) return;
    const resolve = waiting.get(value.signature);
    if (resolve) {
      waiting.delete(value.signature);
      resolve(value.err === null);
    } else early.set(value.signature, value.err === null);
  });
  const confirmation = (signature: string) =>
    new Promise<boolean>((resolve) => {
      const known = early.get(signature);
      if (known !== undefined) return resolve(known);
      waiting.set(signature, resolve);
    });

  // Every swap is built (builders, quote from the pool as it is now) and signed first, so the
  // figure is what the chain lands: a real chain's clients build on their own machines.
  const buildStarted = process.cpuUsage();
  const planned = await Promise.all(
    traders.map(async (trader, ti) => {
      const own: { wire: string; signature: string }[] = [];
      for (let k = ti; k < SWAPS; k += TRADERS) {
        const buying = k % 2 === 0;
        const { instructions } = await swapBaseInputInstructions({
          pool: pool!,
          trader,
          inputMint: buying ? WSOL : mint,
          amountIn: (buying ? SWAP_SOL : SWAP_TOKENS) + BigInt(k), // distinct bytes for every swap
          slippageBps: 100n,
        });
        const signed = await sign(trader, instructions, blockhash);
        own.push({ wire: getBase64EncodedWireTransaction(signed), signature: getSignatureFromTransaction(signed) });
      }
      return own;
    }),
  );
  const build = process.cpuUsage(buildStarted);

  // When every trader keeps one swap in flight, alternating sides.
  let landed = 0;
  let refused = 0;
  let sample: string | null = null;
  const latencies: number[] = [];
  const chainCpu0 = chainCpuMs();
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  await Promise.all(
    planned.map(async (own) => {
      for (const { wire, signature } of own) {
        const sentAt = performance.now();
        const answer = await rawRpc(chain.rpcUrl, 'sendTransaction', [wire, { encoding: 'base64', skipPreflight: true }]).catch(() => null);
        if (answer === null || !(await confirmation(signature))) {
          refused++;
          continue;
        }
        landed++;
        sample ??= signature;
        latencies.push(performance.now() - sentAt);
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  const chainCpu = chainCpuMs() - chainCpu0;
  socket.close();
  const sampleTx = sample ? await rawRpc(chain.rpcUrl, 'getTransaction', [sample, { encoding: 'json', maxSupportedTransactionVersion: 0 }]) : null;
  latencies.sort((a, b) => a - b);
  console.log(
    JSON.stringify({
      bench: 'pools-swaps-chain',
      traders: TRADERS,
      swaps: SWAPS,
      landed,
      swapsPerSecond: Math.round(landed / seconds),
      p50Ms: Math.round(percentile(latencies, 50)),
      p99Ms: Math.round(percentile(latencies, 99)),
      refusals: refused,
      buildCpuMsPerSwap: Number(((build.user + build.system) / 1000 / SWAPS).toFixed(2)),
      clientCpuMsPerSwap: Number(((cpu.user + cpu.system) / 1000 / Math.max(1, landed)).toFixed(2)),
      chainCpuMsPerSwap: Number((chainCpu / Math.max(1, landed)).toFixed(2)),
      transactionComputeUnits: sampleTx?.meta?.computeUnitsConsumed ?? null,
      target: { swapsPerSecond: 1_000 },
    }),
  );
} finally {
  closeRpcAgent();
  await chain.stop('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
