/**
 * Changing a vesting escrow's recipient on the real local chain: allowed only to whom the
 * escrow's update-recipient mode names (the program's own rule, checked before anything is
 * built); the new recipient must be a wallet and a different one; once it lands the chain records
 * the new recipient, whose list then shows the escrow.
 */
import { createSolanaRpc, address } from '@solana/kit';
import { lockVenue, readVestingEscrow } from '@toolkit/chain';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { pendingTransactions } from '../../db/schema.ts';
import { createTestToken } from '../../../test/chain-kit.ts';
import { airdrop, call, createTestWallet, signIn, signWireTransaction, testDatabases, useChainApp, type SignedIn } from '../../../test/helpers.ts';

const SOL = 1_000_000_000n;
const UNIT = 10n ** 6n;
const iso = (msFromNow: number) => new Date(Date.now() + msFromNow).toISOString();

describe.each(testDatabases())('vesting recipient change on $name', (database) => {
  const suite = useChainApp(database);
  beforeAll(async () => {});

  const api = (who: SignedIn, url: string, payload: unknown) =>
    call(suite.t.app, { method: 'POST', url: `/api${url}`, token: who.token, payload: payload as never });
  const pendingCount = async (who: SignedIn) =>
    Number((await suite.t.app.db.select({ n: count() }).from(pendingTransactions).where(eq(pendingTransactions.userId, who.user._id)))[0]!.n);
  async function signAndSend(who: SignedIn, wire: string) {
    const sent = await api(who, '/transaction/sendAndConfirm', { rawSignedTransaction: signWireTransaction(wire, who.wallet) });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  }
  const onChain = async (escrow: string) =>
    (await readVestingEscrow(createSolanaRpc(suite.chain.rpcUrl), (await lockVenue()).programAddress, address(escrow)))!;

  it('Given an escrow only its creator may give to someone else, when the recipient, then the creator with bad input, then the creator with a wallet ask for the change, then only the last is built and the chain records the new recipient', async () => {
    // Given a creator's escrow for Bob, whose recipient only the creator may change
    const [creator, bob] = [await signIn(suite.t.app), await signIn(suite.t.app)];
    await airdrop(suite.chain.rpcUrl, creator.wallet.address, 2n * SOL);
    await airdrop(suite.chain.rpcUrl, bob.wallet.address, SOL);
    const mint = await createTestToken(suite.chain.rpcUrl, creator.wallet, 6, 1_000_000n * UNIT);
    const built = await api(creator, '/vesting/escrows', {
      mint,
      recipient: bob.wallet.address,
      amount: '1000',
      startTime: iso(0),
      cliffTime: iso(3_600_000),
      frequencySeconds: 3600,
      numberOfPeriods: 1,
      updateRecipientMode: 'creator',
    });
    expect(built.status, JSON.stringify(built.body)).toBe(200);
    await signAndSend(creator, built.body.transaction);
    const escrow = built.body.escrow as string;
    const carol = createTestWallet().address;

    // When Bob, and then the creator with a mint, with Bob again, ask for a change: each refused naming why, nothing built
    const before = [await pendingCount(creator), await pendingCount(bob)];
    const refusals: Array<[SignedIn, object, number, string, string]> = [
      [bob, { escrow, newRecipient: carol }, 403, 'VESTING_NO_RECIPIENT_RIGHT', 'escrow'],
      [creator, { escrow, newRecipient: mint }, 400, 'VESTING_RECIPIENT_NOT_WALLET', 'newRecipient'],
      [creator, { escrow, newRecipient: bob.wallet.address }, 400, 'VESTING_SAME_RECIPIENT', 'newRecipient'],
      [creator, { escrow, newRecipient: 'nope' }, 400, 'VALIDATION_FAILED', 'newRecipient'],
      [creator, { escrow: mint, newRecipient: carol }, 404, 'VESTING_ESCROW_NOT_FOUND', 'escrow'],
    ];
    for (const [who, body, status, code, field] of refusals) {
      const res = await api(who, '/vesting/recipient', body);
      expect([res.status, res.body.code, res.body.field], JSON.stringify(body)).toEqual([status, code, field]);
    }
    expect((await api(bob, '/vesting/recipient', { escrow, newRecipient: carol })).body.message).toBe(
      'Only the creator can change the recipient: this wallet cannot change the recipient of this schedule',
    );
    expect([await pendingCount(creator), await pendingCount(bob)]).toEqual(before);
    expect((await onChain(escrow)).recipient).toBe(bob.wallet.address);

    // When the creator gives it to Carol: the chain records her as its recipient
    const change = await api(creator, '/vesting/recipient', { escrow, newRecipient: carol });
    expect(change.status, JSON.stringify(change.body)).toBe(200);
    await signAndSend(creator, change.body.transaction);
    expect((await onChain(escrow)).recipient).toBe(carol);
    const listed = await call(suite.t.app, { method: 'GET', url: `/api/vesting/escrows?recipient=${carol}`, token: bob.token });
    expect(listed.body.escrows.map((e: { escrow: string }) => e.escrow)).toEqual([escrow]);
  }, 60_000);

  it('Given an escrow no one may give to someone else, when its creator asks, then it is refused in those words', async () => {
    const [creator, bob] = [await signIn(suite.t.app), await signIn(suite.t.app)];
    await airdrop(suite.chain.rpcUrl, creator.wallet.address, 2n * SOL);
    const mint = await createTestToken(suite.chain.rpcUrl, creator.wallet, 6, 1_000_000n * UNIT);
    const built = await api(creator, '/vesting/escrows', {
      mint,
      recipient: bob.wallet.address,
      amount: '10',
      startTime: iso(0),
      cliffTime: iso(3_600_000),
      frequencySeconds: 3600,
      numberOfPeriods: 1,
    });
    await signAndSend(creator, built.body.transaction);
    const res = await api(creator, '/vesting/recipient', { escrow: built.body.escrow, newRecipient: createTestWallet().address });
    expect([res.status, res.body.code, res.body.message]).toEqual([
      403,
      'VESTING_NO_RECIPIENT_RIGHT',
      'No one can change the recipient: this wallet cannot change the recipient of this schedule',
    ]);
  }, 60_000);
});
