/** Balances checked before the wallet is asked: the SOL rule, then through the swap builder on the real local chain. */
import { createSolanaRpc } from '@solana/kit';
import { describe, expect, it } from 'vitest';
import { createToken2022TestToken, solBalance, testExtensions, tokenBalance } from '../../../test/chain-kit.ts';
import { testDatabases } from '../../../test/helpers.ts';
import { usePoolWorld } from '../../../test/pool-world.ts';
import { tokenAccountRent } from './account-rent.ts';
import { requireFunds, solShortfall } from './funds-check.ts';

describe('the SOL rule of every payer', () => {
  const RENT = 890_880n;
  it('Given 1 SOL, when 0.5, all of it, 1.2 SOL, or all but 0.0001 SOL is to be paid, then it lacks nothing, nothing, 0.2 SOL, or what keeps it rent-exempt', () => {
    expect(solShortfall(1_000_000_000n, 500_000_000n, RENT)).toBe(0n);
    expect(solShortfall(1_000_000_000n, 1_000_000_000n, RENT)).toBe(0n);
    expect(solShortfall(1_000_000_000n, 1_200_000_000n, RENT)).toBe(200_000_000n);
    expect(solShortfall(1_000_000_000n, 999_900_000n, RENT)).toBe(RENT - 100_000n);
  });
});

describe.each(testDatabases())('funds checked before building on $name', (database) => {
  const { world, users } = usePoolWorld(database, { users: 1 });
  const [alice] = users;

  it('Given Bob holds 1 SOL, when he asks to swap 2 SOL, then nothing is built and the answer names how much more SOL he needs', async () => {
    const { pool } = await world.givenPool(alice);
    const bob = await world.user(1n);
    const r = await world.post(bob, '/swap/yx', { pool, amount: '2', payer: bob.wallet.address });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('NOT_ENOUGH_SOL');
    // 1 SOL short, plus the wrapped-SOL account's rent, the token account's rent and the fees.
    const missing = Number(/You need ([\d.]+) more SOL/.exec(r.body.message)![1]);
    expect(missing).toBeGreaterThan(1);
    expect(missing).toBeLessThan(1.01);
  });

  it('Given Bob holds none of the token, when he asks to sell 10 of it, then the answer names the 10 he is missing and the field', async () => {
    const { pool } = await world.givenPool(alice);
    const bob = await world.user(1n);
    const r = await world.post(bob, '/swap/xy', { pool, amount: '10', payer: bob.wallet.address });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'NOT_ENOUGH_TOKEN', field: 'amount' });
    expect(r.body.message).toMatch(/^You need 10 more /);
  });

  it('Given Bob bought some of the token (his balances are then read with the pool, in one call), when he asks to sell one more than he now holds, then the answer names exactly that one', async () => {
    const { pool, token } = await world.givenPool(alice);
    const bob = await world.user(5n);
    const buy = await world.post(bob, '/swap/yx', { pool, amount: '1', slippage: 1 });
    expect((await world.signAndSend(bob, buy.body.data.tx)).status).toBe(200);
    const held = await tokenBalance(world.rpcUrl, bob.wallet.address, token);
    const r = await world.post(bob, '/swap/xy', { pool, amount: (Number(held + 1_000_000n) / 1e6).toFixed(6), slippage: 1 });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'NOT_ENOUGH_TOKEN', field: 'amount' });
    expect(r.body.message).toMatch(/^You need 1 more /);
    // And all he holds is built.
    const all = await world.post(bob, '/swap/xy', { pool, amount: (Number(held) / 1e6).toFixed(6), slippage: 1 });
    expect(all.status).toBe(200);
  });

  it('Given Bob holds exactly a plain token account rent and the fees, when he is to receive a transfer-fee token (a larger account), then he is refused for the difference', async () => {
    const rpc = createSolanaRpc(world.rpcUrl);
    const feeMint = await createToken2022TestToken(world.rpcUrl, alice.wallet, 6, 10n ** 9n, (mint) => [
      testExtensions.transferFee(alice.wallet.address),
      ...testExtensions.metadata(alice.wallet.address, mint, 'Fee', 'FEE'),
    ]);
    const bob = await world.user(1n);
    const plain = await tokenAccountRent(rpc);
    const needed = { signatures: 1, prioritySol: 0, receives: [feeMint] };
    // Spend all but a plain account's rent and the fee, by asking for it as a transfer.
    const balance = await solBalance(world.rpcUrl, bob.wallet.address);
    const refusal = await requireFunds(rpc, bob.wallet.address, { ...needed, lamports: balance - plain - 5000n }).catch((e: unknown) => e);
    expect(refusal).toMatchObject({ code: 'NOT_ENOUGH_SOL' });
    const missing = BigInt(Math.round(Number(/You need ([\d.]+) more SOL/.exec((refusal as Error).message)![1]) * 1e9));
    expect(missing).toBeGreaterThan(0n);
    expect(plain + missing).toBe(
      await tokenAccountRent(rpc, { program: 'spl-token-2022', extensions: ['TransferFeeConfig', 'MetadataPointer', 'TokenMetadata'] }),
    );
  });
});
