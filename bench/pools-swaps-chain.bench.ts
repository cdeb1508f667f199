/**
 * Swap throughput straight to the chain: traders build their swaps with the CPMM builders (quote,
 * minimum received at 1 % slippage) and sign them with kit beforehand, then send them over
 * JSON-RPC to the local chain running as its own process, each keeping one in flight, with no API
 * in the path. Every swap is 0.1 % of the pool's SOL; each
 * trader alternates buying and selling so the price stays near where the quotes were made. A
 * swap counts once the chain reports it confirmed without error (logsSubscribe), so refused swaps
 * (minimum no longer met) show as refusals, not as landed, with their reasons.
 *
 * Two runs, each on a chain of its own, each printing one JSON line: landed swaps/s, p50/p99 from
 * send to confirmation, refusals, the CPU each swap cost (building, the client, the chain process
 * and its main thread alone), the 1-minute load average (other work on the machine slows every
 * figure but the CPU per swap) and the compute units of one whole swap transaction (output account creation and SOL wrapping
 * included):
 * - `pools-swaps-chain`: 32 traders, confirmed as soon as durable. Target: 1,000 landed swaps/s.
 * - `pools-swaps-chain-slot`: 64 traders with `CHAIN_CONFIRM_AT_SLOT=1`, confirmed at the next slot
 *   boundary as a validator does, so each trader lands at most one swap per slot (400 ms) and the
 *   rate comes from many swaps per pool per slot. Target: 120 landed swaps/s.
 * Then `pools-swap-compute-units` lines: the compute units of the swap_base_input instruction
 * alone (the program's own "consumed" log line, its token transfers included) on a classic pair
 * and on a Token-2022 pair with a 1 % transfer fee, beside Raydium CPMM's ~33,000.
 *
 * BENCH_RUNS picks runs (`direct,slot,cu`, default all); BENCH_TRADERS / BENCH_SWAPS size the
 * first, BENCH_SLOT_TRADERS / BENCH_SLOT_SWAPS the second; each trader first lands
 * BENCH_WARMUP_ROUNDS swaps (default 4) that are not measured. BENCH_BATCH=1 sends the swaps
 * made in one turn of the client (traders whose confirmations arrived together) as one JSON-RPC
 * batch: ~9 % less chain CPU per swap (fewer HTTP answers to write), but swaps of one side then
 * run back to back and some exceed their 1 % slippage.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import {
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  lamports,
  type Address,
  type KeyPairSigner,
} from '@solana/kit';
import { getCreateAccountInstruction } from '@solana-program/system';
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import {
  extension,
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getInitializeMint2Instruction,
  getMintSize,
  getMintToInstruction,
  getPreInitializeInstructionsForMintExtensions,
  TOKEN_2022_PROGRAM_ADDRESS,
} from '@solana-program/token-2022';
import { CPMM_DEPLOYMENTS, createPoolInstructions, findCpmmPools, readCpmmPools, readCpmmVenue, swapBaseInputInstructions } from '@toolkit/chain';
import { untilPoolOpen } from '../packages/chain/test/chain-clock.ts';
import { kitWorld, type KitWorld } from '../packages/chain/test/kit-world.ts';
import { batchedRpc, closeRpcAgent, rpc as rawRpc, startChainProcess, type ChainProcess } from './chain-support.ts';
import { percentile } from './pools-support.ts';

const WSOL = 'So11111111111111111111111111111111111111112' as Address;
const POOL_SOL = 1_000_000_000_000n; // 1,000 SOL
const POOL_TOKENS = 1_000_000_000_000_000n; // 1,000,000,000 tokens of 6 decimals
const SWAP_SOL = POOL_SOL / 1_000n; // 0.1 % of the pool's SOL
const SWAP_TOKENS = POOL_TOKENS / 1_000n;
/** Raydium CPMM's swap_base_input on mainnet, as observed (../shared/reference/raydium-cpmm-interface.md). */
const RAYDIUM_SWAP_BASE_INPUT_CU = 33_000;
const RUNS = (process.env.BENCH_RUNS ?? 'direct,slot,cu').split(',');
const WARMUP_ROUNDS = Number(process.env.BENCH_WARMUP_ROUNDS ?? 4);

/**
 * A pool of 1,000 SOL and 1,000,000,000 tokens at 0.25 %, and `traders` holding enough of both for
 * `swapsEach` swaps each either way.
 */
