/**
 * Vesting jobs on the real local chain: a CSV of schedules is checked with line numbers, then the
 * distribution engine creates one escrow per row from a custodial wallet; each escrow is read back
 * from the chain with its recipient and amounts, and the result CSV names every escrow and its
 * signature. A CSV with bad lines, or over 10,000 rows, stores nothing.
 */
import { findVestingEscrows, LOCK_PROGRAM_ADDRESS } from '@toolkit/chain';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { distributionJobs } from '../../db/schema.ts';
import { createTestToken, tokenBalance } from '../../../test/chain-kit.ts';
import { newWalletAddresses, airdrop, call, signIn, signWireTransaction, testDatabases, useChainApp, type SignedIn } from '../../../test/helpers.ts';

const SOL = 1_000_000_000n;
const UNIT = 1_000_000n;

describe.each(testDatabases())('vesting jobs on $name', (database) => {
  const suite = useChainApp(database);

  const { api } = suite;

  /** A user whose custodial wallet holds SOL and 1,000,000 tokens of a new 6-decimal mint. */
  async function world() {
    const who = await signIn(suite.t.app);
    const admin: string = (await api(who, 'GET', '/wallet/fetch')).body.data.adminWallet.address;
    await airdrop(suite.chain.rpcUrl, admin, 5n * SOL);
    await airdrop(suite.chain.rpcUrl, who.wallet.address, SOL);
    const mint = await createTestToken(suite.chain.rpcUrl, who.wallet, 6, 1_000_000n * UNIT);
    const fund = await api(who, 'POST', '/transaction/spl-token', [
      { from: who.wallet.address, recipient: admin, amount: '1000000', tokenAddress: mint },
    ]);
    expect(fund.status).toBe(200);
    for (const wire of fund.body.transactions) {
      expect((await api(who, 'POST', '/transaction/sendAndConfirm', { rawSignedTransaction: signWireTransaction(wire, who.wallet) })).status).toBe(
        200,
      );
    }
    return { who, admin, mint };
  }

  const shared = () => ({
    startTime: new Date().toISOString(),
    cliffTime: new Date(Date.now() + 86_400_000).toISOString(),
    cliffPercent: '25',
    frequencySeconds: 2_592_000,
    numberOfPeriods: 12,
  });

  async function settled(who: SignedIn, id: string) {
    for (;;) {
      const job = (await api(who, 'GET', `/vesting/jobs/${id}`)).body.job;
      if (job.status !== 'running') return job;
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  const jobCount = async (who: SignedIn) =>
    Number((await suite.t.app.db.select({ n: count() }).from(distributionJobs).where(eq(distributionJobs.userId, who.user._id)))[0]!.n);

  it('Given a CSV of 40 schedules, when the job runs from the custodial wallet, then each recipient has one escrow on chain with its amounts and the result CSV names each escrow', async () => {
    const { who, admin, mint } = await world();
    const wallets = newWalletAddresses(40);
    const amountOf = (i: number) => 1_000n + BigInt(i);
    const recipients = ['address,amount', ...wallets.map((w, i) => `${w},${amountOf(i)}`)].join('\n');
    const body = { mint, recipients, schedule: shared(), source: { type: 'custodial', address: admin } };

    const dry = await api(who, 'POST', '/vesting/jobs', { ...body, dryRun: true });
    expect(dry.status, JSON.stringify(dry.body)).toBe(200);
    expect(dry.body).toMatchObject({ recipients: 40, errors: [] });
    expect(dry.body.id).toBeUndefined();

    const started = await api(who, 'POST', '/vesting/jobs', body);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const job = await settled(who, started.body.id);
    expect(job).toMatchObject({ status: 'done', total: 40, paid: 40, failed: 0 });
    expect(job.transactions).toBeLessThan(40);

    const escrows = await findVestingEscrows(suite.rpc, LOCK_PROGRAM_ADDRESS, { creator: admin });
    expect(escrows).toHaveLength(40);
    for (const [i, w] of wallets.entries()) {
      const mine = escrows.filter((e) => e.recipient === w);
      expect(mine).toHaveLength(1);
      const total = amountOf(i) * UNIT;
      const cliff = (total * 25n) / 100n + ((total - (total * 25n) / 100n) % 12n);
      expect(mine[0]).toMatchObject({
        tokenMint: mint,
        cliffUnlockAmount: cliff,
        amountPerPeriod: (total - cliff) / 12n,
        numberOfPeriod: 12n,
        cancelMode: 0,
      });
      expect(await tokenBalance(suite.chain.rpcUrl, mine[0]!.address, mint)).toBe(total);
    }
    const csv = await call(suite.t.app, { method: 'GET', url: `/api/vesting/jobs/${started.body.id}/result.csv`, token: who.token });
    const lines = (csv.body as unknown as string).trim().split('\n');
    expect(lines[0]).toBe('line,address,amount,status,escrow,signature,error');
    expect(lines).toHaveLength(41);
    for (const line of lines.slice(1)) {
      const [, address, , status, escrow, signature] = line.split(',');
      expect(status).toBe('paid');
      expect(escrows.find((e) => e.address === escrow)?.recipient).toBe(address);
      expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/);
    }
  }, 120_000);

  it('Given a CSV with bad lines, when the job is started, then it is refused naming each line and field, and nothing is stored or sent', async () => {
    const { who, admin, mint } = await world();
    const [good] = newWalletAddresses(1);
    const recipients = [`${good},100`, 'not-an-address,100', `${good},abc`, `${mint},100`, `${good},100,extra`].join('\n');
    const body = { mint, recipients, schedule: shared(), source: { type: 'custodial', address: admin } };
    const dry = await api(who, 'POST', '/vesting/jobs', { ...body, dryRun: true });
    expect(dry.body.errors.map((e: { line: number; field: string }) => [e.line, e.field])).toEqual([
      [2, 'address'],
      [3, 'amount'],
      [4, 'address'],
      [5, 'recipients'],
    ]);
    const before = await jobCount(who);
    const refused = await api(who, 'POST', '/vesting/jobs', body);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'DISTRIBUTION_INVALID_RECIPIENTS', field: 'recipients' });
    const past = await api(who, 'POST', '/vesting/jobs', {
      ...body,
      recipients: `${good},100`,
      schedule: { ...shared(), cliffTime: '2020-01-01T00:00:00Z' },
    });
    expect(past.status).toBe(400);
    const zero = await api(who, 'POST', '/vesting/jobs', {
      ...body,
      recipients: `${good},100`,
      schedule: { ...shared(), numberOfPeriods: 0 },
      dryRun: true,
    });
    expect(zero.body.errors).toEqual([{ line: 1, field: 'numberOfPeriods', message: 'Enter a whole number of periods, at least 1' }]);
    const tooMuch = await api(who, 'POST', '/vesting/jobs', { ...body, recipients: `${good},2000000` });
    expect(tooMuch.body).toMatchObject({ code: 'NOT_ENOUGH_TOKEN', field: 'source' });
    const many = Array.from({ length: 10_001 }, () => `${good},1`).join('\n');
    const tooMany = await api(who, 'POST', '/vesting/jobs', { ...body, recipients: many, dryRun: true });
    expect(tooMany.body.errors.at(-1)).toEqual({ line: 10_001, field: 'recipients', message: 'At most 10,000 recipients per distribution' });
    expect(await jobCount(who)).toBe(before);
    expect(await tokenBalance(suite.chain.rpcUrl, admin, mint)).toBe(1_000_000n * UNIT);
  }, 120_000);
});
