/** Wallet Activity through the API on the real local chain: what the user signed, from the app's records. */
import { formatAmount } from '@toolkit/shared';
import { describe, expect, it } from 'vitest';
import { call, testDatabases, type SignedIn } from '../../../test/helpers.ts';
import { usePoolWorld } from '../../../test/pool-world.ts';

describe.each(testDatabases())('wallet activity on $name', (database) => {
  const { world, users } = usePoolWorld(database, { users: 2 });
  const [alice, bob] = users;

  const activity = (who: SignedIn, query = '') => call(world.t.app, { method: 'GET', url: `/api/transaction/activity${query}`, token: who.token });

  it('Given Bob swapped 1 SOL and built a second swap he never signed, when he opens his activity, then it lists the confirmed swap with its amounts and signature, and nothing of Alice', async () => {
    const { pool } = await world.givenPool(alice);
    const built = await world.post(bob, '/swap/yx', { pool, amount: '1', payer: bob.wallet.address });
    const sent = await world.signAndSend(bob, built.body.data.tx);
    expect(sent.status).toBe(200);
    await world.post(bob, '/swap/yx', { pool, amount: '2', payer: bob.wallet.address });

    const r = await activity(bob);
    expect(r.status).toBe(200);
    expect(r.body.items).toEqual([
      {
        kind: 'pool.swap',
        status: 'confirmed',
        signature: sent.body.signature,
        amount: `1 → ${formatAmount(BigInt(built.body.data.quote.amountOut), 6)}`,
        createdAt: expect.any(String),
      },
    ]);
    const mine = await activity(alice);
    expect(mine.body.items.map((i: { kind: string }) => i.kind)).toEqual(['pool.init']);
  });

  it('Given no session or a limit out of range, when activity is asked, then it answers 401 or a 400 naming limit', async () => {
    expect((await call(world.t.app, { method: 'GET', url: '/api/transaction/activity' })).status).toBe(401);
    const bad = await activity(bob, '?limit=0');
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('limit');
  });
});
