/**
 * The Wallet Manager API as an outside client uses it, on the real local chain: custodial wallets,
 * balances, funding 300 wallets from the user's wallet (signed by that wallet, submitted through
 * sendAndConfirm), withdrawals executed by the server, and the refusals the spec names.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  address,
  createSolanaRpc,
  getBase64Decoder,
  getBase64Encoder,
  getTransactionDecoder,
  getTransactionEncoder,
  type Rpc,
  type SolanaRpcApi,
  type Transaction,
} from '@solana/kit';
import { Connection, Keypair, PublicKey } from '@solana/web3.js';
import { createMint, getOrCreateAssociatedTokenAccount, mintTo, TOKEN_2022_PROGRAM_ID } from '@solana/spl-token';
import { startLocalChain, type LocalChain } from '@toolkit/chain';
import { LAMPORTS_PER_SOL, TEXTS } from '@toolkit/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { custodialWallets } from '../../db/schema.ts';
import { buildTestApp, call, signIn, testDatabases, type SignedIn, type TestApp } from '../../../test/helpers.ts';

const SOL = (n: number) => BigInt(Math.round(n * Number(LAMPORTS_PER_SOL)));

describe.each(testDatabases())('wallet manager on $name', (database) => {
  let chain: LocalChain;
  let chainDir: string;
  let t: TestApp;
  let rpc: Rpc<SolanaRpcApi>;
  let alice: SignedIn;
  let bob: SignedIn;
  let wallets: { address: string; index: number }[] = [];
  const bodies: string[] = [];

  const api = async (who: SignedIn, method: 'GET' | 'POST', url: string, payload?: unknown) => {
    const r = await call(t.app, { method, url: `/api${url}`, token: who.token, payload: payload as never });
    bodies.push(JSON.stringify(r.body));
    return r;
  };
  const balance = async (a: string) => (await rpc.getBalance(address(a)).send()).value;
  const airdrop = async (a: string, lamports: bigint) => {
    const sig = await rpc.requestAirdrop(address(a), lamports as never).send();
    for (;;) {
      const { value } = await rpc.getSignatureStatuses([sig]).send();
      if (value[0]?.confirmationStatus) return;
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  /** What Phantom does: sign every transaction, then the app submits each through sendAndConfirm. */
  const signAndSubmit = async (who: SignedIn, transactions: string[]) => {
    const signatures: string[] = [];
    for (const wire of transactions) {
      const tx = getTransactionDecoder().decode(getBase64Encoder().encode(wire)) as Transaction;
      const signed = { ...tx, signatures: { ...tx.signatures, [who.wallet.address]: who.wallet.sign(new Uint8Array(tx.messageBytes)) } };
      const raw = getBase64Decoder().decode(getTransactionEncoder().encode(signed as Transaction));
      const r = await api(who, 'POST', '/transaction/sendAndConfirm', { rawSignedTransaction: raw });
      expect(r.body).toMatchObject({ success: true });
      signatures.push(r.body.signature);
    }
    return signatures;
  };

  beforeAll(async () => {
    chainDir = await mkdtemp(path.join(tmpdir(), 'toolkit-wallets-chain-'));
    chain = await startLocalChain({ dataDir: chainDir, rpcPort: 0, logger: { info() {}, warn() {}, error() {} } });
    t = await buildTestApp({ database, config: { localRpcUrl: chain.rpcUrl } });
    rpc = createSolanaRpc(chain.rpcUrl) as Rpc<SolanaRpcApi>;
    [alice, bob] = await Promise.all([signIn(t.app), signIn(t.app)]);
    await airdrop(alice.wallet.address, SOL(20));
  });
  afterAll(async () => {
    await t?.close();
    await chain?.close();
    await rm(chainDir, { recursive: true, force: true });
  });

  it('gives a user an admin wallet at sign-in and generates wallets numbered up to 300, refusing the 301st', async () => {
    const first = await api(alice, 'GET', '/wallet/fetch');
    expect(first.body.data).toMatchObject({ adminWallet: { address: expect.any(String) }, wallets: [], count: 0, remaining: 300 });

    const made = await api(alice, 'POST', `/wallet/create/${alice.user._id}`, { count: 120 });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ success: true, message: 'Wallets Generated Successfully', data: { remaining: 180 } });
    expect(made.body.data.wallets.map((w: { index: number }) => w.index)).toEqual(Array.from({ length: 120 }, (_, i) => i + 1));
    const rest = await api(alice, 'POST', `/wallet/create/${alice.user._id}`, { count: '180' });
    expect(rest.body.data.remaining).toBe(0);

    const over = await api(alice, 'POST', `/wallet/create/${alice.user._id}`, { count: 1 });
    expect(over.status).toBe(400);
    expect(over.body).toEqual({ success: false, message: 'Number of wallets cannot be more than the remaining allowance' });

    const list = await api(alice, 'GET', '/wallet/fetch');
    wallets = list.body.data.wallets;
    expect(list.body.data).toMatchObject({ count: 300, remaining: 0 });
    expect(new Set(wallets.map((w) => w.address)).size).toBe(300);
  });

  it("refuses to generate under another user's id, and a missing or zero count", async () => {
    const other = await api(bob, 'POST', `/wallet/create/${alice.user._id}`, { count: 1 });
    expect(other.status).toBe(403);
    expect((await api(bob, 'GET', '/wallet/fetch')).body.data.count).toBe(0);
    expect((await api(bob, 'POST', `/wallet/create/${bob.user._id}`, {})).body.message).toBe('Please enter the number of wallets');
    expect((await api(bob, 'POST', `/wallet/create/${bob.user._id}`, { count: 0 })).body.message).toBe('Number of wallets should be greater than 0');
  });

  it('funds all 300 wallets with 0.01 SOL in at most 15 transactions, and each holds exactly 0.01 SOL', async () => {
    const payloads = wallets.map((w) => ({ from: alice.wallet.address, recipient: w.address, amount: '0.01' }));
    const r = await api(alice, 'POST', '/transaction/sol', payloads);
    expect(r.status).toBe(200);
    expect(r.body.transactions.length).toBeLessThanOrEqual(15);
    expect(r.body.batches.flat()).toEqual(payloads.map((_, i) => i));
    await signAndSubmit(alice, r.body.transactions);

    const all = await api(alice, 'GET', '/walletOperation/fetchAll');
    expect(all.body.data.otherWallets).toHaveLength(300);
    for (const w of all.body.data.otherWallets) {
      expect(w.tokens[0]).toMatchObject({ tokenInfo: { symbol: 'SOL', mint: 'So11111111111111111111111111111111111111112' }, balance: '0.01' });
    }
    expect(all.body.data.adminWallet.tokens[0].balance).toBe('0');
  });

  it('shows wallets 1..10 by range and refuses reversed or missing bounds', async () => {
    const range = await api(alice, 'POST', '/walletOperation/fetchRange', { from: 1, to: 10 });
    expect(range.body.data.otherWallets.map((w: { index: number }) => w.index)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(range.body.data.otherWallets.every((w: { tokens: { balance: string }[] }) => w.tokens[0]!.balance === '0.01')).toBe(true);
    const reversed = await api(alice, 'POST', '/walletOperation/fetchRange', { from: 10, to: 1 });
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toBe('From should be less than To');
    expect((await api(alice, 'POST', '/walletOperation/fetchRange', { from: 1 })).body.message).toBe('Please enter both From and To');
    const specific = await api(alice, 'POST', '/walletOperation/fetchSpecific', { addresses: [wallets[4]!.address] });
    expect(specific.body.data.otherWallets).toEqual([expect.objectContaining({ address: wallets[4]!.address, index: 5 })]);
    expect((await api(bob, 'POST', '/walletOperation/fetchSpecific', { addresses: [wallets[4]!.address] })).status).toBe(403);
  });

  it('withdraws from wallets 1..10 and the connected wallet receives exactly the sum', async () => {
    const before = await balance(alice.wallet.address);
    const payloads = wallets.slice(0, 10).map((w) => ({ senderPubKey: w.address, recipient: alice.wallet.address, amount: '0.004' }));
    const r = await api(alice, 'POST', '/transaction/sol', payloads);
    expect(r.status).toBe(200);
    expect(r.body.results.filter((x: { ok: boolean }) => !x.ok)).toEqual([]);
    expect(r.body).toMatchObject({ success: true, message: 'Withdrawal completed' });
    expect(r.body.results.every((x: { ok: boolean }) => x.ok)).toBe(true);
    expect((await balance(alice.wallet.address)) - before).toBe(SOL(0.04));
  });

  it('withdraws everything ("max") from wallets 11..20, leaving exactly nothing behind', async () => {
    const before = await balance(alice.wallet.address);
    const payloads = wallets.slice(10, 20).map((w) => ({ senderPubKey: w.address, recipient: alice.wallet.address, amount: 'max' }));
    const r = await api(alice, 'POST', '/transaction/sol', payloads);
    expect(r.body.results.every((x: { ok: boolean }) => x.ok)).toBe(true);
    const moved = r.body.results.reduce((s: bigint, x: { amount: string }) => s + BigInt(x.amount), 0n);
    expect((await balance(alice.wallet.address)) - before).toBe(moved);
    for (const w of wallets.slice(10, 20)) expect(await balance(w.address)).toBe(0n);
  });

  it("refuses an overdraw, a zero or missing amount, and another user's withdrawal", async () => {
    const w = wallets[30]!.address;
    const overdraw = await api(alice, 'POST', '/transaction/sol', [{ senderPubKey: w, recipient: alice.wallet.address, amount: '0.02' }]);
    expect(overdraw.status).toBe(400);
    expect(overdraw.body.message).toBe("You Don't Have Sufficient Balance");
    // Exactly the balance is also too much: the wallet pays the fee.
    const exact = await api(alice, 'POST', '/transaction/sol', [{ senderPubKey: w, recipient: alice.wallet.address, amount: '0.01' }]);
    expect(exact.body.message).toBe("You Don't Have Sufficient Balance");
    const zero = await api(alice, 'POST', '/transaction/sol', [{ senderPubKey: w, recipient: alice.wallet.address, amount: '0' }]);
    expect(zero.body.message).toBe('Amount should be greater than 0');
    const none = await api(alice, 'POST', '/transaction/sol', [{ senderPubKey: w, recipient: alice.wallet.address, amount: '' }]);
    expect(none.body.message).toBe('Please Enter Amount');
    const fundZero = await api(alice, 'POST', '/transaction/sol', [{ from: alice.wallet.address, recipient: w, amount: '0' }]);
    expect(fundZero.body.message).toBe('Amount should be greater than 0');
    const huge = await api(alice, 'POST', '/transaction/sol', [{ from: alice.wallet.address, recipient: w, amount: '1000' }]);
    expect(huge.body.message).toBe("You Don't Have Sufficient Balance");

    const theft = await api(bob, 'POST', '/transaction/sol', [{ senderPubKey: w, recipient: bob.wallet.address, amount: '0.001' }]);
    expect(theft.status).toBe(403);
    const elsewhere = await api(alice, 'POST', '/transaction/sol', [{ senderPubKey: w, recipient: bob.wallet.address, amount: '0.001' }]);
    expect(elsewhere.status).toBe(403);
    expect(await balance(w)).toBe(SOL(0.01));
  });

  it('never spends more than a wallet holds when two withdrawals race, and answers a retried request once', async () => {
    const w = wallets[40]!.address;
    const one = { senderPubKey: w, recipient: alice.wallet.address, amount: '0.006' };
    const [a, b] = await Promise.all([api(alice, 'POST', '/transaction/sol', [one]), api(alice, 'POST', '/transaction/sol', [one])]);
    expect([a.status, b.status].sort()).toEqual([200, 400]);
    expect([a, b].find((x) => x.status === 400)!.body.message).toBe("You Don't Have Sufficient Balance");

    const v = wallets[41]!.address;
    const request = { requestId: 'retry-test-0001', payloads: [{ senderPubKey: v, recipient: alice.wallet.address, amount: '0.003' }] };
    const [first, again] = await Promise.all([api(alice, 'POST', '/transaction/sol', request), api(alice, 'POST', '/transaction/sol', request)]);
    expect(again.body).toEqual(first.body);
    const third = await api(alice, 'POST', '/transaction/sol', request);
    expect(third.body).toEqual(first.body);
    // Moved once: 0.003 SOL plus one transaction's fee (5000 per signature + the Auto priority fee, 0.00005 SOL).
    expect(await balance(v)).toBe(SOL(0.01) - SOL(0.003) - 5_000n - 50_000n);
  });

  it('funds 20 wallets with a token exactly, then shows it by name in their balances', async () => {
    const connection = new Connection(chain.rpcUrl, { commitment: 'confirmed', wsEndpoint: chain.wsUrl });
    const payer = Keypair.generate();
    await airdrop(payer.publicKey.toBase58(), SOL(2));
    const mint = await createMint(connection, payer, payer.publicKey, null, 6, undefined, undefined, TOKEN_2022_PROGRAM_ID);
    const ata = await getOrCreateAssociatedTokenAccount(connection, payer, mint, new PublicKey(alice.wallet.address), false, undefined, undefined, TOKEN_2022_PROGRAM_ID);
    await mintTo(connection, payer, mint, ata.address, payer, 1_000_000_000n, [], undefined, TOKEN_2022_PROGRAM_ID);
    (connection as unknown as { _rpcWebSocket: { close(): void } })._rpcWebSocket.close();

    const targets = wallets.slice(100, 120);
    const r = await api(
      alice,
      'POST',
      '/transaction/spl-token',
      targets.map((w) => ({ from: alice.wallet.address, recipient: w.address, amount: '12.5', tokenAddress: mint.toBase58() })),
    );
    expect(r.status).toBe(200);
    expect(r.body.transactions.length).toBeLessThanOrEqual(3);
    await signAndSubmit(alice, r.body.transactions);

    const range = await api(alice, 'POST', '/walletOperation/fetchRange', { from: 101, to: 120 });
    for (const w of range.body.data.otherWallets) {
      expect(w.tokens[1]).toMatchObject({ tokenInfo: { mint: mint.toBase58() }, balance: '12.5', amount: '12500000', decimals: 6 });
    }
    const mine = await api(alice, 'POST', '/walletOperation/fetchConnectedWallet', { walletAddress: alice.wallet.address });
    expect(mine.body.data.tokens.find((x: { tokenInfo: { mint: string } }) => x.tokenInfo.mint === mint.toBase58()).balance).toBe('750');

    // And back: everything from wallets 101..105 to the admin wallet.
    const admin = (await api(alice, 'GET', '/wallet/fetch')).body.data.adminWallet.address;
    const back = await api(
      alice,
      'POST',
      '/transaction/spl-token',
      targets.slice(0, 5).map((w) => ({ senderPubKey: w.address, recipient: admin, amount: 'max', tokenAddress: mint.toBase58() })),
    );
    expect(back.body.results.every((x: { ok: boolean }) => x.ok)).toBe(true);
    const adminTokens = (await api(alice, 'POST', '/walletOperation/fetchSpecific', { addresses: [admin] })).body.data.adminWallet.tokens;
    expect(adminTokens[1]).toMatchObject({ balance: '62.5' });
  });

  it('never puts a secret key in a response', async () => {
    const rows = await t.app.db.select().from(custodialWallets).where(eq(custodialWallets.userId, alice.user._id));
    expect(rows).toHaveLength(301);
    const seeds = rows.slice(0, 40).map((row) => t.app.keyVault.open(row.sealedSeed, `custodial-wallet:${row.address}`));
    const encodings = seeds.flatMap((s) => [Buffer.from(s!).toString('hex'), Buffer.from(s!).toString('base64'), Buffer.from(s!).toString('base64url')]);
    const all = bodies.join('\n');
    for (const e of encodings) expect(all.includes(e)).toBe(false);
    // No field is named like a key (the values are base64 transactions, which may spell anything).
    const keys = (v: unknown): string[] =>
      Array.isArray(v) ? v.flatMap(keys) : v && typeof v === 'object' ? Object.entries(v).flatMap(([k, x]) => [k, ...keys(x)]) : [];
    for (const body of bodies) expect(keys(JSON.parse(body)).filter((k) => /sealed|seed|secret|private/i.test(k))).toEqual([]);
    // At rest, a seed is sealed: the database row holds no key bytes in the clear.
    for (const [i, row] of rows.slice(0, 40).entries()) expect(row.sealedSeed.includes(Buffer.from(seeds[i]!).toString('base64url'))).toBe(false);
  });
});
