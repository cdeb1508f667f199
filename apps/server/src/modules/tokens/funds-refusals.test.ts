/**
 * Checks before the wallet is asked, for every transaction a token's holder or
 * authority signs: a wallet without the SOL for the fees (or without the tokens it would spend)
 * is refused with the shortfall named, and nothing is recorded for it to sign.
 */
import { describe, expect, it } from 'vitest';
import { emptySol } from '../../../test/chain-kit.ts';
import { airdrop, call, recordedTransactions, testDatabases, type SignedIn } from '../../../test/helpers.ts';
import { multipart, useTokenKit } from '../../../test/token-kit.ts';

describe.each(testDatabases())('token transactions refused for want of funds on $name', (database) => {
  const { world, user, post, signAndSubmit, createToken } = useTokenKit(database);
  const recorded = (who: SignedIn) => recordedTransactions(world.t.app, who);

  it('Given Alice holds the authorities of four tokens but no SOL, when she asks for each transaction they offer, then each is refused naming the SOL she lacks and nothing is recorded', async () => {
    const [alice, bob] = [await user(), await user(1n)];
    const plain = await createToken(alice);
    const fee = await createToken(alice, { extensions: JSON.stringify({ transferFee: { bps: 100, maxFee: '1000' } }) });
    const frozen = await createToken(alice, { extensions: JSON.stringify({ defaultFrozen: true }) });
    const interest = await createToken(alice, { extensions: JSON.stringify({ interestBearing: { rate: 5 } }) });
    // A send of the fee token leaves a fee withheld in Bob's account, for Alice to harvest.
    await signAndSubmit(alice, (await post(alice, '/api/token/send', { mint: fee, recipient: bob.wallet.address, amount: '100' })).body.transaction);
    await emptySol(world.chain.rpcUrl, alice.wallet);
    const before = await recorded(alice);

    const asks: [string, () => Promise<{ status: number; body: any }>][] = [
      ['burn', () => post(alice, '/api/token/burn', { mint: plain, amount: '1' })],
      ['mint', () => post(alice, '/api/token/mint', { mint: plain, amount: '1' })],
      ['send', () => post(alice, '/api/token/send', { mint: plain, recipient: bob.wallet.address, amount: '1' })],
      ['authority', () => post(alice, '/api/token/authority', { mint: plain, type: 'mint', newAuthority: bob.wallet.address })],
      ['revoke', () => post(alice, '/api/revoke/authority', { mintAddress: plain, revokeFreeze: true, revokeMint: true, revokeUpdate: false })],
      [
        'update metadata',
        async () =>
          call(world.t.app, {
            method: 'POST',
            url: `/api/token/update-metadata/${plain}`,
            token: alice.token,
            ...(await multipart({ name: 'Renamed' })),
          }),
      ],
      ['fee harvest', () => post(alice, '/api/token/fees/harvest', { mint: fee })],
      ['fee change', () => post(alice, '/api/token/fees/set', { mint: fee, bps: 50, maxFee: '10' })],
      ['thaw', () => post(alice, '/api/token/thaw', { mint: frozen, owners: [bob.wallet.address] })],
      ['freeze', () => post(alice, '/api/token/freeze', { mint: plain, owners: [alice.wallet.address] })],
      ['interest rate', () => post(alice, '/api/token/interest-rate', { mint: interest, rate: 7 })],
    ];
    for (const [what, ask] of asks) {
      const r = await ask();
      expect([what, r.status, r.body.code], JSON.stringify(r.body)).toEqual([what, 400, 'NOT_ENOUGH_SOL']);
      expect(r.body.message).toMatch(/^You need 0\.\d+ more SOL/);
    }
    expect(await recorded(alice)).toBe(before);
  });

  it('Given Bob holds 10 of a token, when he asks to burn 25 or send 12.5, then each is refused naming the 15 or 2.5 he lacks and nothing is recorded', async () => {
    const [alice, bob] = [await user(), await user(1n)];
    const mint = await createToken(alice, { symbol: 'ACME' });
    await signAndSubmit(alice, (await post(alice, '/api/token/send', { mint, recipient: bob.wallet.address, amount: '10' })).body.transaction);

    const burn = await post(bob, '/api/token/burn', { mint, amount: '25' });
    const send = await post(bob, '/api/token/send', { mint, recipient: alice.wallet.address, amount: '12.5' });

    expect(burn.body).toEqual({ success: false, code: 'NOT_ENOUGH_TOKEN', message: 'You need 15 more ACME.', field: 'amount' });
    expect(send.body).toEqual({ success: false, code: 'NOT_ENOUGH_TOKEN', message: 'You need 2.5 more ACME.', field: 'amount' });
    expect(await recorded(bob)).toBe(0);
  });

  it('Given Carol holds 0.15 SOL, when she asks to revoke two authorities at 0.1 SOL each, then it is refused naming the 0.05 SOL and fees she lacks and nothing is recorded', async () => {
    const carol = await user();
    const mint = await createToken(carol);
    await emptySol(world.chain.rpcUrl, carol.wallet);
    await airdrop(world.chain.rpcUrl, carol.wallet.address, 150_000_000n);
    const before = await recorded(carol);

    const r = await post(carol, '/api/revoke/authority', { mintAddress: mint, revokeFreeze: true, revokeMint: true, revokeUpdate: false });

    expect(r.body.code).toBe('NOT_ENOUGH_SOL');
    // 0.2 SOL of fees and two transactions' network and priority fees, against 0.15 SOL.
    const missing = Number(/^You need ([\d.]+) more SOL/.exec(r.body.message)![1]);
    expect(missing).toBeGreaterThan(0.05);
    expect(missing).toBeLessThan(0.051);
    expect(await recorded(carol)).toBe(before);
  });
});
