/**
 * A world for pool and swap API tests: a local chain of the test file's own (hosting the AMM
 * program), the real app on it, users with SOL, and `givenPool`, which opens a fresh TKN/SOL pool
 * on the program the way a user does (the server builds, the wallet signs, sendAndConfirm
 * submits). Each test opens its own pools, so no test depends on another's swaps.
 *
 *   const world = await startPoolWorld(database);
 *   const alice = await world.user();
 *   const { pool, reserves } = await world.givenPool(alice);
 *
 * or, for a describe block that shares one world among its tests:
 *
 *   const { world, users } = usePoolWorld(database, { users: 2 });
 *   const [alice, bob] = users;
 */
import type { PoolView } from '@toolkit/shared';
import { afterAll, beforeAll } from 'vitest';
import { chainClockPast } from '../../../packages/chain/test/chain-clock.ts';
import { airdrop, createTestToken, sendAndConfirm, walletSign } from './chain-kit.ts';
import type { Config } from '../src/lib/config.ts';
import { buildTestApp, call, signIn, startTestChain, type SignedIn, type TestApp, type TestDatabase } from './helpers.ts';

export interface PoolOptions {
  /** The base token; a fresh 6-decimal token of the creator's (10,000,000 whole tokens) by default. */
  token?: string;
  baseAmount?: string;
  /** SOL on the quote side. */
  quoteAmount?: string;
  feeTier?: number;
  startTime?: string;
}

export interface GivenPool {
  pool: string;
  /** The base token's mint. */
  token: string;
  view: PoolView;
  /** The reserves now as the program computes them (vaults less the fees owed), base units. */
  reserves(): Promise<{ base: bigint; quote: bigint }>;
}

export interface PoolWorld {
  t: TestApp;
  rpcUrl: string;
  /** A signed-in user whose wallet holds `sol` SOL. */
  user(sol?: bigint): Promise<SignedIn>;
  post(who: SignedIn, path: string, payload: object): Promise<{ status: number; body: any }>;
  get(path: string, who?: SignedIn): Promise<{ status: number; body: any }>;
  /** The wallet signs what the server built and the app posts it to sendAndConfirm. */
  signAndSend(who: SignedIn, transaction: string): ReturnType<typeof sendAndConfirm>;
  givenPool(creator: SignedIn, options?: PoolOptions): Promise<GivenPool>;
  /** Moves the chain's clock `seconds` forward (never back), at once: past an unlock date without waiting. */
  advanceClock(seconds: number): void;
  close(): Promise<void>;
}

/**
 * `config` adds to the app's config, given the chain's URL (e.g. operator URLs with API keys).
 * `onChain`: run on that chain (another world's, e.g. a second API instance) and leave it open.
 */
export async function startPoolWorld(
  database: TestDatabase,
  config: (rpcUrl: string) => Partial<Config> = () => ({}),
  onChain?: { rpcUrl: string; advanceClock?(seconds: number): void },
): Promise<PoolWorld> {
  const chain = onChain
    ? {
        rpcUrl: onChain.rpcUrl,
        advanceClock: (seconds: number) => {
          if (!onChain.advanceClock) throw new Error('advanceClock: this world runs on a chain it was not given the clock of');
          onChain.advanceClock(seconds);
        },
        close: async () => {},
      }
    : await startTestChain();
  let t: TestApp;
  try {
    t = await buildTestApp({ database, config: { localRpcUrl: chain.rpcUrl, ...config(chain.rpcUrl) } });
  } catch (e) {
    await chain.close();
    throw e;
  }
  const post = (who: SignedIn, path: string, payload: object) =>
    call(t.app, { method: 'POST', url: `/api/liquidity${path}`, token: who.token, payload });
  const get = (path: string, who?: SignedIn) => call(t.app, { method: 'GET', url: `/api/liquidity${path}`, token: who?.token });
  const signAndSend = (who: SignedIn, transaction: string) => sendAndConfirm(t.app, who.token, walletSign(transaction, who.wallet));

  return {
    t,
    rpcUrl: chain.rpcUrl,
    advanceClock: (seconds) => chain.advanceClock(seconds),
    post,
    get,
    signAndSend,
    async user(sol = 100n) {
      const who = await signIn(t.app);
      await airdrop(chain.rpcUrl, who.wallet.address, sol);
      return who;
    },
    async givenPool(creator, options = {}) {
      const token = options.token ?? (await createTestToken(chain.rpcUrl, creator.wallet, 6, 10_000_000n * 10n ** 6n));
      const init = await post(creator, '/init', {
        baseToken: token,
        quoteToken: 'SOL',
        baseAmount: options.baseAmount ?? '1000000',
        quoteAmount: options.quoteAmount ?? '10',
        feeTier: options.feeTier ?? 1,
        ...(options.startTime ? { startTime: options.startTime } : {}),
      });
      if (init.status !== 200) throw new Error(`pool init failed: ${JSON.stringify(init.body)}`);
      const sent = await signAndSend(creator, init.body.transaction);
      if (sent.status !== 200) throw new Error(`pool init not confirmed: ${JSON.stringify(sent.body)}`);
      const view = (await get(`/pool/${init.body.pool}`)).body.data as PoolView;
      // The program opens a pool for swaps one second after its creation (or at its start time):
      // a test given a pool without a start time gets one that is open.
      if (!options.startTime && view.startTime) await chainClockPast(chain.rpcUrl, Date.parse(view.startTime));
      return {
        pool: view.pool,
        token,
        view,
        reserves: async () => {
          const now = (await get(`/pool/${view.pool}`)).body.data as PoolView;
          return { base: BigInt(now.baseReserve), quote: BigInt(now.quoteReserve) };
        },
      };
    },
    async close() {
      await t.close();
      await chain.close();
    },
  };
}

/**
 * For the enclosing describe block: a pool world of its own and `users` signed-in users holding
 * 100 SOL each, started before its tests and closed after them. The world and the users are filled
 * in by then: read them inside tests, not while the block is being declared.
 */
export function usePoolWorld(
  database: TestDatabase,
  options: { users?: number; config?: (rpcUrl: string) => Partial<Config>; timeoutMs?: number } = {},
): { world: PoolWorld; users: SignedIn[] } {
  const world = {} as PoolWorld;
  const users = Array.from({ length: options.users ?? 0 }, () => ({}) as SignedIn);
  let started: PoolWorld | undefined;
  beforeAll(async () => {
    started = await startPoolWorld(database, options.config);
    Object.assign(world, started);
    const signedIn = await Promise.all(users.map(() => started!.user()));
    signedIn.forEach((who, i) => Object.assign(users[i]!, who));
  }, options.timeoutMs);
  afterAll(() => started?.close());
  return { world, users };
}
