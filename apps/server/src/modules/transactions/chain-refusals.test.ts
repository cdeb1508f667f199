/**
 * Chain refusals reach the user as codes in plain words, provoked for real on the
 * local chain: transactions built while they could land, then made doomed before submission.
 */
import { ERRORS } from '@toolkit/shared';
import { describe, expect, it } from 'vitest';
import { call, signWireTransaction, testDatabases, type SignedIn } from '../../../test/helpers.ts';
import { useTokenKit } from '../../../test/token-kit.ts';

describe.each(testDatabases())('chain refusals in plain words on $name', (database) => {
  const { world, user, post, signAndSubmit, createToken } = useTokenKit(database);
  const submit = (who: SignedIn, transaction: string) =>
    call(world.t.app, {
      method: 'POST',
      url: '/api/transaction/sendAndConfirm',
      token: who.token,
      payload: { rawSignedTransaction: signWireTransaction(transaction, who.wallet) },
    });

  it('Given sends of 600,000 and 500,000 built while Alice held 1,000,000, when both are submitted, then the second is refused as tokens missing, in plain words', async () => {
    const [alice, bob] = [await user(), await user(1n)];
    const mint = await createToken(alice);
    const first = await post(alice, '/api/token/send', { mint, recipient: bob.wallet.address, amount: '600000' });
    const second = await post(alice, '/api/token/send', { mint, recipient: bob.wallet.address, amount: '500000' });
    expect([first.status, second.status]).toEqual([200, 200]);

    await signAndSubmit(alice, first.body.transaction);
    const r = await submit(alice, second.body.transaction);

    expect(r.status).toBe(400);
    expect(r.body).toEqual({ success: false, code: 'TRANSACTION_INSUFFICIENT_TOKEN', message: ERRORS.TRANSACTION_INSUFFICIENT_TOKEN.message });
  });

  it('Given a send built before Alice froze her own account, when it is submitted, then it is refused as a frozen account, in plain words', async () => {
    const [alice, bob] = [await user(), await user(1n)];
    const mint = await createToken(alice);
    const send = await post(alice, '/api/token/send', { mint, recipient: bob.wallet.address, amount: '10' });
    const freeze = await post(alice, '/api/token/freeze', { mint, owners: [alice.wallet.address] });
    for (const tx of freeze.body.transactions) await signAndSubmit(alice, tx);

    const r = await submit(alice, send.body.transaction);

    expect(r.status).toBe(409);
    expect(r.body).toEqual({ success: false, code: 'TRANSACTION_ACCOUNT_FROZEN', message: ERRORS.TRANSACTION_ACCOUNT_FROZEN.message });
  });
});