async function poolWithTraders(world: KitWorld, traderCount: number, swapsEach: number) {
  const { rpc } = world;
  const creator = await world.fundedSigner(10_000n);
  // A few airdrops at a time: kit confirms each over one shared WebSocket, which the chain limits to 50 messages per second.
  const traders: KeyPairSigner[] = [];
  while (traders.length < traderCount) {
    traders.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(8, traderCount - traders.length) }, () =>
          world.fundedSigner(BigInt(swapsEach) * (SWAP_SOL / 1_000_000_000n) + 10n),
        ),
      )),
    );
  }
  const mint = await world.classicMint(creator, 6, [
    { owner: creator.address, amount: POOL_TOKENS },
    ...traders.map((t) => ({ owner: t.address, amount: BigInt(swapsEach + 10) * SWAP_TOKENS })),
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
  const [poolAddress] = await findCpmmPools(rpc, venue.programAddress, mint);
  const [pool] = await readCpmmPools(rpc, venue, [poolAddress!]);
  await untilPoolOpen(world.rpcUrl, pool!.state.openTime);
  return { venue, pool: pool!, mint, traders };
}

/** Confirmations as the chain reports them (logsSubscribe), with their error if any. */
async function confirmations(chain: ChainProcess) {
  const socket = new WebSocket(chain.wsUrl);
  await new Promise((resolve) => socket.once('open', resolve));
  socket.send(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'logsSubscribe', params: ['all', { commitment: 'confirmed' }] }));
  await new Promise((resolve) => socket.once('message', resolve));
  const waiting = new Map<string, (err: unknown) => void>();
  const early = new Map<string, unknown>();
  socket.on('message', (data) => {
    const value = JSON.parse(String(data)).params?.result?.value;
    if (!value?.signature) return;
    const resolve = waiting.get(value.signature);
    if (resolve) {
      waiting.delete(value.signature);
      resolve(value.err);
    } else early.set(value.signature, value.err);
  });
  return {
    /** Resolves with the transaction's error once confirmed (null: it succeeded). */
    of: (signature: string) =>
      new Promise<unknown>((resolve) => {
        if (early.has(signature)) return resolve(early.get(signature));
        waiting.set(signature, resolve);
      }),
    close: () => socket.close(),
  };
}

/** Compute units the CPMM program's own instruction consumed, from its "consumed" log line. */
function programUnits(logs: string[] | undefined, program: Address): number | null {
  const pattern = new RegExp(`^Program ${program} consumed (\\d+) of \\d+ compute units$`);
  for (const line of logs ?? []) {
    const match = pattern.exec(line);
    if (match) return Number(match[1]);
  }
  return null;
}

