/**
 * The transaction core against a real local chain: a wallet-signed transaction with a server key
 * added at submission, idempotent resubmission, refusals that change nothing, and server-only
 * (custodial) execution with idempotency keys.
 */
import {
  address,
  appendTransactionMessageInstructions,
  createNoopSigner,
  createSolanaRpc,
  createTransactionMessage,
  getBase64Decoder,
  getBase64Encoder,
  getTransactionDecoder,
  getTransactionEncoder,
  lamports,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  type Rpc,
  type SolanaRpcApi,
} from '@solana/kit';
import { getCreateAccountInstruction, getTransferSolInstruction } from '@solana-program/system';
import { ERRORS } from '@toolkit/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { airdrop, call, signIn, signWireTransaction, testDatabases, useChainApp, type SignedIn } from '../../../test/helpers.ts';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { pendingTransactions } from '../../db/schema.ts';
import { generateSeed } from '../../lib/ed25519.ts';
import { AppError } from '../../lib/errors.ts';

const SOL = 1_000_000_000n;

describe.each(testDatabases())('transaction core on $name', (database) => {
  let rpc: Rpc<SolanaRpcApi>;
  let alice: SignedIn;
  let bob: SignedIn;
  const confirmedAccounts: string[] = [];
  let refuseNext = false;
  const custodial = generateSeed();
  const relayState = { silentAfterSend: false, silent: false };
  /** An operator endpoint that relays to the chain until it is told to go silent after the next send. */
  const relay = createServer(async (req, res) => {
    let body = '';
    for await (const c of req) body += c;
    if (relayState.silent) return void res.destroy();
    const answer = await fetch(world.chain.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const text = await answer.text();
    // The node took the transaction; the answer never reaches the server, nor does any later one.
    if (relayState.silentAfterSend && body.includes('"sendTransaction"')) {
      relayState.silent = true;
      return void res.destroy();
    }
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(text);
  });
  let relayUrl: string;
  /** An operator endpoint nobody listens on (the test config's devnet URL). */
  const DEAD_RPC_URL = 'http://127.0.0.1:9/';

  // The relay listens before the app starts (hooks run in order), as the app's mainnet endpoint.
  beforeAll(async () => {
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    relayUrl = `http://127.0.0.1:${(relay.address() as AddressInfo).port}/`;
  });
  afterAll(async () => {
    relay.closeAllConnections();
    await new Promise((resolve) => relay.close(resolve));
  });
  const world = useChainApp(database, () => ({ mainnetRpcUrl: relayUrl }));
  beforeAll(async () => {
    const { t, chain } = world;
    rpc = createSolanaRpc(chain.rpcUrl);
    t.app.transactions.registerKind('test.create-account', {
      lockKey: () => 'test:lock',
      async beforeSubmit() {
        if (refuseNext) throw new AppError('POOL_SLIPPAGE_EXCEEDED');
      },
      async afterConfirm(p) {
        confirmedAccounts.push(p.context.account as string);
      },
    });
    t.app.transactions.registerKind('test.custodial-transfer', {});
    t.app.transactions.registerKeySource(async (addr) => (addr === custodial.address ? custodial.seed.slice() : null));
    [alice, bob] = await Promise.all([signIn(t.app), signIn(t.app)]);
    await Promise.all([airdrop(chain.rpcUrl, alice.wallet.address, 5n * SOL), airdrop(chain.rpcUrl, custodial.address, 2n * SOL)]);
  });

  const balance = async (a: string) => (await rpc.getBalance(address(a)).send()).value;

  /** A message the wallet pays for, creating a new account whose key only the server holds. */
  async function createAccountMessage(who: SignedIn, transferLamports = 0n) {
    const { value: blockhash } = await rpc.getLatestBlockhash().send();
    const payer = createNoopSigner(address(who.wallet.address));
    const account = generateSeed();
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayer(payer.address, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
      (m) =>
        appendTransactionMessageInstructions(
          [
            getCreateAccountInstruction({
              payer,
              newAccount: createNoopSigner(address(account.address)),
              lamports: lamports(1_000_000n),
              space: 0,
              programAddress: address('11111111111111111111111111111111'),
            }),
            ...(transferLamports
              ? [getTransferSolInstruction({ source: payer, destination: address(account.address), amount: transferLamports })]
              : []),
          ],
          m,
        ),
    );
    return { message, account };
  }

  /** That message prepared by the app for `who`. */
  async function prepareCreateAccount(who: SignedIn, transferLamports = 0n, rpcUrl = world.chain.rpcUrl) {
    const { message, account } = await createAccountMessage(who, transferLamports);
    const prepared = await world.t.app.transactions.prepare({
      userId: who.user._id,
      kind: 'test.create-account',
      message,
      rpcUrl,
      serverSigners: [{ type: 'ephemeral', seed: account.seed }],
      context: { account: account.address },
    });
    return { prepared, account: account.address };
  }

  const submit = (who: SignedIn, rawSignedTransaction: string) =>
    call(world.t.app, {
      method: 'POST',
      url: '/api/transaction/sendAndConfirm',
      token: who.token,
      payload: { rawSignedTransaction, payerType: who.wallet.address },
    });

  it('Given a prepared transaction, When the wallet signs and submits it, Then the server adds its key and it lands once', async () => {
    const { prepared, account } = await prepareCreateAccount(alice);
    // The wallet receives it without any signature: nothing pre-signed for wallets to warn about.
    const unsigned = getTransactionDecoder().decode(getBase64Encoder().encode(prepared.transaction));
    expect(Object.values(unsigned.signatures).every((s) => s === null)).toBe(true);

    const signed = signWireTransaction(prepared.transaction, alice.wallet);
    const first = await submit(alice, signed);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ success: true, signature: expect.any(String) });
    expect(await balance(account)).toBe(1_000_000n);
    expect(confirmedAccounts).toContain(account);

    // When the same transaction comes again (a retry, a double click), Then it is answered, not re-run.
    const before = await balance(alice.wallet.address);
    const again = await submit(alice, signed);
    expect(again.body).toEqual(first.body);
    expect(await balance(alice.wallet.address)).toBe(before);
    expect(confirmedAccounts.filter((a) => a === account)).toHaveLength(1);
  });

  it('Given one signed transaction, When it is submitted five times at once, Then it executes once and all get its signature', async () => {
    const { prepared, account } = await prepareCreateAccount(alice, 7n);
    const signed = signWireTransaction(prepared.transaction, alice.wallet);
    const results = await Promise.all(Array.from({ length: 5 }, () => submit(alice, signed)));
    const signatures = new Set(results.map((r) => r.body.signature));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(signatures.size).toBe(1);
    expect(await balance(account)).toBe(1_000_007n);
  });

  it('Given six different transactions, When they are submitted at once (claimed and recorded together), Then each lands once and its row reads confirmed under its own signature', async () => {
    const built = await Promise.all(Array.from({ length: 6 }, (_, i) => prepareCreateAccount(alice, BigInt(i + 1))));
    const results = await Promise.all(built.map(({ prepared }) => submit(alice, signWireTransaction(prepared.transaction, alice.wallet))));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(results.map((r) => r.body.signature)).size).toBe(6);
    for (const [i, { prepared, account }] of built.entries()) {
      expect(await balance(account)).toBe(1_000_001n + BigInt(i));
      const [row] = await world.t.app.db.select().from(pendingTransactions).where(eq(pendingTransactions.id, prepared.id));
      expect(row).toMatchObject({ status: 'confirmed', signature: results[i]!.body.signature, error: null, errorCode: null });
    }
  });

  it('Given one message prepared twice in one turn, When both are stored, Then both name one row, stored as built with its context, and it lands once', async () => {
    // The same blockhash, instructions and server key: the same message bytes, twice at once.
    const { message, account } = await createAccountMessage(alice);
    const input = {
      userId: alice.user._id,
      kind: 'test.create-account',
      message,
      rpcUrl: world.chain.rpcUrl,
      serverSigners: [{ type: 'ephemeral' as const, seed: account.seed }],
      context: { account: account.address, nested: { amount: '12' } },
    };
    const [first, second] = await Promise.all([world.t.app.transactions.prepare(input), world.t.app.transactions.prepare(input)]);
    expect(second.id).toBe(first.id);
    const rows = await world.t.app.db.select().from(pendingTransactions).where(eq(pendingTransactions.id, first.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userId: alice.user._id,
      kind: 'test.create-account',
      feePayer: alice.wallet.address,
      status: 'built',
      signature: null,
      idempotencyKey: null,
      context: { account: account.address, nested: { amount: '12' } },
      lastValidBlockHeight: first.lastValidBlockHeight.toString(),
    });
    expect(rows[0]!.serverSigners.map((s) => s.address)).toEqual([account.address]);

    const r = await submit(alice, signWireTransaction(first.transaction, alice.wallet));
    expect(r.status).toBe(200);
    expect(await balance(account.address)).toBe(1_000_000n);
    const [row] = await world.t.app.db.select().from(pendingTransactions).where(eq(pendingTransactions.id, first.id));
    expect(row).toMatchObject({ status: 'confirmed', signature: r.body.signature, context: { account: account.address, nested: { amount: '12' } } });
    expect(confirmedAccounts).toContain(account.address);
  });

  it('Given a transaction built for Alice or not built here, When another submits it, Then it is refused', async () => {
    const { prepared } = await prepareCreateAccount(alice);
    // Bob holds a copy of the signed transaction, but it was built for Alice.
    const byBob = await submit(bob, signWireTransaction(prepared.transaction, alice.wallet));
    expect(byBob.status).toBe(404);
    expect(byBob.body).toEqual({ success: false, code: 'TRANSACTION_UNKNOWN', message: ERRORS.TRANSACTION_UNKNOWN.message });

    const garbage = await submit(alice, 'AAAA');
    expect(garbage.status).toBe(400);
    expect(garbage.body).toEqual({ success: false, code: 'TRANSACTION_MALFORMED', message: ERRORS.TRANSACTION_MALFORMED.message });
  });

  it('Given a transaction without a valid wallet signature, When it is submitted, Then it is refused and nothing is sent', async () => {
    const { prepared, account } = await prepareCreateAccount(alice);
    const unsigned = await submit(alice, prepared.transaction);
    expect(unsigned.status).toBe(400);
    expect(unsigned.body).toEqual({
      success: false,
      code: 'TRANSACTION_SIGNATURE_MISSING',
      message: "The transaction is missing your wallet's signature.",
    });
    // Bob's signature in Alice's place
    const tx = getTransactionDecoder().decode(getBase64Encoder().encode(prepared.transaction));
    const forgedTx = { ...tx, signatures: { ...tx.signatures, [alice.wallet.address]: bob.wallet.sign(new Uint8Array(tx.messageBytes)) } };
    const forged = await submit(alice, getBase64Decoder().decode(getTransactionEncoder().encode(forgedTx as typeof tx)));
    expect(forged.status).toBe(400);
    expect(forged.body).toEqual({
      success: false,
      code: 'TRANSACTION_SIGNATURE_INVALID',
      message: "The wallet's signature on this transaction is not valid.",
    });
    expect(await balance(account)).toBe(0n);
  });

  it("Given a kind whose check fails, When the transaction is submitted, Then the check's code answers and nothing reaches the chain", async () => {
    const { prepared, account } = await prepareCreateAccount(alice);
    refuseNext = true;
    try {
      const r = await submit(alice, signWireTransaction(prepared.transaction, alice.wallet));
      expect(r.status).toBe(409);
      expect(r.body).toEqual({ success: false, code: 'POOL_SLIPPAGE_EXCEEDED', message: ERRORS.POOL_SLIPPAGE_EXCEEDED.message });
      // A second submission of the same transaction is answered from the record, the same way
      const again = await submit(alice, signWireTransaction(prepared.transaction, alice.wallet));
      expect(again.body).toEqual(r.body);
    } finally {
      refuseNext = false;
    }
    expect(await balance(account)).toBe(0n);
  });

  it("Given a transaction the chain rejects, When it is submitted, Then the chain's reason is told in plain words", async () => {
    const { prepared } = await prepareCreateAccount(alice, 1000n * SOL);
    const r = await submit(alice, signWireTransaction(prepared.transaction, alice.wallet));
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ success: false, code: 'TRANSACTION_INSUFFICIENT_SOL', message: ERRORS.TRANSACTION_INSUFFICIENT_SOL.message });
  });

  it('Given an RPC endpoint that does not answer, When a transaction built for it is submitted, Then 503 TRANSACTION_RPC_UNAVAILABLE answers, again on resubmission, and nothing was sent', async () => {
    const { prepared, account } = await prepareCreateAccount(alice, 0n, DEAD_RPC_URL);
    const signed = signWireTransaction(prepared.transaction, alice.wallet);

    const r = await submit(alice, signed);
    const again = await submit(alice, signed);

    const expected = {
      success: false,
      code: 'TRANSACTION_RPC_UNAVAILABLE',
      message: ERRORS.TRANSACTION_RPC_UNAVAILABLE.message,
      requestId: expect.any(String),
    };
    expect([r.status, again.status]).toEqual([503, 503]);
    expect(r.body).toEqual(expected);
    expect(again.body).toEqual(expected);
    const [row] = await world.t.app.db.select().from(pendingTransactions).where(eq(pendingTransactions.id, prepared.id));
    expect([row!.status, row!.errorCode]).toEqual(['failed', 'TRANSACTION_RPC_UNAVAILABLE']);
    expect(await balance(account)).toBe(0n);
  });

  it('Given an RPC endpoint that takes the transaction and then stops answering, When it is submitted, Then it is answered as not confirmed and its record stays open (not failed) while the transaction lands', async () => {
    const { prepared, account } = await prepareCreateAccount(alice, 0n, relayUrl);
    relayState.silentAfterSend = true;
    try {
      const r = await submit(alice, signWireTransaction(prepared.transaction, alice.wallet));

      expect(r.status).toBe(409);
      expect(r.body).toMatchObject({ success: false, code: 'TRANSACTION_NOT_CONFIRMED' });
    } finally {
      Object.assign(relayState, { silentAfterSend: false, silent: false });
    }
    // It did land: a 'failed' record would have told the user to try again and pay twice.
    await expect.poll(() => balance(account), { timeout: 10_000 }).toBe(1_000_000n);
    const [row] = await world.t.app.db.select().from(pendingTransactions).where(eq(pendingTransactions.id, prepared.id));
    expect(row!.status).toBe('submitting');
    expect(row!.signature).not.toBeNull();
  });

  it('Given a wallet-signed transaction without the server key, When sent straight to the chain, Then it does nothing', async () => {
    const { prepared, account } = await prepareCreateAccount(alice);
    const signed = signWireTransaction(prepared.transaction, alice.wallet);
    await expect(rpc.sendTransaction(signed as never, { encoding: 'base64' }).send()).rejects.toThrow();
    expect(await balance(account)).toBe(0n);
  });

  it('Given a submission a dead process left without a signature, When its blockhash has expired and it comes again, Then it closes as expired and nothing is sent', async () => {
    // Given: claimed ('submitting') three minutes ago, but the process died before it recorded a
    // signature, so nothing reached the chain; its blockhash is past its last valid height
    const { prepared, account } = await prepareCreateAccount(alice);
    const height = await rpc.getBlockHeight({ commitment: 'confirmed' }).send();
    await world.t.app.db
      .update(pendingTransactions)
      .set({ status: 'submitting', signature: null, lastValidBlockHeight: (height - 1n).toString(), updatedAt: new Date(Date.now() - 180_000) })
      .where(eq(pendingTransactions.id, prepared.id));

    // When the wallet's signed copy is submitted again
    const r = await submit(alice, signWireTransaction(prepared.transaction, alice.wallet));

    // Then it is answered (not left waiting) as expired, and the account was never created
    expect(r.body).toMatchObject({ success: false, code: 'TRANSACTION_EXPIRED' });
    expect(await balance(account)).toBe(0n);
    const [row] = await world.t.app.db.select().from(pendingTransactions).where(eq(pendingTransactions.id, prepared.id));
    expect([row!.status, row!.errorCode]).toEqual(['failed', 'TRANSACTION_EXPIRED']);
  });

  it('Given a server-only transaction retried with the same idempotency key, When executed again, Then it runs once', async () => {
    const recipient = generateSeed().address;
    const build = async () => {
      const { value: blockhash } = await rpc.getLatestBlockhash().send();
      const source = createNoopSigner(address(custodial.address));
      return pipe(
        createTransactionMessage({ version: 0 }),
        (m) => setTransactionMessageFeePayer(source.address, m),
        (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
        (m) => appendTransactionMessageInstructions([getTransferSolInstruction({ source, destination: address(recipient), amount: 5_000_000n })], m),
      );
    };
    const input = async () => ({
      userId: alice.user._id,
      kind: 'test.custodial-transfer',
      message: await build(),
      rpcUrl: world.chain.rpcUrl,
      serverSigners: [{ type: 'custodial' as const, address: custodial.address }],
      idempotencyKey: 'withdraw-1',
    });
    const first = await world.t.app.transactions.execute(await input());
    // A retry after a timeout builds a fresh message, but carries the same key.
    const retry = await world.t.app.transactions.execute(await input());
    expect(retry.signature).toBe(first.signature);
    expect(await balance(recipient)).toBe(5_000_000n);
  });
});
