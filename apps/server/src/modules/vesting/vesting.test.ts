/**
 * Vesting on the real local chain: a schedule signed in the wallet lands as an escrow of the lock
 * program with the right amounts; the recipient's claim is refused before the first unlock and
 * pays after it; a cancel without the right is refused; bad input is a 4xx naming the field, with
 * nothing stored. The program judges by the chain's clock, so a first unlock is set a minute
 * ahead of it and the test moves the local chain's clock past it rather than waiting.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { pendingTransactions } from '../../db/schema.ts';
import { createTestToken, createToken2022TestToken, rpcCall, testExtensions, tokenBalance } from '../../../test/chain-kit.ts';
import { airdrop, signIn, signWireTransaction, testDatabases, useChainApp, type SignedIn } from '../../../test/helpers.ts';

const SOL = 1_000_000_000n;
const DECIMALS = 6;
const UNIT = 10n ** BigInt(DECIMALS);
const iso = (msFromNow: number) => new Date(Date.now() + msFromNow).toISOString();

describe.each(testDatabases())('vesting on $name', (database) => {
  const suite = useChainApp(database);

  beforeAll(async () => {});

  /** The chain's time (ms), which the program judges unlocks by; `chainIso` a date that far ahead of it. */
  const chainMs = async () =>
    1000 * (await rpcCall<number>(suite.chain.rpcUrl, 'getBlockTime', [await rpcCall<number>(suite.chain.rpcUrl, 'getSlot')]));
  const chainIso = async (msFromNow: number) => new Date((await chainMs()) + msFromNow).toISOString();
  /** Moves the chain's clock just past `date`. */
  async function passDate(date: string) {
    suite.chain.advanceClock(Math.max(0, Math.ceil((Date.parse(date) - (await chainMs())) / 1000)) + 1);
  }

  const { api } = suite;

  async function signAndSend(who: SignedIn, wire: string) {
    const sent = await api(who, 'POST', '/transaction/sendAndConfirm', { rawSignedTransaction: signWireTransaction(wire, who.wallet) });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    return sent.body;
  }

  /** A creator holding 1,000,000 tokens and SOL, and a recipient with SOL for fees. */
  async function world({ token2022 = false, transferFee = false } = {}) {
    const creator = await signIn(suite.t.app);
    const recipient = await signIn(suite.t.app);
    await airdrop(suite.chain.rpcUrl, creator.wallet.address, 2n * SOL);
    await airdrop(suite.chain.rpcUrl, recipient.wallet.address, SOL);
    const mint = transferFee
      ? await createToken2022TestToken(suite.chain.rpcUrl, creator.wallet, DECIMALS, 1_000_000n * UNIT, () => [
          testExtensions.transferFee(creator.wallet.address),
        ])
      : token2022
        ? await createToken2022TestToken(suite.chain.rpcUrl, creator.wallet, DECIMALS, 1_000_000n * UNIT, (m) =>
            testExtensions.metadata(creator.wallet.address, m, 'Vested', 'VEST'),
          )
        : await createTestToken(suite.chain.rpcUrl, creator.wallet, DECIMALS, 1_000_000n * UNIT);
    return { creator, recipient, mint };
  }

  const schedule = (mint: string, recipient: string, overrides: Record<string, unknown> = {}) => ({
    mint,
    recipient,
    amount: '1000',
    startTime: iso(0),
    // Far enough that the clock moves of other tests never reach it.
    cliffTime: iso(30 * 86_400_000),
    cliffAmount: '400',
    frequencySeconds: 3600,
    numberOfPeriods: 3,
    ...overrides,
  });

  async function create(who: SignedIn, body: Record<string, unknown>) {
    const built = await api(who, 'POST', '/vesting/escrows', body);
    expect(built.status, JSON.stringify(built.body)).toBe(200);
    await signAndSend(who, built.body.transaction);
    return built.body.escrow as string;
  }

  const pendingCount = async (who: SignedIn) =>
    Number((await suite.t.app.db.select({ n: count() }).from(pendingTransactions).where(eq(pendingTransactions.userId, who.user._id)))[0]!.n);

  it('Given a creator and a schedule, when they create it and sign, then the escrow on chain holds the total and the lists show it with nothing claimable yet', async () => {
    const { creator, recipient, mint } = await world();
    const escrow = await create(creator, schedule(mint, recipient.wallet.address));
    expect(await tokenBalance(suite.chain.rpcUrl, escrow, mint)).toBe(1000n * UNIT);
    expect(await tokenBalance(suite.chain.rpcUrl, creator.wallet.address, mint)).toBe(999_000n * UNIT);
    for (const query of [`mint=${mint}`, `recipient=${recipient.wallet.address}`, `creator=${creator.wallet.address}`]) {
      const listed = await api(recipient, 'GET', `/vesting/escrows?${query}`);
      expect(listed.status).toBe(200);
      expect(listed.body.escrows).toHaveLength(1);
      expect(listed.body.escrows[0]).toMatchObject({
        escrow,
        mint,
        recipient: recipient.wallet.address,
        creator: creator.wallet.address,
        total: '1000',
        cliffAmount: '400',
        amountPerPeriod: '200',
        numberOfPeriods: '3',
        frequencySeconds: '3600',
        claimed: '0',
        claimableNow: '0',
        cancelMode: 'none',
        updateRecipientMode: 'none',
        cancelledAt: null,
      });
    }
  });

  it('Given an escrow before its first unlock, when the recipient claims, then it is refused with the next unlock; after the first unlock the claim pays the cliff amount', async () => {
    const { creator, recipient, mint } = await world();
    const cliffTime = await chainIso(60_000);
    const escrow = await create(creator, schedule(mint, recipient.wallet.address, { cliffTime }));
    const early = await api(recipient, 'POST', '/vesting/claim', { escrow });
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('VESTING_NOTHING_CLAIMABLE');
    expect(await tokenBalance(suite.chain.rpcUrl, recipient.wallet.address, mint)).toBe(0n);

    const notRecipient = await api(creator, 'POST', '/vesting/claim', { escrow });
    expect(notRecipient.status).toBe(403);
    expect(notRecipient.body.code).toBe('VESTING_NOT_RECIPIENT');

    await passDate(cliffTime);
    const claim = await api(recipient, 'POST', '/vesting/claim', { escrow });
    expect(claim.status, JSON.stringify(claim.body)).toBe(200);
    await signAndSend(recipient, claim.body.transaction);
    expect(await tokenBalance(suite.chain.rpcUrl, recipient.wallet.address, mint)).toBe(400n * UNIT);
    expect(await tokenBalance(suite.chain.rpcUrl, escrow, mint)).toBe(600n * UNIT);
    const [view] = (await api(recipient, 'GET', `/vesting/escrows?recipient=${recipient.wallet.address}`)).body.escrows;
    expect(view).toMatchObject({ claimed: '400', claimableNow: '0', unlocked: '400' });
    expect(Date.parse(view.nextUnlock)).toBe(Date.parse(view.cliffTime) + 3_600_000);
  });

  it('Given a Token-2022 token made as the app makes it (in-mint metadata), when a schedule is created and claimed after its first unlock, then the v2 instructions move the tokens and the escrow says token-2022', async () => {
    const { creator, recipient, mint } = await world({ token2022: true });
    const cliffTime = await chainIso(60_000);
    const escrow = await create(creator, schedule(mint, recipient.wallet.address, { cliffTime }));
    expect(await tokenBalance(suite.chain.rpcUrl, escrow, mint)).toBe(1000n * UNIT);
    const [view] = (await api(creator, 'GET', `/vesting/escrows?mint=${mint}`)).body.escrows;
    expect(view).toMatchObject({ escrow, tokenProgram: 'token-2022', total: '1000', symbol: 'VEST' });
    await passDate(cliffTime);
    const claim = await api(recipient, 'POST', '/vesting/claim', { escrow });
    expect(claim.status, JSON.stringify(claim.body)).toBe(200);
    await signAndSend(recipient, claim.body.transaction);
    expect(await tokenBalance(suite.chain.rpcUrl, recipient.wallet.address, mint)).toBe(400n * UNIT);
  });

  it('Given a token with a 1 % transfer fee, when a schedule of 1,000 is created, then the creator sends 1,000 plus the fee and the escrow holds 1,000; a total the creator cannot cover with its fee is refused', async () => {
    const { creator, recipient, mint } = await world({ transferFee: true });
    const short = await api(
      creator,
      'POST',
      '/vesting/escrows',
      schedule(mint, recipient.wallet.address, { amount: '999999', cliffAmount: '0', numberOfPeriods: 1 }),
    );
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ code: 'NOT_ENOUGH_TOKEN', field: 'amount' });
    const escrow = await create(creator, schedule(mint, recipient.wallet.address));
    expect(await tokenBalance(suite.chain.rpcUrl, escrow, mint)).toBe(1000n * UNIT);
    // ceil(1,000,000,000 × 10,000 / 9,900) = 1,010,101,011 base units sent, 10,101,011 of them the fee.
    expect(await tokenBalance(suite.chain.rpcUrl, creator.wallet.address, mint)).toBe(1_000_000n * UNIT - 1_010_101_011n);
  });

  it('Given an escrow no one can cancel, when the creator or the recipient cancels, then both are refused and the escrow keeps the tokens', async () => {
    const { creator, recipient, mint } = await world();
    const escrow = await create(creator, schedule(mint, recipient.wallet.address));
    for (const who of [creator, recipient]) {
      const r = await api(who, 'POST', '/vesting/cancel', { escrow });
      expect(r.status).toBe(403);
      expect(r.body).toMatchObject({ code: 'VESTING_NO_CANCEL_RIGHT', message: 'No one can cancel: this wallet cannot cancel this schedule' });
    }
    expect(await tokenBalance(suite.chain.rpcUrl, escrow, mint)).toBe(1000n * UNIT);
  });

  it('Given an escrow only the creator can cancel, when the recipient cancels, then it is refused; when the creator cancels before the first unlock, then every token goes back to them', async () => {
    const { creator, recipient, mint } = await world();
    const escrow = await create(creator, schedule(mint, recipient.wallet.address, { cancelMode: 'creator' }));
    const refused = await api(recipient, 'POST', '/vesting/cancel', { escrow });
    expect(refused.status).toBe(403);
    const cancel = await api(creator, 'POST', '/vesting/cancel', { escrow });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    await signAndSend(creator, cancel.body.transaction);
    expect(await tokenBalance(suite.chain.rpcUrl, creator.wallet.address, mint)).toBe(1_000_000n * UNIT);
    const [view] = (await api(creator, 'GET', `/vesting/escrows?creator=${creator.wallet.address}`)).body.escrows;
    expect(view.cancelledAt).not.toBeNull();
    const again = await api(creator, 'POST', '/vesting/cancel', { escrow });
    expect(again.body.code).toBe('VESTING_CANCELLED');
  });

  it('Given an escrow either side can cancel, when the recipient cancels after the first unlock, then they get the unlocked 400 and the creator the other 600 back', async () => {
    const { creator, recipient, mint } = await world();
    const cliffTime = await chainIso(60_000);
    const escrow = await create(creator, schedule(mint, recipient.wallet.address, { cliffTime, cancelMode: 'both' }));
    await passDate(cliffTime);
    const cancel = await api(recipient, 'POST', '/vesting/cancel', { escrow });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    await signAndSend(recipient, cancel.body.transaction);
    expect(await tokenBalance(suite.chain.rpcUrl, recipient.wallet.address, mint)).toBe(400n * UNIT);
    expect(await tokenBalance(suite.chain.rpcUrl, creator.wallet.address, mint)).toBe(999_600n * UNIT);
    const [view] = (await api(recipient, 'GET', `/vesting/escrows?recipient=${recipient.wallet.address}`)).body.escrows;
    expect(view).toMatchObject({ claimableNow: '0', nextUnlock: null, unlocked: '400' });
    expect(view.cancelledAt).not.toBeNull();
  });

  it('Given escrows of other creators, mints and recipients on the chain, when each list is read, then it holds only the escrows of that mint, recipient or creator', async () => {
    const one = await world();
    const two = await world();
    const first = await create(one.creator, schedule(one.mint, one.recipient.wallet.address));
    const second = await create(one.creator, schedule(one.mint, two.recipient.wallet.address));
    const third = await create(two.creator, schedule(two.mint, one.recipient.wallet.address));
    const list = async (query: string) =>
      ((await api(one.creator, 'GET', `/vesting/escrows?${query}`)).body.escrows as { escrow: string }[]).map((e) => e.escrow).sort();
    expect(await list(`mint=${one.mint}`)).toEqual([first, second].sort());
    expect(await list(`creator=${one.creator.wallet.address}`)).toEqual([first, second].sort());
    expect(await list(`recipient=${one.recipient.wallet.address}`)).toEqual([first, third].sort());
    expect(await list(`creator=${two.creator.wallet.address}`)).toEqual([third]);
    const both = await api(one.creator, 'GET', `/vesting/escrows?mint=${one.mint}&creator=${one.creator.wallet.address}`);
    expect(both.status).toBe(400);
  });

  it('Given bad schedules, when the creator asks for each, then each is a 4xx naming its field and nothing is stored', async () => {
    const { creator, recipient, mint } = await world();
    const before = await pendingCount(creator);
    const cases: [Record<string, unknown>, number, string, string][] = [
      [{ cliffTime: iso(-60_000) }, 400, 'VESTING_SCHEDULE_INVALID', 'cliffTime'],
      [{ numberOfPeriods: 0 }, 400, 'VESTING_SCHEDULE_INVALID', 'numberOfPeriods'],
      [{ amount: '1000', cliffAmount: '401' }, 400, 'VESTING_SCHEDULE_INVALID', 'amount'],
      [{ cliffAmount: '2000' }, 400, 'VESTING_SCHEDULE_INVALID', 'cliffAmount'],
      [{ frequencySeconds: 0 }, 400, 'VESTING_SCHEDULE_INVALID', 'frequencySeconds'],
      [{ startTime: 'soon' }, 400, 'VESTING_SCHEDULE_INVALID', 'startTime'],
      [{ amount: '2000000', cliffAmount: '0', numberOfPeriods: 2 }, 400, 'NOT_ENOUGH_TOKEN', 'amount'],
      [{ recipient: mint }, 400, 'VESTING_RECIPIENT_NOT_WALLET', 'recipient'],
      [{ recipient: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA' }, 400, 'VESTING_RECIPIENT_NOT_WALLET', 'recipient'],
      [{ recipient: 'not-an-address' }, 400, 'VALIDATION_FAILED', 'recipient'],
      [{ cancelMode: 'anyone' }, 400, 'VALIDATION_FAILED', 'cancelMode'],
    ];
    for (const [overrides, status, code, field] of cases) {
      const r = await api(creator, 'POST', '/vesting/escrows', schedule(mint, recipient.wallet.address, overrides));
      expect({ overrides, status: r.status, code: r.body.code, field: r.body.field }).toEqual({ overrides, status, code, field });
    }
    expect(await pendingCount(creator)).toBe(before);
    expect(await tokenBalance(suite.chain.rpcUrl, creator.wallet.address, mint)).toBe(1_000_000n * UNIT);
    const unknown = await api(creator, 'POST', '/vesting/claim', { escrow: recipient.wallet.address });
    expect(unknown.status).toBe(404);
  });
});
