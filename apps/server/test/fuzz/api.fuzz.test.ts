/**
 * Property-based fuzzing of every route of the contract: generated params, queries,
 * bodies and headers, signed in and not, against the real app on a real local chain and PGlite.
 * For every request: no 5xx; a refused one (4xx) changes no row of any table. At the end: no answer
 * carried a secret key or an operator RPC key. Deterministic: a fixed seed (FUZZ_SEED overrides it,
 * FUZZ_RUNS the runs per route); a failure prints the seed, the path to replay and the request.
 */
import { OPERATIONS, type OperationDefinition } from '@toolkit/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestWallet, signIn, testDatabases, type SignedIn } from '../helpers.ts';
import { startPoolWorld, type PoolWorld } from '../pool-world.ts';
import { changedTables, fingerprinter, type Fingerprint } from './db-fingerprint.ts';
import { requestsFor, type FuzzRequest, type WorldValues } from './requests.ts';
import { serverSecrets } from './server-secrets.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);

/** Operator RPC keys, in the places providers put them: query, credentials, path. */
const OPERATOR_KEYS = ['fuzzlocalapikey0001', 'fuzzdevnetsecret0002', 'fuzzmainnettoken0003'];

/** Routes that end or change the session's own state (sign-out, network choice): a fresh user each run, so Alice's stay put. */
const OWN_SESSION = new Set(['/user/logout', '/network/setCluster', '/user/settings']);

const describeRequest = (r: FuzzRequest) => {
  const payload = r.inject.payload === undefined ? '' : String(r.inject.payload).slice(0, 300);
  return `${r.inject.method} ${String(r.inject.url).slice(0, 300)} headers=${JSON.stringify(r.inject.headers)} body=${JSON.stringify(payload)}`;
};

describe('every route under generated input', () => {
  let world: PoolWorld;
  let alice: SignedIn;
  let values: WorldValues;
  let fingerprint: () => Promise<Fingerprint>;
  /** Every distinct answer body, checked for secrets once the keys created meanwhile exist too. */
  const answers = new Set<string>();

  beforeAll(async () => {
    world = await startPoolWorld(testDatabases()[0]!, (rpcUrl) => {
      const chain = new URL(rpcUrl);
      return {
        localRpcUrl: `${chain.origin}/?api-key=${OPERATOR_KEYS[0]}`,
        devnetRpcUrl: `http://operator:${OPERATOR_KEYS[1]}@${chain.host}/`,
        mainnetRpcUrl: `http://127.0.0.1:9/${OPERATOR_KEYS[2]}`,
        // OWN_SESSION routes sign in afresh for every run.
        signInRateLimit: 10_000,
      };
    });
    // A world with something in every table, so generated ids and addresses can hit real rows.
    alice = await world.user();
    const { pool, token } = await world.givenPool(alice);
    const post = (url: string, payload: object) => call(world.t.app, { method: 'POST', url, token: alice.token, payload });
    const wallets = await post(`/api/wallet/create/${alice.user._id}`, { count: 2 });
    const listed = await post('/api/token/add', { name: 'Fuzz', symbol: 'FZ', decimals: 6, address: token });
    const account = await post('/api/withdraw/add', { name: 'Cold', address: createTestWallet().address });
    values = {
      addresses: [
        alice.wallet.address,
        pool,
        token,
        ...wallets.body.data.wallets.map((w: { address: string }) => w.address),
        account.body.data.address,
      ],
      ids: [listed.body.data._id, account.body.data._id, alice.user._id],
      tokens: [token, 'SOL', 'So11111111111111111111111111111111111111112'],
    };
    fingerprint = await fingerprinter(world.t.app);
  });
  afterAll(() => world?.close());

  async function send(op: OperationDefinition, request: FuzzRequest): Promise<void> {
    if (request.auth === 'session') {
      const session = OWN_SESSION.has(op.path) ? (await signIn(world.t.app)).token : alice.token;
      request.inject.headers.authorization = `Bearer ${session}`;
    }
    const before = await fingerprint();
    const response = await world.t.app.inject(request.inject);
    answers.add(response.body);
    const status = response.statusCode;
    if (status >= 500) throw new Error(`${op.path} answered ${status}: ${response.body.slice(0, 500)}\n  request: ${describeRequest(request)}`);
    if (status >= 400) {
      const moved = changedTables(before, await fingerprint());
      if (moved.length > 0) throw new Error(`${op.path} refused (${status}) yet changed ${moved.join(', ')}\n  request: ${describeRequest(request)}`);
    }
  }

  it.each(OPERATIONS.map((op) => [`${op.method} ${op.path}`, op] as const))(
    'Given generated input, when %s is called signed in or not, then it never answers 5xx and a refusal changes nothing',
    async (_name, op) => {
      await fc.assert(
        fc.asyncProperty(requestsFor(op, values), (request) => send(op, request)),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
    },
  );

  it('Given every answer of the runs above, when searched, then none carries a secret key, a sealed key or an operator RPC key', async () => {
    const secrets = await serverSecrets(world.t.app, world.t.dataDir, OPERATOR_KEYS);
    expect(answers.size).toBeGreaterThan(OPERATIONS.length);
    const leaks = secrets.filter((secret) => [...answers].some((body) => body.includes(secret)));
    expect(leaks).toEqual([]);
  });
});
