/**
 * Deposits and withdrawals are sequenced, not serialised through confirmation (issue 11.2): on a
 * chain that confirms only at slot boundaries, as a validator does, a deposit or withdrawal the
 * chain has taken but not yet confirmed holds up no swap on its pool. The swaps submitted meanwhile
 * are decided with the deposit's or withdrawal's amounts accounted (pool-sequencer.ts), sent at
 * once and land in the same slot; every one gets at least its minimum and the vaults end equal to
 * the reserves the app reports. An LP burn in flight is accounted the same way for deposits.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startLocalChain, type LocalChain } from '@toolkit/chain';
import { and, eq, inArray } from 'drizzle-orm';
import { formatAmount, lpForDeposit } from '@toolkit/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountAmount, giveTokens, rpcCall, sendAndConfirm, tokenBalance, walletSign } from '../../../test/chain-kit.ts';
import { testDatabases, toBase58, type SignedIn } from '../../../test/helpers.ts';
import { startPoolWorld, type GivenPool, type PoolWorld } from '../../../test/pool-world.ts';
import { poolReservations, pools } from '../../db/schema.ts';

/** Long slots: a deposit sent early in one stays unconfirmed while the swaps after it are decided and sent. */
const SLOT_MS = 1_500;

type SignatureStatus = { slot: number; confirmationStatus: string } | null;