async function throughput(options: { bench: string; traders: number; swaps: number; env: Record<string, string>; target: number; cu: boolean }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-pools-chain-'));
  const chain = await startChainProcess(dataDir, options.env);
  try {
    const world = kitWorld(chain);
    const { venue, pool, mint, traders } = await poolWithTraders(world, options.traders, WARMUP_ROUNDS + Math.ceil(options.swaps / options.traders));
    const blockhash = await world.latestBlockhash();

    /**
     * The chain process's CPU so far in ms (utime + stime from /proc, in clock ticks of 10 ms): all
     * its threads, or its main thread alone (the one that executes: the bottleneck on 2 cores).
     */
    const chainCpuMs = (thread = false) => {
      const path = thread ? `/proc/${chain.child.pid}/task/${chain.child.pid}/stat` : `/proc/${chain.child.pid}/stat`;
      const fields = readFileSync(path, 'utf8').split(') ')[1]!.split(' ');
      return (Number(fields[11]) + Number(fields[12])) * 10;
    };
    const confirmed = await confirmations(chain);

    // Every swap is built (builders, quote from the pool as it is now) and signed first, so the
    // figure is what the chain lands: a real chain's clients build on their own machines.
    const buildStarted = process.cpuUsage();
    // A few rounds go first, unmeasured: the chain's JIT compiles its hot paths in the first
    // thousand requests or so (a quarter of its CPU in a 4,000-swap run), which a long-running
    // validator has long done.
    const warmup = traders.length * WARMUP_ROUNDS;
    const planned = await Promise.all(
      traders.map(async (trader, ti) => {
        const own: { wire: string; signature: string }[] = [];
        for (let k = ti; k < warmup + options.swaps; k += traders.length) {
          // Each trader alternates sides, half of them starting with a buy: however the chain orders
          // the traders' swaps, buys and sells stay within one swap per trader of each other, so the
          // price stays within the 1 % every swap was quoted at.
          const buying = (Math.floor(k / traders.length) + ti) % 2 === 0;
          const { instructions } = await swapBaseInputInstructions({
            pool,
            trader,
            inputMint: buying ? WSOL : mint,
            amountIn: (buying ? SWAP_SOL : SWAP_TOKENS) + BigInt(k), // distinct bytes for every swap
            slippageBps: 100n,
            // Every trader was handed tokens, so its token account exists, as a client reading the
            // wallet's accounts (Raydium's, Jupiter's, ours) would know.
            destinationExists: true,
          });
          const signed = await world.sign(trader, instructions, blockhash);
          own.push({ wire: getBase64EncodedWireTransaction(signed), signature: getSignatureFromTransaction(signed) });
        }
        return own;
      }),
    );
    const build = process.cpuUsage(buildStarted);
    await Promise.all(
      planned.map(async (own) => {
        for (const { wire, signature } of own.splice(0, WARMUP_ROUNDS)) {
          await rawRpc(chain.rpcUrl, 'sendTransaction', [wire, { encoding: 'base64', skipPreflight: true }]).then(
            () => confirmed.of(signature),
            () => null,
          );
        }
      }),
    );

    // When every trader keeps one swap in flight, alternating sides.
    let landed = 0;
    let sample: string | null = null;
    const refusals = new Map<string, number>();
    const refuse = (reason: string) => refusals.set(reason, (refusals.get(reason) ?? 0) + 1);
    const latencies: number[] = [];
    // BENCH_BATCH=1: sends made in one turn (traders whose confirmations arrived together) go in one batch request.
    const send =
      process.env.BENCH_BATCH === '1' ? batchedRpc(chain.rpcUrl) : (method: string, params: unknown[]) => rawRpc(chain.rpcUrl, method, params);
    const chainCpu0 = chainCpuMs();
    const chainMainCpu0 = chainCpuMs(true);
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    await Promise.all(
      planned.map(async (own) => {
        for (const { wire, signature } of own) {
          const sentAt = performance.now();
          const sent = await send('sendTransaction', [wire, { encoding: 'base64', skipPreflight: true }]).then(
            () => null,
            (error: Error) => error.message.replace(/^sendTransaction: /, ''),
          );
          if (sent !== null) {
            refuse(sent);
            continue;
          }
          const err = await confirmed.of(signature);
          if (err !== null) {
            refuse(JSON.stringify(err));
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
    const chainMainCpu = chainCpuMs(true) - chainMainCpu0;
    confirmed.close();
    const sampleTx = sample ? await rawRpc(chain.rpcUrl, 'getTransaction', [sample, { encoding: 'json', maxSupportedTransactionVersion: 0 }]) : null;
    latencies.sort((a, b) => a - b);
    console.log(
      JSON.stringify({
        bench: options.bench,
        traders: traders.length,
        swaps: options.swaps,
        warmupSwaps: warmup,
        ...options.env,
        landed,
        swapsPerSecond: Math.round(landed / seconds),
        p50Ms: Math.round(percentile(latencies, 50)),
        p99Ms: Math.round(percentile(latencies, 99)),
        refusals: options.swaps - landed,
        refusalReasons: Object.fromEntries(refusals),
        buildCpuMsPerSwap: Number(((build.user + build.system) / 1000 / (warmup + options.swaps)).toFixed(2)),
        clientCpuMsPerSwap: Number(((cpu.user + cpu.system) / 1000 / Math.max(1, landed)).toFixed(2)),
        chainCpuMsPerSwap: Number((chainCpu / Math.max(1, landed)).toFixed(2)),
        chainMainThreadCpuMsPerSwap: Number((chainMainCpu / Math.max(1, landed)).toFixed(2)),
        loadAverage: Number(loadavg()[0]!.toFixed(1)),
        transactionComputeUnits: sampleTx?.meta?.computeUnitsConsumed ?? null,
        target: { swapsPerSecond: options.target },
      }),
    );
    if (options.cu) {
      console.log(
        JSON.stringify({
          bench: 'pools-swap-compute-units',
          pair: 'classic token / wrapped SOL',
          swapBaseInputComputeUnits: programUnits(sampleTx?.meta?.logMessages, venue.programAddress),
          raydiumComputeUnits: RAYDIUM_SWAP_BASE_INPUT_CU,
        }),
      );
      console.log(
        JSON.stringify({
          bench: 'pools-swap-compute-units',
          ...(await token2022SwapUnits(world, chain.rpcUrl)),
          raydiumComputeUnits: RAYDIUM_SWAP_BASE_INPUT_CU,
        }),
      );
    }
  } finally {
    await chain.stop('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A Token-2022 mint with a 1 % transfer fee, `supply` base units in `owner`'s account. */
async function transferFeeMint(world: KitWorld, owner: KeyPairSigner, supply: bigint): Promise<Address> {
  const mint = await generateKeyPairSigner();
  const fee = { epoch: 0n, maximumFee: 10n ** 15n, transferFeeBasisPoints: 100 };
  const extensions = [
    extension('TransferFeeConfig', {
      transferFeeConfigAuthority: owner.address,
      withdrawWithheldAuthority: owner.address,
      withheldAmount: 0n,
      olderTransferFee: fee,
      newerTransferFee: fee,
    }),
  ];
  const space = getMintSize(extensions);
  const rent = await world.rpc.getMinimumBalanceForRentExemption(BigInt(space)).send();
  const [ata] = await findAssociatedTokenPda({ owner: owner.address, mint: mint.address, tokenProgram: TOKEN_2022_PROGRAM_ADDRESS });
  await world.send(owner, [
    getCreateAccountInstruction({ payer: owner, newAccount: mint, lamports: lamports(rent), space, programAddress: TOKEN_2022_PROGRAM_ADDRESS }),
    ...getPreInitializeInstructionsForMintExtensions(mint.address, extensions),
    getInitializeMint2Instruction({ mint: mint.address, decimals: 6, mintAuthority: owner.address }),
    getCreateAssociatedTokenIdempotentInstruction({
      payer: owner,
      ata,
      owner: owner.address,
      mint: mint.address,
      tokenProgram: TOKEN_2022_PROGRAM_ADDRESS,
    }),
    getMintToInstruction({ mint: mint.address, token: ata, mintAuthority: owner, amount: supply }),
  ]);
  return mint.address;
}

/** swap_base_input's compute units on a pool of a 1 % transfer-fee Token-2022 mint and wrapped SOL, selling the fee token. */
async function token2022SwapUnits(world: KitWorld, rpcUrl: string) {
  const creator = await world.fundedSigner(5_000n);
  const mint = await transferFeeMint(world, creator, POOL_TOKENS * 2n);
  const venue = await readCpmmVenue(world.rpc, CPMM_DEPLOYMENTS.local);
  const created = await createPoolInstructions({
    venue,
    config: venue.configs[0]!,
    creator,
    sideA: { mint, tokenProgram: TOKEN_2022_PROGRAM_ADDRESS, transferFee: { basisPoints: 100, maximumFee: 10n ** 15n }, amount: POOL_TOKENS },
    sideB: { mint: WSOL, tokenProgram: TOKEN_PROGRAM_ADDRESS, transferFee: null, amount: POOL_SOL },
  });
  await world.send(creator, created.instructions);
  const [poolAddress] = await findCpmmPools(world.rpc, venue.programAddress, mint);
  const [pool] = await readCpmmPools(world.rpc, venue, [poolAddress!]);
  await untilPoolOpen(rpcUrl, pool!.state.openTime);
  const { instructions } = await swapBaseInputInstructions({
    pool: pool!,
    trader: creator,
    inputMint: mint,
    amountIn: SWAP_TOKENS,
    slippageBps: 100n,
  });
  const signed = await world.sign(creator, instructions, await world.latestBlockhash());
  const signature = await rawRpc(rpcUrl, 'sendTransaction', [getBase64EncodedWireTransaction(signed), { encoding: 'base64' }]);
  const tx = await waitForTransaction(rpcUrl, signature);
  return {
    pair: 'Token-2022 with a 1 % transfer fee / wrapped SOL',
    swapBaseInputComputeUnits: tx?.meta?.err === null ? programUnits(tx.meta.logMessages, venue.programAddress) : null,
  };
}

async function waitForTransaction(rpcUrl: string, signature: string) {
  for (let i = 0; i < 100; i++) {
    const tx = await rawRpc(rpcUrl, 'getTransaction', [signature, { encoding: 'json', maxSupportedTransactionVersion: 0 }]);
    if (tx) return tx;
    await new Promise((r) => setTimeout(r, 50));
  }
  return null;
}

try {
  if (RUNS.includes('direct') || RUNS.includes('cu')) {
    await throughput({
      bench: 'pools-swaps-chain',
      traders: Number(process.env.BENCH_TRADERS ?? 32),
      swaps: Number(process.env.BENCH_SWAPS ?? 4_000),
      env: {},
      target: 1_000,
      cu: RUNS.includes('cu'),
    });
  }
  if (RUNS.includes('slot')) {
    await throughput({
      bench: 'pools-swaps-chain-slot',
      traders: Number(process.env.BENCH_SLOT_TRADERS ?? 64),
      swaps: Number(process.env.BENCH_SLOT_SWAPS ?? 64 * 25),
      env: { CHAIN_CONFIRM_AT_SLOT: '1' },
      target: 120,
      cu: false,
    });
  }
} finally {
  closeRpcAgent();
}
process.exit(0);
