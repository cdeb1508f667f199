/**
 * The Wallet Manager API as an outside client uses it, on the real local chain: custodial wallets,
 * balances, funding many wallets from the user's wallet (signed by that wallet, submitted through
 * sendAndConfirm), withdrawals executed by the server, and the refusals the spec names. The chain
 * and the app are shared; every test signs in its own users and makes its own wallets.
 */
import { address } from '@solana/kit';
import { Connection, Keypair, PublicKey } from '@solana/web3.js';
import { createMint, getAssociatedTokenAddressSync, getOrCreateAssociatedTokenAccount, mintTo, TOKEN_2022_PROGRAM_ID } from '@solana/spl-token';
import { LAMPORTS_PER_SOL, shortenAddress } from '@toolkit/shared';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { custodialWallets } from '../../db/schema.ts';
import { airdrop, signIn, signWireTransaction, testDatabases, useChainApp, type SignedIn } from '../../../test/helpers.ts';

const SOL = (n: number) => BigInt(Math.round(n * Number(LAMPORTS_PER_SOL)));
type Wallet = { address: string; index: number };

describe.each(testDatabases())('wallet manager on $name', (database) => {
  const world = useChainApp(database);
  const { api } = world;
  const balance = async (a: string) => (await world.rpc.getBalance(address(a)).send()).value;

  /** A signed-in user whose connected wallet holds `sol` SOL. */
  const user = async (sol = 0) => {
    const who = await signIn(world.t.app);
    if (sol > 0) await airdrop(world.chain.rpcUrl, who.wallet.address, SOL(sol));
    return who;
  };
  /** What Phantom does: sign every transaction, then the app submits each through sendAndConfirm. */
  const signAndSubmit = async (who: SignedIn, transactions: string[]) => {
    for (const wire of transactions) {
      const r = await api(who, 'POST', '/transaction/sendAndConfirm', { rawSignedTransaction: signWireTransaction(wire, who.wallet) });
      expect(r.body).toMatchObject({ success: true });
    }
  };
  const generate = async (who: SignedIn, count: number): Promise<Wallet[]> => {
    const r = await api(who, 'POST', `/wallet/create/${who.user._id}`, { count });
    expect(r.status).toBe(200);
    return r.body.data.wallets;
  };
  /** Funds each wallet with `amount` SOL from the user's connected wallet. */
  const fund = async (who: SignedIn, wallets: Wallet[], amount: string) => {
    const r = await api(
      who,
      'POST',
      '/transaction/sol',
      wallets.map((w) => ({ from: who.wallet.address, recipient: w.address, amount })),
    );
    expect(r.status).toBe(200);
    await signAndSubmit(who, r.body.transactions);
    return r;
  };
  /** A user with `count` wallets holding 0.01 SOL each. */
  const fundedWallets = async (count: number) => {
    const who = await user(2);
    const wallets = await generate(who, count);
    await fund(who, wallets, '0.01');
    return { who, wallets };
  };

  it('Given a new user, when they generate 120 then 180 wallets, then the wallets are numbered 1..300 and a 301st is refused with WALLET_ALLOWANCE_EXCEEDED', async () => {
    const alice = await user();
    const first = await api(alice, 'GET', '/wallet/fetch');
    expect(first.body.data).toMatchObject({ adminWallet: { address: expect.any(String) }, wallets: [], count: 0, remaining: 300 });

    const made = await api(alice, 'POST', `/wallet/create/${alice.user._id}`, { count: 120 });
    expect(made.body).toMatchObject({ success: true, message: 'Wallets Generated Successfully', data: { remaining: 180 } });
    expect(made.body.data.wallets.map((w: Wallet) => w.index)).toEqual(Array.from({ length: 120 }, (_, i) => i + 1));
    const rest = await api(alice, 'POST', `/wallet/create/${alice.user._id}`, { count: '180' });
    expect(rest.body.data.remaining).toBe(0);

    const over = await api(alice, 'POST', `/wallet/create/${alice.user._id}`, { count: 1 });
    expect(over.status).toBe(400);
    expect(over.body).toEqual({
      success: false,
      code: 'WALLET_ALLOWANCE_EXCEEDED',
      message: 'Number of wallets cannot be more than the remaining allowance',
    });

    // The list comes a page (at most 200) at a time.
    const list = await api(alice, 'GET', '/wallet/fetch?limit=200');
    const next = await api(alice, 'GET', `/wallet/fetch?limit=200&cursor=${list.body.nextCursor}`);
    expect([list.body.data, next.body.data]).toMatchObject([
      { count: 300, remaining: 0 },
      { count: 300, remaining: 0 },
    ]);
    expect(next.body.nextCursor).toBeNull();
    expect(new Set([...list.body.data.wallets, ...next.body.data.wallets].map((w: Wallet) => w.address)).size).toBe(300);
  });

  it("Given two users, when one generates under the other's id or without a valid count, then each request is refused with its code and no wallet is made", async () => {
    const [alice, bob] = await Promise.all([user(), user()]);
    const other = await api(bob, 'POST', `/wallet/create/${alice.user._id}`, { count: 1 });
    expect(other.status).toBe(403);
    expect(other.body).toEqual({ success: false, code: 'WALLET_NOT_YOUR_USER', message: 'You can only generate wallets for your own account' });
    const missing = await api(bob, 'POST', `/wallet/create/${bob.user._id}`, {});
    expect(missing.body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Please enter the number of wallets', field: 'count' });
    const zero = await api(bob, 'POST', `/wallet/create/${bob.user._id}`, { count: 0 });
    expect(zero.body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Number of wallets should be greater than 0', field: 'count' });
    expect((await api(alice, 'GET', '/wallet/fetch')).body.data.count).toBe(0);
    expect((await api(bob, 'GET', '/wallet/fetch')).body.data.count).toBe(0);
  });

  it('Given 300 wallets, when the user funds them all with 0.01 SOL, then at most 15 transactions carry every payload and each wallet holds exactly 0.01 SOL', async () => {
    const alice = await user(20);
    const wallets = await generate(alice, 300);
    const r = await fund(alice, wallets, '0.01');
    expect(r.body.transactions.length).toBeLessThanOrEqual(15);
    expect(r.body.batches.flat()).toEqual(wallets.map((_, i) => i));

    const all = await api(alice, 'GET', '/walletOperation/fetchAll');
    expect(all.body.data.otherWallets).toHaveLength(300);
    for (const w of all.body.data.otherWallets) {
      expect(w.tokens[0]).toMatchObject({ tokenInfo: { symbol: 'SOL', mint: 'So11111111111111111111111111111111111111112' }, balance: '0.01' });
    }
    expect(all.body.data.adminWallet.tokens[0].balance).toBe('0');
  });

  it("Given 12 funded wallets, when the user reads a range or chosen wallets, then they get exactly those; a reversed or half range and another user's read are refused", async () => {
    const { who: alice, wallets } = await fundedWallets(12);
    const bob = await user();
    const range = await api(alice, 'POST', '/walletOperation/fetchRange', { from: 1, to: 10 });
    expect(range.body.data.otherWallets.map((w: Wallet) => w.index)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(range.body.data.otherWallets.every((w: { tokens: { balance: string }[] }) => w.tokens[0]!.balance === '0.01')).toBe(true);
    const reversed = await api(alice, 'POST', '/walletOperation/fetchRange', { from: 10, to: 1 });
    expect(reversed.status).toBe(400);
    expect(reversed.body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'From should be less than To' });
    const half = await api(alice, 'POST', '/walletOperation/fetchRange', { from: 1 });
    expect(half.body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Please enter both From and To' });
    const specific = await api(alice, 'POST', '/walletOperation/fetchSpecific', { addresses: [wallets[4]!.address] });
    expect(specific.body.data.otherWallets).toEqual([expect.objectContaining({ address: wallets[4]!.address, index: 5 })]);
    const theirs = await api(bob, 'POST', '/walletOperation/fetchSpecific', { addresses: [wallets[4]!.address] });
    expect(theirs.status).toBe(403);
    expect(theirs.body).toEqual({ success: false, code: 'WALLET_NOT_YOURS', message: 'This wallet is not one of your wallets' });
  });

  it('Given 10 funded wallets, when the user withdraws 0.004 SOL from each to the connected wallet, then it receives exactly the sum', async () => {
    const { who: alice, wallets } = await fundedWallets(10);
    const before = await balance(alice.wallet.address);
    const payloads = wallets.map((w) => ({ senderPubKey: w.address, recipient: alice.wallet.address, amount: '0.004' }));
    const r = await api(alice, 'POST', '/transaction/sol', payloads);
    expect(r.status).toBe(200);
    expect(r.body.results.filter((x: { ok: boolean }) => !x.ok)).toEqual([]);
    expect(r.body).toMatchObject({ success: true, message: 'Withdrawal completed' });
    expect((await balance(alice.wallet.address)) - before).toBe(SOL(0.04));
  });

  it('Given 10 funded wallets, when the user withdraws "max" from each, then the wallets hold exactly nothing and the connected wallet receives what moved', async () => {
    const { who: alice, wallets } = await fundedWallets(10);
    const before = await balance(alice.wallet.address);
    const payloads = wallets.map((w) => ({ senderPubKey: w.address, recipient: alice.wallet.address, amount: 'max' }));
    const r = await api(alice, 'POST', '/transaction/sol', payloads);
    expect(r.body.results.every((x: { ok: boolean }) => x.ok)).toBe(true);
    const moved = r.body.results.reduce((s: bigint, x: { amount: string }) => s + BigInt(x.amount), 0n);
    expect((await balance(alice.wallet.address)) - before).toBe(moved);
    for (const w of wallets) expect(await balance(w.address)).toBe(0n);
  });

  it('Given a wallet holding 0.01 SOL, when the user overdraws, funds more than the connected wallet holds, sends a zero or missing amount, or withdraws to a stranger, or another user withdraws, then each is refused with its code and the wallet keeps 0.01 SOL', async () => {
    const { who: alice, wallets } = await fundedWallets(1);
    const bob = await user();
    const w = wallets[0]!.address;
    const withdraw = (who: SignedIn, recipient: string, amount: string) =>
      api(who, 'POST', '/transaction/sol', [{ senderPubKey: w, recipient, amount }]);

    const overdraw = await withdraw(alice, alice.wallet.address, '0.02');
    expect(overdraw.status).toBe(400);
    expect(overdraw.body).toEqual({ success: false, code: 'INSUFFICIENT_BALANCE', message: "You Don't Have Sufficient Balance" });
    // Exactly the balance is also too much: the wallet pays the fee.
    expect((await withdraw(alice, alice.wallet.address, '0.01')).body.code).toBe('INSUFFICIENT_BALANCE');
    expect((await withdraw(alice, alice.wallet.address, '0')).body).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'Amount should be greater than 0',
      field: '0.amount',
    });
    expect((await withdraw(alice, alice.wallet.address, '')).body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Please Enter Amount' });
    const fundZero = await api(alice, 'POST', '/transaction/sol', [{ from: alice.wallet.address, recipient: w, amount: '0' }]);
    expect(fundZero.body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Amount should be greater than 0' });
    const huge = await api(alice, 'POST', '/transaction/sol', [{ from: alice.wallet.address, recipient: w, amount: '1000' }]);
    // Funding is paid by the connected wallet (2 SOL less what funded the wallet): the refusal names the shortfall, fees included.
    expect(huge.body.code).toBe('NOT_ENOUGH_SOL');
    const missing = Number(/^You need ([\d.]+) more SOL/.exec(huge.body.message)![1]);
    expect(missing).toBeGreaterThan(998.01);
    expect(missing).toBeLessThan(998.02);

    const theft = await withdraw(bob, bob.wallet.address, '0.001');
    expect(theft.status).toBe(403);
    expect(theft.body.code).toBe('WALLET_NOT_YOURS');
    const elsewhere = await withdraw(alice, bob.wallet.address, '0.001');
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.body.code).toBe('WITHDRAW_RECIPIENT_NOT_ALLOWED');
    expect(await balance(w)).toBe(SOL(0.01));
  });

  it('Given a wallet holding 0.01 SOL, when a request mixes funding and withdrawal, sends a token to the SOL route or funds from another wallet, then each is refused with its code and nothing moves', async () => {
    const { who: alice, wallets } = await fundedWallets(1);
    const w = wallets[0]!.address;
    const before = await balance(alice.wallet.address);
    const mixed = await api(alice, 'POST', '/transaction/sol', [
      { from: alice.wallet.address, recipient: w, amount: '0.001' },
      { senderPubKey: w, recipient: alice.wallet.address, amount: '0.001' },
    ]);
    expect(mixed.body).toEqual({ success: false, code: 'TRANSFER_PAYLOADS_MIXED', message: 'Send either funding or withdrawal payloads, not both' });
    const token = await api(alice, 'POST', '/transaction/sol', [{ senderPubKey: w, recipient: alice.wallet.address, amount: '1', tokenAddress: w }]);
    expect(token.body).toEqual({ success: false, code: 'TRANSFER_WRONG_ROUTE', message: 'Token transfers go to /transaction/spl-token' });
    const noToken = await api(alice, 'POST', '/transaction/spl-token', [{ senderPubKey: w, recipient: alice.wallet.address, amount: '1' }]);
    expect(noToken.body).toEqual({ success: false, code: 'TRANSFER_TOKEN_REQUIRED', message: 'Please choose a token' });
    const notMine = await api(alice, 'POST', '/transaction/sol', [{ from: w, recipient: alice.wallet.address, amount: '0.001' }]);
    expect(notMine.status).toBe(403);
    expect(notMine.body).toEqual({ success: false, code: 'FUNDING_NOT_FROM_YOU', message: 'Funding must come from your connected wallet' });
    expect(await balance(w)).toBe(SOL(0.01));
    expect(await balance(alice.wallet.address)).toBe(before);
  });

  it('Given a withdrawal account, when the user withdraws to it, then it receives exactly the amount', async () => {
    const { who: alice, wallets } = await fundedWallets(1);
    const account = (await signIn(world.t.app)).wallet.address;
    expect((await api(alice, 'POST', '/withdraw/add', { name: 'Cold wallet', address: account })).status).toBe(200);
    const r = await api(alice, 'POST', '/transaction/sol', [{ senderPubKey: wallets[0]!.address, recipient: account, amount: '0.002' }]);
    expect(r.body).toMatchObject({ success: true, message: 'Withdrawal completed' });
    expect(await balance(account)).toBe(SOL(0.002));
  });

  it('Given a wallet holding 0.01 SOL, when two withdrawals of 0.006 SOL race, then only one runs and the other is refused for the balance', async () => {
    const { who: alice, wallets } = await fundedWallets(1);
    const one = { senderPubKey: wallets[0]!.address, recipient: alice.wallet.address, amount: '0.006' };
    const [a, b] = await Promise.all([api(alice, 'POST', '/transaction/sol', [one]), api(alice, 'POST', '/transaction/sol', [one])]);
    expect([a.status, b.status].sort()).toEqual([200, 400]);
    expect([a, b].find((x) => x.status === 400)!.body.code).toBe('INSUFFICIENT_BALANCE');
    // One ran: 0.006 SOL plus one transaction's fee (5000 per signature + the Auto priority fee, 0.00005 SOL).
    expect(await balance(wallets[0]!.address)).toBe(SOL(0.01) - SOL(0.006) - 5_000n - 50_000n);
  });

  it('Given a withdrawal request with an id, when it is sent three times (two at once), then every answer is the first and the SOL moved once', async () => {
    const { who: alice, wallets } = await fundedWallets(1);
    const v = wallets[0]!.address;
    const request = { requestId: 'retry-test-0001', payloads: [{ senderPubKey: v, recipient: alice.wallet.address, amount: '0.003' }] };
    const [first, again] = await Promise.all([api(alice, 'POST', '/transaction/sol', request), api(alice, 'POST', '/transaction/sol', request)]);
    expect(first.body).toMatchObject({ success: true, message: 'Withdrawal completed' });
    expect(again.body).toEqual(first.body);
    expect((await api(alice, 'POST', '/transaction/sol', request)).body).toEqual(first.body);
    // Moved once: 0.003 SOL plus one transaction's fee (5000 per signature + the Auto priority fee, 0.00005 SOL).
    expect(await balance(v)).toBe(SOL(0.01) - SOL(0.003) - 5_000n - 50_000n);
  });

  it('Given a token in the connected wallet, when the user funds 20 wallets with more than she holds, then it is refused naming the shortfall; when she funds them with 12.5 each and withdraws "max" from 5 to the admin wallet, then every balance shows the token by exact amount', async () => {
    const { who: alice, wallets: targets } = await fundedWallets(20);
    const connection = new Connection(world.chain.rpcUrl, { commitment: 'confirmed', wsEndpoint: world.chain.wsUrl });
    const payer = Keypair.generate();
    await airdrop(world.chain.rpcUrl, payer.publicKey.toBase58(), SOL(2));
    const mint = await createMint(connection, payer, payer.publicKey, null, 6, undefined, undefined, TOKEN_2022_PROGRAM_ID);
    const ata = await getOrCreateAssociatedTokenAccount(
      connection,
      payer,
      mint,
      new PublicKey(alice.wallet.address),
      false,
      undefined,
      undefined,
      TOKEN_2022_PROGRAM_ID,
    );
    await mintTo(connection, payer, mint, ata.address, payer, 1_000_000_000n, [], undefined, TOKEN_2022_PROGRAM_ID);
    (connection as unknown as { _rpcWebSocket: { close(): void } })._rpcWebSocket.close();

    // 60 each to 20 wallets is 1,200 of the 1,000 she holds: refused naming the 200 missing, nothing to sign.
    const tooMuch = await api(
      alice,
      'POST',
      '/transaction/spl-token',
      targets.map((w) => ({ from: alice.wallet.address, recipient: w.address, amount: '60', tokenAddress: mint.toBase58() })),
    );
    expect(tooMuch.body).toMatchObject({
      success: false,
      code: 'NOT_ENOUGH_TOKEN',
      message: `You need 200 more ${shortenAddress(mint.toBase58())}.`,
    });

    const r = await api(
      alice,
      'POST',
      '/transaction/spl-token',
      targets.map((w) => ({ from: alice.wallet.address, recipient: w.address, amount: '12.5', tokenAddress: mint.toBase58() })),
    );
    expect(r.status).toBe(200);
    expect(r.body.transactions.length).toBeLessThanOrEqual(3);
    await signAndSubmit(alice, r.body.transactions);

    const range = await api(alice, 'POST', '/walletOperation/fetchRange', { from: 1, to: 20 });
    expect(range.body.data.otherWallets).toHaveLength(20);
    for (const w of range.body.data.otherWallets) {
      expect(w.tokens[1]).toMatchObject({ tokenInfo: { mint: mint.toBase58() }, balance: '12.5', amount: '12500000', decimals: 6 });
    }
    const mine = await api(alice, 'POST', '/walletOperation/fetchConnectedWallet', { walletAddress: alice.wallet.address });
    expect(mine.body.data.tokens.find((x: { tokenInfo: { mint: string } }) => x.tokenInfo.mint === mint.toBase58()).balance).toBe('750');

    const admin = (await api(alice, 'GET', '/wallet/fetch')).body.data.adminWallet.address;
    const senders = targets.slice(0, 5).map((w) => w.address);
    const solBefore = await Promise.all(senders.map(balance));
    const back = await api(
      alice,
      'POST',
      '/transaction/spl-token',
      targets.slice(0, 5).map((w) => ({ senderPubKey: w.address, recipient: admin, amount: 'max', tokenAddress: mint.toBase58() })),
    );
    expect(back.body.results.every((x: { ok: boolean }) => x.ok)).toBe(true);
    const adminTokens = (await api(alice, 'POST', '/walletOperation/fetchSpecific', { addresses: [admin] })).body.data.adminWallet.tokens;
    expect(adminTokens[1]).toMatchObject({ balance: '62.5' });
    // Max emptied each sender's token account, so it was closed and its rent came back: every
    // sender but the batch's fee payer gained exactly that rent.
    for (const s of senders) {
      const account = getAssociatedTokenAddressSync(mint, new PublicKey(s), false, TOKEN_2022_PROGRAM_ID).toBase58();
      expect((await world.rpc.getAccountInfo(address(account), { encoding: 'base64' }).send()).value).toBeNull();
    }
    const rent = await world.rpc.getMinimumBalanceForRentExemption(170n).send();
    const gains = (await Promise.all(senders.map(balance))).map((after, i) => after - solBefore[i]!);
    expect(gains.filter((g) => g === rent).length).toBeGreaterThanOrEqual(4);
  });

  it('Given a user who generates, funds, reads and withdraws, when every answer is searched, then no secret key appears and none is stored in the clear', async () => {
    const alice = await user(2);
    const bodies: string[] = [];
    const seen = async (r: Promise<{ body: unknown }>) => bodies.push(JSON.stringify((await r).body));
    const wallets = await generate(alice, 5);
    await seen(api(alice, 'GET', '/wallet/fetch'));
    const funding = await fund(alice, wallets, '0.01');
    bodies.push(JSON.stringify(funding.body));
    await seen(api(alice, 'GET', '/walletOperation/fetchAll'));
    await seen(api(alice, 'POST', '/walletOperation/fetchRange', { from: 1, to: 5 }));
    await seen(api(alice, 'POST', '/walletOperation/fetchConnectedWallet', { walletAddress: alice.wallet.address }));
    await seen(
      api(
        alice,
        'POST',
        '/transaction/sol',
        wallets.map((w) => ({ senderPubKey: w.address, recipient: alice.wallet.address, amount: 'max' })),
      ),
    );

    const rows = await world.t.app.db.select().from(custodialWallets).where(eq(custodialWallets.userId, alice.user._id));
    expect(rows).toHaveLength(6);
    const seeds = rows.map((row) => world.t.app.keyVault.open(row.sealedSeed, `custodial-wallet:${row.address}`));
    const encodings = seeds.flatMap((s) => [
      Buffer.from(s!).toString('hex'),
      Buffer.from(s!).toString('base64'),
      Buffer.from(s!).toString('base64url'),
    ]);
    const all = bodies.join('\n');
    for (const e of encodings) expect(all.includes(e)).toBe(false);
    // No field is named like a key (the values are base64 transactions, which may spell anything).
    const keys = (v: unknown): string[] =>
      Array.isArray(v) ? v.flatMap(keys) : v && typeof v === 'object' ? Object.entries(v).flatMap(([k, x]) => [k, ...keys(x)]) : [];
    for (const body of bodies) expect(keys(JSON.parse(body)).filter((k) => /sealed|seed|secret|private/i.test(k))).toEqual([]);
    // At rest, a seed is sealed: the database row holds no key bytes in the clear.
    for (const [i, row] of rows.entries()) expect(row.sealedSeed.includes(Buffer.from(seeds[i]!).toString('base64url'))).toBe(false);
  });
});
