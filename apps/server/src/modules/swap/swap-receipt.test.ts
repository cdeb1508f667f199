/**
 * A swap's receipt (swap-receipt.ts in the chain package): the pool's improvement payment closes
 * it, so the payment can go right behind the swap and still never pays for a swap that did not
 * land; its rent, fronted by the trader, is back with them when the answer comes. On the real
 * local chain and a real database; payments built by the same builder the payer uses and run by
 * the transaction core with the pool's key.
 */
import { improvementInstructions, TOKEN_PROGRAM_ADDRESS } from '@toolkit/chain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pendingTransactions } from '../../db/schema.ts';
import { isAppError } from '../../lib/errors.ts';
import { accountAmount, airdrop, rpcCall, solBalance, tokenBalance } from '../../../test/chain-kit.ts';
import { testDatabases, type SignedIn } from '../../../test/helpers.ts';
import { startPoolWorld, type GivenPool, type PoolWorld } from '../../../test/pool-world.ts';
import { buildTransactionMessage } from '../transactions/index.ts';
import { IMPROVEMENT_KIND, IMPROVEMENT_PAYMENT_FEE } from './improvement-payment.ts';

describe.each(testDatabases())('swap receipts on $name', (database) => {
  let world: PoolWorld;
  let alice: SignedIn;

  beforeAll(async () => {
    world = await startPoolWorld(database);
    alice = await world.user();
  });
  afterAll(() => world?.close());

  const lamportsAt = async (account: string) =>
    BigInt(
      (await rpcCall<{ value: { lamports: number } | null }>(world.rpcUrl, 'getAccountInfo', [account, { encoding: 'base64' }])).value?.lamports ?? 0,
    );

  /** Bob's swap of 1 SOL for TKN, built (the server remembers it) but never sent: its receipt address. */
  async function builtNeverSent(pool: string, bob: SignedIn): Promise<string> {
    const built = await world.post(bob, '/swap/yx', { pool, amount: '1', slippage: 5 });
    expect(built.status).toBe(200);
    const [row] = await world.t.app.db
      .select({ context: pendingTransactions.context })
      .from(pendingTransactions)
      .where(and(eq(pendingTransactions.userId, bob.user._id), eq(pendingTransactions.kind, 'pool.swap')));
    return row!.context.receipt as string;
  }

  /** The pool's payment of `amount` TKN to Bob that closes `receipt`, as the payer builds it, run by the transaction core. */
  async function payImprovement(given: GivenPool, bob: SignedIn, receipt: string, amount: bigint): Promise<unknown> {
    const rpc = world.t.app.clusters.rpcAt(world.rpcUrl);
    const message = await buildTransactionMessage({
      rpc,
      feePayer: given.pool,
      instructions: await improvementInstructions({
        pool: given.pool,
        token: { mint: given.token, program: TOKEN_PROGRAM_ADDRESS, decimals: 6 },
        vault: given.view.baseVault,
        payees: [{ user: bob.wallet.address, amount }],
        receipts: [{ receipt, user: bob.wallet.address }],
        tokenAccountRent: await rpc.getMinimumBalanceForRentExemption(165n).send(),
      }),
      prioritySol: 0,
      computeUnitLimit: 100_000,
      version: 0,
    });
    return world.t.app.transactions
      .execute({
        userId: alice.user._id,
        kind: IMPROVEMENT_KIND,
        message,
        rpcUrl: world.rpcUrl,
        serverSigners: [{ type: 'custodial', address: given.pool }],
        context: { pool: given.pool, swaps: [] },
        idempotencyKey: `test-payment:${receipt}`,
      })
      .then(
        () => 'paid',
        (e: unknown) => (isAppError(e) ? e.code : e),
      );
  }

  it('Given Bob built a swap that never lands, when the pool pays its improvement with its receipt closed, then the chain refuses the payment whole: the pool pays nothing and Bob receives nothing', async () => {
    const given = await world.givenPool(alice);
    const bob = await world.user();
    const receipt = await builtNeverSent(given.pool, bob);
    const [vaultBefore, bobBefore] = [
      await accountAmount(world.rpcUrl, given.view.baseVault),
      await tokenBalance(world.rpcUrl, bob.wallet.address, given.token),
    ];

    expect(await payImprovement(given, bob, receipt, 1_000_000n)).toBe('TRANSACTION_FAILED');

    expect(await accountAmount(world.rpcUrl, given.view.baseVault)).toBe(vaultBefore);
    expect(await tokenBalance(world.rpcUrl, bob.wallet.address, given.token)).toBe(bobBefore);
  });

  it('Given Bob sent plain SOL to the receipt address of a swap that never lands, when the pool pays its improvement with its receipt closed, then the payment is still refused whole and the pool pays nothing', async () => {
    const given = await world.givenPool(alice);
    const bob = await world.user();
    const receipt = await builtNeverSent(given.pool, bob);
    // Lamports anyone can send to any address: a receipt must be more than lamports at an address.
    await airdrop(world.rpcUrl, receipt, 1n);
    const vaultBefore = await accountAmount(world.rpcUrl, given.view.baseVault);

    expect(await payImprovement(given, bob, receipt, 1_000_000n)).toBe('TRANSACTION_FAILED');

    expect(await accountAmount(world.rpcUrl, given.view.baseVault)).toBe(vaultBefore);
    expect(await tokenBalance(world.rpcUrl, bob.wallet.address, given.token)).toBe(0n);
    expect(await lamportsAt(receipt)).toBe(1_000_000_000n);
  });

  it('Given Bob swaps 1 SOL for TKN, when the answer comes, then his receipt is closed and its rent is back with him: his SOL fell by exactly the SOL in, the network fee, the payment fee he handed over and the rent of his new TKN account', async () => {
    const { pool, token } = await world.givenPool(alice);
    const bob = await world.user();
    const built = await world.post(bob, '/swap/yx', { pool, amount: '1', slippage: 2 });
    expect(built.status).toBe(200);
    const [{ context }] = (await world.t.app.db
      .select({ context: pendingTransactions.context })
      .from(pendingTransactions)
      .where(and(eq(pendingTransactions.userId, bob.user._id), eq(pendingTransactions.kind, 'pool.swap')))) as [{ context: { receipt: string } }];
    const solBefore = await solBalance(world.rpcUrl, bob.wallet.address);

    const sent = await world.signAndSend(bob, built.body.data.tx);

    expect(sent.status).toBe(200);
    expect(await tokenBalance(world.rpcUrl, bob.wallet.address, token)).toBe(BigInt(built.body.data.quote.amountOut));
    expect(await lamportsAt(context.receipt)).toBe(0n);
    const { meta } = await rpcCall<{ meta: { fee: number } }>(world.rpcUrl, 'getTransaction', [
      sent.body.signature,
      { commitment: 'confirmed', maxSupportedTransactionVersion: 0 },
    ]);
    const tknAccountRent = BigInt(await rpcCall<number>(world.rpcUrl, 'getMinimumBalanceForRentExemption', [165]));
    expect(solBefore - (await solBalance(world.rpcUrl, bob.wallet.address))).toBe(
      1_000_000_000n + BigInt(meta.fee) + IMPROVEMENT_PAYMENT_FEE + tknAccountRent,
    );
  });
});
