/**
 * Holder snapshots on the local chain: a mint with a real pool, holders paid by a
 * connected-wallet distribution, and the snapshot that leaves out the pool's vault, the sender and
 * holders under the minimum balance, shared pro rata; the holders CSV download.
 */
import { formatAmount } from '@toolkit/shared';
import { describe, expect, it } from 'vitest';
import { tokenBalance } from '../../../test/chain-kit.ts';
import { newWalletAddresses, call, signWireTransaction, testDatabases, type SignedIn } from '../../../test/helpers.ts';
import { usePoolWorld } from '../../../test/pool-world.ts';

describe.each(testDatabases())('holder snapshots on $name', (database) => {
  const { world } = usePoolWorld(database);

  const api = (who: SignedIn, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    call(world.t.app, { method, url: `/api${url}`, token: who.token, payload: payload as never });

  /** Pays `csv` from the user's connected wallet through a distribution job. */
  async function distribute(who: SignedIn, mint: string, recipients: string) {
    const { id } = (await api(who, 'POST', '/distribution', { mint, recipients, source: { type: 'phantom' } })).body;
    for (;;) {
      const { transactions, job } = (await api(who, 'POST', `/distribution/${id}/next`)).body;
      for (const wire of transactions) {
        await api(who, 'POST', '/transaction/sendAndConfirm', { rawSignedTransaction: signWireTransaction(wire, who.wallet) });
      }
      if (!transactions.length && job.status !== 'running') return job;
    }
  }

  it('Given a token with a pool and three holders, when a snapshot shares 0.4 SOL pro rata above 50 tokens, then the pool vault, the sender and the small holder are left out, and the holders CSV lists the rest', async () => {
    const alice = await world.user(20n);
    const { token, reserves } = await world.givenPool(alice);
    const [big, small, tiny] = newWalletAddresses(3);
    const paid = await distribute(alice, token, `${big},300\n${small},100\n${tiny},1`);
    expect(paid).toMatchObject({ status: 'done', paid: 3 });

    const snapshot = await api(alice, 'POST', '/distribution/snapshot', {
      holdersOf: token,
      mint: 'SOL',
      split: { type: 'pro-rata', total: '0.4' },
      minBalance: '50',
      source: { type: 'phantom' },
    });
    expect(snapshot.status).toBe(200);
    expect(snapshot.body).toMatchObject({ holders: 2, recipients: `address,amount\n${big},0.3\n${small},0.1\n` });
    const fixed = await api(alice, 'POST', '/distribution/snapshot', {
      holdersOf: token,
      mint: token,
      split: { type: 'fixed', each: '2' },
      source: { type: 'phantom' },
    });
    expect(fixed.body.recipients).toBe(`address,amount\n${big},2\n${small},2\n${tiny},2\n`);
    const bad = await api(alice, 'POST', '/distribution/snapshot', { holdersOf: token, mint: 'SOL', split: { type: 'fixed', each: '1,5' } });
    expect(bad).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED', field: 'each' } });

    const csv = await world.t.app.inject({
      method: 'GET',
      url: `/api/token/holders/${token}.csv`,
      headers: { authorization: `Bearer ${alice.token}` },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const aliceHolds = 10_000_000n - 401n - (await reserves()).base / 1_000_000n;
    expect(csv.body).toBe(`owner,amount\n${alice.wallet.address},${aliceHolds}\n${big},300\n${small},100\n${tiny},1\n`);
  });

  it('Given a pool whose creator burned part of her LP, when a snapshot of the LP token is taken, then she is listed with what she still holds', async () => {
    const alice = await world.user(20n);
    const { pool, view } = await world.givenPool(alice);
    const lpBefore = await tokenBalance(world.rpcUrl, alice.wallet.address, view.lpMint);
    const built = await world.post(alice, '/lp/burn', { pool, amount: '5' });
    expect((await world.signAndSend(alice, built.body.transaction)).status).toBe(200);

    const csv = await world.t.app.inject({
      method: 'GET',
      url: `/api/token/holders/${view.lpMint}.csv`,
      headers: { authorization: `Bearer ${alice.token}` },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toBe(`owner,amount\n${alice.wallet.address},${formatAmount(lpBefore - 5n * 10n ** BigInt(view.lpDecimals), view.lpDecimals)}\n`);
  });
});
