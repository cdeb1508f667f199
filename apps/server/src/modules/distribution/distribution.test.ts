/**
 * The Distribution API on the real local chain: CSV validation with line numbers, the
 * dry run's exact cost against the lamports a job really spends, a 2,000-recipient custodial job
 * that lands every amount, pause/cancel, retry, and the refusals. Each test signs in its own user.
 */
import { address } from '@solana/kit';
import { readOwnerBalances, readMints } from '@toolkit/chain';
import { formatAmount, parseAmount, TEXTS } from '@toolkit/shared';
import { describe, expect, it } from 'vitest';
import { createTestToken, createToken2022TestToken, testExtensions } from '../../../test/chain-kit.ts';
import { newWalletAddresses, airdrop, signIn, signWireTransaction, testDatabases, useChainApp, type SignedIn } from '../../../test/helpers.ts';

const SOL = 1_000_000_000n;
/** A Token-2022 mint's extensions, given the user's wallet (their authority) and the mint. */
type TokenExtensions = (authority: string) => Parameters<typeof createToken2022TestToken>[4];

describe.each(testDatabases())('distribution on $name', (database) => {
  const suite = useChainApp(database);

  const { api } = suite;
  const lamports = async (a: string) => (await suite.rpc.getBalance(address(a), { commitment: 'confirmed' }).send()).value;

  /** A user whose admin custodial wallet holds `sol` SOL (and, with `token`, `supply` whole tokens of a new mint). */
  async function world({ sol = 10n, token }: { sol?: bigint; token?: { decimals: number; supply: bigint; extensions?: TokenExtensions } } = {}) {
    const who = await signIn(suite.t.app);
    const admin: string = (await api(who, 'GET', '/wallet/fetch')).body.data.adminWallet.address;
    if (sol > 0n) await airdrop(suite.chain.rpcUrl, admin, sol * SOL);
    if (!token) return { who, admin, mint: 'SOL' };
    await airdrop(suite.chain.rpcUrl, who.wallet.address, 2n * SOL);
    const supply = token.supply * 10n ** BigInt(token.decimals);
    const mint = token.extensions
      ? await createToken2022TestToken(suite.chain.rpcUrl, who.wallet, token.decimals, supply, token.extensions(who.wallet.address))
      : await createTestToken(suite.chain.rpcUrl, who.wallet, token.decimals, supply);
    // The user moves the tokens into the custodial wallet the way the app does: funding, signed by their wallet.
    const fund = await api(who, 'POST', '/transaction/spl-token', [
      { from: who.wallet.address, recipient: admin, amount: String(token.supply), tokenAddress: mint },
    ]);
    expect(fund.status).toBe(200);
    for (const wire of fund.body.transactions) {
      expect((await api(who, 'POST', '/transaction/sendAndConfirm', { rawSignedTransaction: signWireTransaction(wire, who.wallet) })).status).toBe(
        200,
      );
    }
    return { who, admin, mint };
  }

  /** Polls the job until it stops running. */
  async function settled(who: SignedIn, id: string) {
    for (;;) {
      const job = (await api(who, 'GET', `/distribution/${id}`)).body.job;
      if (job.status !== 'running') return job;
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  /** Each owner's balance of `mint` (lamports for SOL), read in batches. */
  async function holdings(owners: string[], mint: string): Promise<bigint[]> {
    if (mint === 'SOL') return (await readOwnerBalances(suite.rpc, owners, [])).map((b) => b.lamports);
    const [info] = await readMints(suite.rpc, [mint]);
    return (await readOwnerBalances(suite.rpc, owners, [info!])).map((b) => b.tokens[0]?.amount ?? 0n);
  }

  it('Given a CSV with bad lines and a duplicate, when it is validated, then every bad line is named with its field, the duplicate is merged, and starting it is refused with nothing created', async () => {
    const { who, admin, mint } = await world({ token: { decimals: 2, supply: 1000n } });
    const [a, b] = newWalletAddresses(2);
    const csv = `address,amount\n${a},1.5\nnope,1\n${b},1,5\n${b},0.001\n${a},2\n${b},0`;
    const r = await api(who, 'POST', '/distribution/validate', { mint, recipients: csv, source: { type: 'custodial', address: admin } });
    expect(r.status).toBe(200);
    expect(r.body.errors).toEqual([
      { line: 3, field: 'address', message: TEXTS.invalidAddress },
      { line: 4, field: 'amount', message: TEXTS.distributionCommaDecimal },
      { line: 5, field: 'amount', message: TEXTS.amountTooPrecise(2) },
      { line: 7, field: 'amount', message: TEXTS.amountGreaterThanZero },
    ]);
    expect(r.body.rows).toEqual([{ line: 2, address: a, amount: '3.5', received: '3.5' }]);
    expect(r.body.duplicates).toEqual([{ address: a, lines: [2, 6] }]);

    const start = await api(who, 'POST', '/distribution', { mint, recipients: csv, source: { type: 'custodial', address: admin } });
    expect(start.status).toBe(400);
    expect(start.body).toMatchObject({ code: 'DISTRIBUTION_INVALID_RECIPIENTS', field: 'recipients' });
    expect((await api(who, 'GET', '/distribution')).body.jobs).toEqual([]);
    expect(await holdings([a!], mint)).toEqual([0n]);
  });

  it('Given SOL recipients new to the chain, when one would receive less than the rent-exempt minimum, then its line is named and the rest are costed', async () => {
    const { who, admin } = await world();
    const [a, b] = newWalletAddresses(2);
    const r = await api(who, 'POST', '/distribution/validate', {
      mint: 'sol',
      recipients: `${a},0.0001\n${b},0.01`,
      source: { type: 'custodial', address: admin },
    });
    expect(r.status).toBe(200);
    expect(r.body.errors).toEqual([{ line: 1, field: 'amount', message: TEXTS.distributionBelowNewWalletMinimum('0.00089088') }]);
    expect(r.body.totals).toEqual({ recipients: 1, amount: '0.01', received: '0.01', withheld: '0', transactions: 1 });
    expect(r.body.source).toMatchObject({ address: admin, canPay: true });
  });

  it('Given a bad mint, an unknown mint, or a wallet that is not mine, when validated or started, then a 4xx names the field and no job exists', async () => {
    const { who } = await world();
    const other = await world();
    const [a] = newWalletAddresses(1);
    const bad = await api(who, 'POST', '/distribution/validate', { mint: 'xyz', recipients: `${a},1` });
    expect(bad).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED', field: 'mint' } });
    const unknown = await api(who, 'POST', '/distribution/validate', { mint: a, recipients: `${a},1` });
    expect(unknown).toMatchObject({ status: 400, body: { code: 'DISTRIBUTION_UNKNOWN_TOKEN', field: 'mint' } });
    const notMine = await api(who, 'POST', '/distribution', {
      mint: 'SOL',
      recipients: `${a},1`,
      source: { type: 'custodial', address: other.admin },
    });
    expect(notMine).toMatchObject({ status: 403, body: { code: 'DISTRIBUTION_SOURCE_NOT_YOURS', field: 'source' } });
    const missing = await api(who, 'GET', `/distribution/${crypto.randomUUID()}`);
    expect(missing).toMatchObject({ status: 404, body: { code: 'DISTRIBUTION_NOT_FOUND' } });
    expect((await api(who, 'GET', '/distribution')).body.jobs).toEqual([]);
  });

  it('Given a source that cannot pay the rent of the new token accounts, when started, then it is refused naming the SOL it lacks and nothing moves', async () => {
    const { who, admin, mint } = await world({ sol: 0n, token: { decimals: 0, supply: 100n } });
    await airdrop(suite.chain.rpcUrl, admin, 3_000_000n);
    const recipients = newWalletAddresses(3)
      .map((w) => `${w},1`)
      .join('\n');
    const dry = await api(who, 'POST', '/distribution/validate', { mint, recipients, source: { type: 'custodial', address: admin } });
    expect(dry.body.source.canPay).toBe(false);
    const r = await api(who, 'POST', '/distribution', { mint, recipients, source: { type: 'custodial', address: admin } });
    // The refusal names what is missing: the dry run's cost (fees and three accounts' rent) less the SOL it holds.
    const missing = formatAmount(BigInt(dry.body.cost.totalLamports) - 3_000_000n, 9);
    expect(r).toMatchObject({
      status: 400,
      body: { code: 'NOT_ENOUGH_SOL', field: 'source', message: expect.stringContaining(`You need ${missing} more SOL`) },
    });
    expect(await lamports(admin)).toBe(3_000_000n);
  });

  it('Given 30 token recipients (two holding an account already), when the dry run is followed by the job, then the lamports spent equal the dry run cost and every amount lands with its signature in the result CSV', async () => {
    const { who, admin, mint } = await world({ token: { decimals: 6, supply: 1_000_000n } });
    const wallets = newWalletAddresses(30);
    // Two recipients already hold an account of the mint: no rent for them.
    const seed = await api(who, 'POST', '/distribution', {
      mint,
      recipients: `${wallets[0]},0.000001\n${wallets[1]},0.000001`,
      source: { type: 'custodial', address: admin },
    });
    expect((await settled(who, seed.body.id)).status).toBe('done');

    const recipients = wallets.map((w, i) => `${w},${i + 1}.25`).join('\n');
    const dry = await api(who, 'POST', '/distribution/validate', { mint, recipients, source: { type: 'custodial', address: admin } });
    expect(dry.body.errors).toEqual([]);
    expect(dry.body.cost.newAccounts).toBe(28);
    expect(dry.body.totals).toMatchObject({ recipients: 30, amount: String((30 * 31) / 2 + 30 * 0.25) });
    const before = await lamports(admin);

    const started = await api(who, 'POST', '/distribution', { mint, recipients, source: { type: 'custodial', address: admin } });
    expect(started.status).toBe(200);
    const job = await settled(who, started.body.id);
    expect(job).toMatchObject({ status: 'done', total: 30, paid: 30, failed: 0, transactions: dry.body.totals.transactions });
    expect(before - (await lamports(admin))).toBe(BigInt(dry.body.cost.totalLamports));
    const held = await holdings(wallets, mint);
    expect(held).toEqual(wallets.map((_, i) => BigInt((i + 1) * 1_000_000 + 250_000 + (i < 2 ? 1 : 0))));

    const csv = await suite.t.app.inject({ method: 'GET', url: `/api/distribution/${started.body.id}/result.csv`, headers: who.headers });
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toBe('address,amount,status,signature,error');
    expect(lines).toHaveLength(31);
    expect(lines[1]).toMatch(new RegExp(`^${wallets[0]},1.25,paid,[1-9A-HJ-NP-Za-km-z]{64,88},$`));
  });

  it('Given a Token-2022 token made as the app makes it (in-mint metadata), when 20 recipients needing new accounts are paid, then 10 ride in each transaction and every amount lands for the dry run cost', async () => {
    const { who, admin, mint } = await world({
      token: { decimals: 6, supply: 1_000n, extensions: (authority) => (m) => testExtensions.metadata(authority, m, 'Rocket Jet', 'RJ') },
    });
    const wallets = newWalletAddresses(20);
    const recipients = wallets.map((w, i) => `${w},${i + 1}`).join('\n');
    const source = { type: 'custodial', address: admin };
    const dry = await api(who, 'POST', '/distribution/validate', { mint, recipients, source });
    expect(dry.body).toMatchObject({ errors: [], transferFee: null, totals: { recipients: 20, transactions: 2 }, cost: { newAccounts: 20 } });
    const before = await lamports(admin);

    const started = await api(who, 'POST', '/distribution', { mint, recipients, source });
    expect(await settled(who, started.body.id)).toMatchObject({ status: 'done', paid: 20, transactions: 2 });
    expect(before - (await lamports(admin))).toBe(BigInt(dry.body.cost.totalLamports));
    expect(await holdings(wallets, mint)).toEqual(wallets.map((_, i) => BigInt(i + 1) * 1_000_000n));
  });

  it('Given a Token-2022 token with a 1 % transfer fee, when the dry run is followed by the job, then each row says what its recipient receives, and that is what its account holds, the fee withheld on it', async () => {
    const { who, admin, mint } = await world({
      token: { decimals: 2, supply: 100_000n, extensions: (authority) => () => [testExtensions.transferFee(authority, 500n)] },
    });
    const wallets = newWalletAddresses(12);
    // 1 % of 10.00 is 0.10; 1 % of 0.50 is 0.005, rounded up to 0.01; 1 % of 1,000.00 is 10.00, capped at 5.00.
    const amounts = wallets.map((_, i) => (i === 0 ? '0.5' : i === 1 ? '1000' : '10'));
    const recipients = wallets.map((w, i) => `${w},${amounts[i]}`).join('\n');
    const source = { type: 'custodial', address: admin };
    const dry = await api(who, 'POST', '/distribution/validate', { mint, recipients, source });
    expect(dry.body.errors).toEqual([]);
    expect(dry.body.transferFee).toEqual({ basisPoints: 100, maximum: '5' });
    expect(dry.body.rows.slice(0, 3).map((r: { amount: string; received: string }) => [r.amount, r.received])).toEqual([
      ['0.5', '0.49'],
      ['1000', '995'],
      ['10', '9.9'],
    ]);
    expect(dry.body.totals).toMatchObject({ amount: '1100.5', received: '1094.49', withheld: '6.01' });
    const before = await lamports(admin);

    const started = await api(who, 'POST', '/distribution', { mint, recipients, source });
    expect(started.status).toBe(200);
    expect(await settled(who, started.body.id)).toMatchObject({ status: 'done', paid: 12, transactions: dry.body.totals.transactions });
    expect(before - (await lamports(admin))).toBe(BigInt(dry.body.cost.totalLamports));
    expect(await holdings(wallets, mint)).toEqual(dry.body.rows.map((r: { received: string }) => parseAmount(r.received, 2)));
  });

  it('Given 2,000 SOL recipients, when a custodial job runs, then every amount lands exactly once in the dry run number of transactions', async () => {
    const { who, admin } = await world({ sol: 40n });
    const wallets = newWalletAddresses(2000);
    const recipients = wallets.map((w, i) => `${w},0.01${String(i).padStart(4, '0')}`).join('\n');
    const dry = await api(who, 'POST', '/distribution/validate', { mint: 'SOL', recipients, source: { type: 'custodial', address: admin } });
    expect(dry.body.errors).toEqual([]);
    const before = await lamports(admin);
    const started = await api(who, 'POST', '/distribution', { mint: 'SOL', recipients, source: { type: 'custodial', address: admin } });
    const job = await settled(who, started.body.id);
    expect(job).toMatchObject({ status: 'done', total: 2000, paid: 2000, failed: 0, transactions: dry.body.totals.transactions });
    expect(await holdings(wallets, 'SOL')).toEqual(wallets.map((_, i) => 10_000_000n + BigInt(i) * 1000n));
    const total = wallets.reduce((s, _, i) => s + 10_000_000n + BigInt(i) * 1000n, 0n);
    expect(before - (await lamports(admin))).toBe(total + BigInt(dry.body.cost.totalLamports));
  }, 300_000);

  it('Given a connected-wallet job, when the page closes after submitting part of the first approval, then the next call hands out the rest again and every recipient is paid once', async () => {
    const who = await signIn(suite.t.app);
    await airdrop(suite.chain.rpcUrl, who.wallet.address, 5n * SOL);
    const wallets = newWalletAddresses(60);
    const recipients = wallets.map((w, i) => `${w},0.00${100 + i}`).join('\n');
    const dry = await api(who, 'POST', '/distribution/validate', { mint: 'SOL', recipients, source: { type: 'phantom' } });
    expect(dry.body.source).toMatchObject({ address: who.wallet.address, canPay: true });
    const { id } = (await api(who, 'POST', '/distribution', { mint: 'SOL', recipients, source: { type: 'phantom' } })).body;
    const submit = async (wire: string) =>
      expect((await api(who, 'POST', '/transaction/sendAndConfirm', { rawSignedTransaction: signWireTransaction(wire, who.wallet) })).status).toBe(
        200,
      );

    // One approval: every transaction of the batch signed at once; only the first is submitted before the page closes.
    const first = (await api(who, 'POST', `/distribution/${id}/next`)).body;
    expect(first.transactions).toHaveLength(dry.body.totals.transactions);
    expect(first.transactions.length).toBeGreaterThan(1);
    await submit(first.transactions[0]);

    // The page opens again: the unsubmitted transactions are handed out again, the landed one is paid.
    const again = (await api(who, 'POST', `/distribution/${id}/next`)).body;
    expect(again.transactions).toEqual(first.transactions.slice(1));
    expect(again.job.paid).toBeGreaterThan(0);
    for (const wire of again.transactions) await submit(wire);
    // A transaction submitted twice is answered from its record, never sent again.
    await submit(first.transactions[0]);

    const last = (await api(who, 'POST', `/distribution/${id}/next`)).body;
    expect(last.transactions).toEqual([]);
    expect(last.job).toMatchObject({ status: 'done', paid: 60, failed: 0, transactions: dry.body.totals.transactions });
    expect(await holdings(wallets, 'SOL')).toEqual(wallets.map((_, i) => BigInt(100 + i) * 10_000n));
  });

  it('Given a running job, when it is paused, then nothing more is paid until it is resumed, and a cancelled job never pays its remaining recipients', async () => {
    const { who, admin } = await world({ sol: 20n });
    const wallets = newWalletAddresses(600);
    const recipients = wallets.map((w) => `${w},0.001`).join('\n');
    const started = await api(who, 'POST', '/distribution', { mint: 'SOL', recipients, source: { type: 'custodial', address: admin } });
    const paused = await api(who, 'POST', `/distribution/${started.body.id}/pause`);
    expect(paused.body.job.status).toBe('paused');
    // The transactions already in flight still get their verdict.
    for (let open = 1; open > 0; await new Promise((r) => setTimeout(r, 100))) {
      const rows = (await api(who, 'GET', `/distribution/${started.body.id}?rows=true`)).body.job.rows;
      open = rows.filter((r: { status: string }) => r.status === 'sending').length;
    }
    const atPause = (await api(who, 'GET', `/distribution/${started.body.id}`)).body.job;
    expect(atPause.paid).toBeLessThan(600);
    expect((await holdings(wallets, 'SOL')).filter((l) => l > 0n)).toHaveLength(atPause.paid);
    const again = await api(who, 'POST', `/distribution/${started.body.id}/pause`);
    expect(again).toMatchObject({ status: 409, body: { code: 'DISTRIBUTION_STATE_CONFLICT' } });

    const cancelled = await api(who, 'POST', `/distribution/${started.body.id}/cancel`);
    expect(cancelled.body.job).toMatchObject({ status: 'cancelled', paid: atPause.paid });
    const resumed = await api(who, 'POST', `/distribution/${started.body.id}/resume`);
    expect(resumed.status).toBe(409);
    const rows = (await api(who, 'GET', `/distribution/${started.body.id}?rows=true`)).body.job.rows;
    expect(rows.filter((r: { status: string }) => r.status === 'cancelled')).toHaveLength(600 - atPause.paid);
    expect((await holdings(wallets, 'SOL')).filter((l) => l > 0n)).toHaveLength(atPause.paid);
  });
});