describe.each(testDatabases())('liquidity sequenced with swaps on $name', (database) => {
  let dir: string;
  let chain: LocalChain;
  let world: PoolWorld;
  let alice: SignedIn;
  let bob: SignedIn;
  let carol: SignedIn;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'toolkit-lp-sequenced-'));
    chain = await startLocalChain({
      dataDir: dir,
      rpcPort: 0,
      confirmAtSlot: true,
      slotMs: SLOT_MS,
      logger: { info() {}, warn() {}, error() {} },
    });
    world = await startPoolWorld(database, () => ({}), { rpcUrl: chain.rpcUrl });
    [alice, bob, carol] = await Promise.all([world.user(1000n), world.user(1000n), world.user(1000n)]);
  }, 60_000);
  afterAll(async () => {
    await world?.close();
    await chain?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const statuses = async (signatures: string[]) =>
    (await rpcCall<{ value: SignatureStatus[] }>(chain.rpcUrl, 'getSignatureStatuses', [signatures])).value;

  /** Waits for the next slot to begin, so what is sent now lands early in it. */
  async function slotStart(): Promise<void> {
    const first = await rpcCall<number>(chain.rpcUrl, 'getSlot', [{ commitment: 'processed' }]);
    while ((await rpcCall<number>(chain.rpcUrl, 'getSlot', [{ commitment: 'processed' }])) === first) await new Promise((r) => setTimeout(r, 5));
  }

  /**
   * Bob signs `transaction` and submits it early in a slot; answers once the server decided and
   * signed it (its reservation is written right before it is sent), long before the slot ends and
   * the chain confirms it (the chain shows a transaction only once confirmed).
   */
  async function submittedUnconfirmed(given: GivenPool, transaction: string) {
    const signed = walletSign(transaction, bob.wallet);
    // Bob pays the fee: his is the first signature on the wire, the transaction's id.
    const signature = toBase58(new Uint8Array(Buffer.from(signed, 'base64')).slice(1, 65));
    const [row] = await world.t.app.db.select().from(pools).where(eq(pools.address, given.pool));
    await slotStart();
    const answer = sendAndConfirm(world.t.app, bob.token, signed);
    const inFlight = () =>
      world.t.app.db
        .select()
        .from(poolReservations)
        .where(
          and(eq(poolReservations.poolId, row!.id), inArray(poolReservations.kind, ['add', 'remove', 'burn']), eq(poolReservations.status, 'open')),
        );
    while ((await inFlight()).length === 0) await new Promise((r) => setTimeout(r, 1));
    return { signature, answer };
  }

  /** Carol sells TKN and Alice buys it, two swaps each, built now. */
  async function swapsBothWays(given: GivenPool) {
    const { base } = await given.reserves();
    const sell = (Number(base / 1_000n) / 1e6).toFixed(6);
    const built = await Promise.all([
      world.post(carol, '/swap/xy', { pool: given.pool, amount: sell, slippage: 1 }),
      world.post(alice, '/swap/yx', { pool: given.pool, amount: '0.05', slippage: 1 }),
      world.post(carol, '/swap/xy', { pool: given.pool, amount: (Number(sell) / 2).toFixed(6), slippage: 1 }),
      world.post(alice, '/swap/yx', { pool: given.pool, amount: '0.08', slippage: 1 }),
    ]);
    expect(built.map((b) => b.status)).toEqual([200, 200, 200, 200]);
    return built.map((b, i) => ({
      who: i % 2 === 0 ? carol : alice,
      tx: b.body.data.tx as string,
      minimum: BigInt(b.body.data.quote.minimumReceived),
    }));
  }

  async function givenDeepPool(): Promise<GivenPool> {
    const given = await world.givenPool(alice, { baseAmount: '1000000', quoteAmount: '100' });
    for (const who of [bob, carol]) await giveTokens(world.rpcUrl, alice.wallet, who.wallet.address, given.token, 1_000_000n * 10n ** 6n);
    return given;
  }

  /** The vaults and LP supply on chain, what the app reports, and the sequencer's settled anchor. */
  async function poolNow(given: GivenPool) {
    const [base, quote, supply] = await Promise.all([
      accountAmount(world.rpcUrl, given.view.baseVault),
      accountAmount(world.rpcUrl, given.view.quoteVault),
      rpcCall<{ value: { amount: string } }>(world.rpcUrl, 'getTokenSupply', [given.view.lpMint, { commitment: 'confirmed' }]).then((r) =>
        BigInt(r.value.amount),
      ),
    ]);
    const { body } = await world.get(`/pool/${given.pool}`);
    const [row] = await world.t.app.db.select().from(pools).where(eq(pools.address, given.pool));
    return {
      chain: { base, quote, supply },
      reported: { base: BigInt(body.data.baseReserve), quote: BigInt(body.data.quoteReserve), supply: BigInt(body.data.lpSupply) },
      settled: { base: BigInt(row!.settledBaseReserve!), quote: BigInt(row!.settledQuoteReserve!), supply: BigInt(row!.settledLpSupply!) },
    };
  }

  /** Sends the swaps at once while the deposit or withdrawal is unconfirmed; checks each landed in its slot with at least its minimum. */
  async function swapsLandBesides(pending: Awaited<ReturnType<typeof submittedUnconfirmed>>, swaps: Awaited<ReturnType<typeof swapsBothWays>>) {
    const sent = await Promise.all(swaps.map((s) => world.signAndSend(s.who, s.tx)));
    expect(sent.map((s) => s.status)).toEqual(swaps.map(() => 200));
    sent.forEach((s, i) => expect(BigInt(s.body.received!)).toBeGreaterThanOrEqual(swaps[i]!.minimum));
    // Sequenced, not serialised: each swap was sent and landed in the slot the deposit or withdrawal landed in.
    await pending.answer;
    const [first, ...others] = await statuses([pending.signature, ...sent.map((s) => s.body.signature!)]);
    expect(first).not.toBeNull();
    expect(others.map((s) => s?.slot)).toEqual(others.map(() => first!.slot));
  }

  it('Given a chain confirming at slot boundaries and a deposit sent but not yet confirmed, when swaps both ways are submitted on its pool, then they land in the deposit’s slot with at least their minimums, the deposit gets at least its minimum LP and the vaults equal the reported reserves', async () => {
    const given = await givenDeepPool();
    const swaps = await swapsBothWays(given);
    const added = await world.post(bob, '/add', { pool: given.pool, quoteAmount: '5', slippage: 2 });
    expect(added.status).toBe(200);

    const deposit = await submittedUnconfirmed(given, added.body.transaction);
    await swapsLandBesides(deposit, swaps);

    const deposited = await deposit.answer;
    expect(deposited.status).toBe(200);
    expect(BigInt(deposited.body.lpReceived!)).toBeGreaterThanOrEqual(BigInt(added.body.data.minimum.lpAmount));
    expect(await tokenBalance(world.rpcUrl, bob.wallet.address, given.view.lpMint)).toBe(BigInt(deposited.body.lpReceived!));
    const after = await poolNow(given);
    expect(after.reported).toEqual(after.chain);
    expect(after.settled).toEqual(after.chain);
  });

  it('Given a chain confirming at slot boundaries and a withdrawal sent but not yet confirmed, when swaps both ways are submitted on its pool, then they land in the withdrawal’s slot with at least their minimums, the withdrawal pays at least its minimums and the vaults equal the reported reserves', async () => {
    const given = await givenDeepPool();
    const first = await world.post(bob, '/add', { pool: given.pool, quoteAmount: '10' });
    expect((await world.signAndSend(bob, first.body.transaction)).status).toBe(200);
    const lp = await tokenBalance(world.rpcUrl, bob.wallet.address, given.view.lpMint);
    const swaps = await swapsBothWays(given);
    const removed = await world.post(bob, '/remove', { pool: given.pool, lp_amount: (Number(lp / 2n) / 1e7).toFixed(7), slippage: 2 });
    expect(removed.status).toBe(200);

    const withdrawal = await submittedUnconfirmed(given, removed.body.transaction);
    await swapsLandBesides(withdrawal, swaps);

    const withdrawn = await withdrawal.answer;
    expect(withdrawn.status).toBe(200);
    expect(BigInt(withdrawn.body.baseReceived!)).toBeGreaterThanOrEqual(BigInt(removed.body.data.minimum.baseAmount));
    expect(BigInt(withdrawn.body.quoteReceived!)).toBeGreaterThanOrEqual(BigInt(removed.body.data.minimum.quoteAmount));
    const after = await poolNow(given);
    expect(after.reported).toEqual(after.chain);
    expect(after.settled).toEqual(after.chain);
  });

  it('Given a chain confirming at slot boundaries and an LP burn sent but not yet confirmed, when a deposit is submitted on its pool, then it lands in the burn’s slot with exactly the LP owed on the supply less the burn, and the settled LP supply is the chain’s', async () => {
    const given = await givenDeepPool();
    const first = await world.post(bob, '/add', { pool: given.pool, quoteAmount: '10' });
    expect((await world.signAndSend(bob, first.body.transaction)).status).toBe(200);
    const burned = (await tokenBalance(world.rpcUrl, bob.wallet.address, given.view.lpMint)) / 2n;
    const before = (await poolNow(given)).chain;
    const burn = await world.post(bob, '/lp/burn', { pool: given.pool, amount: formatAmount(burned, given.view.lpDecimals) });
    expect(burn.status).toBe(200);
    const added = await world.post(alice, '/add', { pool: given.pool, quoteAmount: '5', slippage: 10 });
    expect(added.status).toBe(200);

    const pending = await submittedUnconfirmed(given, burn.body.transaction);
    const deposited = await world.signAndSend(alice, added.body.transaction);

    expect(deposited.status).toBe(200);
    expect((await pending.answer).status).toBe(200);
    const owed = lpForDeposit(
      BigInt(added.body.data.baseAmount),
      BigInt(added.body.data.quoteAmount),
      before.base,
      before.quote,
      before.supply - burned,
    );
    expect(deposited.body.lpReceived).toBe(owed.toString());
    const [burnLanded, depositLanded] = await statuses([pending.signature, deposited.body.signature!]);
    expect(depositLanded!.slot).toBe(burnLanded!.slot);
    const after = await poolNow(given);
    expect(after.chain.supply).toBe(before.supply - burned + owed);
    expect(after.settled).toEqual(after.chain);
  });
});
