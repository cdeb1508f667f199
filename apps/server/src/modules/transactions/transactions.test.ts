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
  getBase64Encoder,
  getTransactionDecoder,
  lamports,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  type Rpc,
  type SolanaRpcApi,
} from '@solana/kit';
import { getCreateAccountInstruction, getTransferSolInstruction } from '@solana-program/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  airdrop,
  buildTestApp,
  call,
  signIn,
  signWireTransaction,
  startTestChain,
  testDatabases,
  type SignedIn,
  type TestApp,
} from '../../../test/helpers.ts';
import { generateSeed } from '../../lib/ed25519.ts';
import { AppError } from '../../lib/errors.ts';

const SOL = 1_000_000_000n;

describe.each(testDatabases())('transaction core on $name', (database) => {
  let chain: Awaited<ReturnType<typeof startTestChain>>;
  let t: TestApp;
  let rpc: Rpc<SolanaRpcApi>;
  let alice: SignedIn;
  let bob: SignedIn;
  const confirmedAccounts: string[] = [];
  let refuseNext = false;
  const custodial = generateSeed();

  beforeAll(async () => {
    chain = await startTestChain();
    rpc = createSolanaRpc(chain.rpcUrl);
    t = await buildTestApp({ database, config: { localRpcUrl: chain.rpcUrl } });
    t.app.transactions.registerKind('test.create-account', {
      lockKey: () => 'test:lock',
      async beforeSubmit() {
        if (refuseNext) throw new AppError('CONFLICT', 'The price moved, please get a new quote');
      },
      async afterConfirm(p) {
        confirmedAccounts.push(p.context.account as string);
      },
    });
    t.app.transactions.registerKind('test.custodial-transfer', {});
    t.app.transactions.registerKeySource(async (addr) => (addr === custodial.address ? custodial.seed : null));
    [alice, bob] = await Promise.all([signIn(t.app), signIn(t.app)]);
    await Promise.all([
      airdrop(chain.rpcUrl, alice.wallet.address, 5n * SOL),
      airdrop(chain.rpcUrl, custodial.address, 2n * SOL),
    ]);
  });
  afterAll(async () => {
    await t?.close();
    await chain?.close();
  });

  const balance = async (a: string) => (await rpc.getBalance(address(a)).send()).value;

  /** A transaction the wallet pays for, creating a new account whose key only the server holds. */
  async function prepareCreateAccount(who: SignedIn, transferLamports = 0n) {
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
    const prepared = await t.app.transactions.prepare({
      userId: who.user._id,
      kind: 'test.create-account',
      message,
      rpcUrl: chain.rpcUrl,
      serverSigners: [{ type: 'ephemeral', seed: account.seed }],
      context: { account: account.address },
    });
    return { prepared, account: account.address };
  }

  const submit = (who: SignedIn, rawSignedTransaction: string) =>
    call(t.app, { method: 'POST', url: '/api/transaction/sendAndConfirm', token: who.token, payload: { rawSignedTransaction, payerType: who.wallet.address } });

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

  it('answers concurrent submissions of one transaction with one execution', async () => {
    const { prepared, account } = await prepareCreateAccount(alice, 7n);
    const signed = signWireTransaction(prepared.transaction, alice.wallet);
    const results = await Promise.all(Array.from({ length: 5 }, () => submit(alice, signed)));
    const signatures = new Set(results.map((r) => r.body.signature));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(signatures.size).toBe(1);
    expect(await balance(account)).toBe(1_000_007n);
  });

  it('refuses a transaction it did not build, or built for someone else', async () => {
    const { prepared } = await prepareCreateAccount(alice);
    // Bob holds a copy of the signed transaction, but it was built for Alice.
    const byBob = await submit(bob, signWireTransaction(prepared.transaction, alice.wallet));
    expect(byBob.status).toBe(404);
    expect(byBob.body.success).toBe(false);

    const garbage = await submit(alice, 'AAAA');
    expect(garbage.status).toBe(400);
  });

  it('refuses a transaction without a valid wallet signature and sends nothing', async () => {
    const { prepared, account } = await prepareCreateAccount(alice);
    const unsigned = await submit(alice, prepared.transaction);
    expect(unsigned.status).toBe(400);
    expect(unsigned.body.message).toMatch(/signature/);
    const forged = await submit(alice, signWireTransaction(prepared.transaction, bob.wallet));
    expect(forged.status).toBe(400);
    expect(await balance(account)).toBe(0n);
  });

  it("refuses with the kind's message when its check fails, and nothing reaches the chain", async () => {
    const { prepared, account } = await prepareCreateAccount(alice);
    refuseNext = true;
    try {
      const r = await submit(alice, signWireTransaction(prepared.transaction, alice.wallet));
      expect(r.status).toBe(409);
      expect(r.body).toEqual({ success: false, message: 'The price moved, please get a new quote' });
    } finally {
      refuseNext = false;
    }
    expect(await balance(account)).toBe(0n);
  });

  it("reports the chain's error clearly when the transaction fails", async () => {
    const { prepared } = await prepareCreateAccount(alice, 1000n * SOL);
    const r = await submit(alice, signWireTransaction(prepared.transaction, alice.wallet));
    expect(r.status).toBe(400);
    expect(r.body.message).toMatch(/^The transaction failed: .*insufficient/i);
  });

  it('a wallet-signed transaction sent straight to the chain without the server key does nothing', async () => {
    const { prepared, account } = await prepareCreateAccount(alice);
    const signed = signWireTransaction(prepared.transaction, alice.wallet);
    await expect(rpc.sendTransaction(signed as never, { encoding: 'base64' }).send()).rejects.toThrow();
    expect(await balance(account)).toBe(0n);
  });

  it('executes server-only transactions once per idempotency key', async () => {
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
      rpcUrl: chain.rpcUrl,
      serverSigners: [{ type: 'custodial' as const, address: custodial.address }],
      idempotencyKey: 'withdraw-1',
    });
    const first = await t.app.transactions.execute(await input());
    // A retry after a timeout builds a fresh message, but carries the same key.
    const retry = await t.app.transactions.execute(await input());
    expect(retry.signature).toBe(first.signature);
    expect(await balance(recipient)).toBe(5_000_000n);
  });
});
