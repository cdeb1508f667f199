/**
 * @solana/kit's RPC and subscriptions clients against the local chain, and the validator rules:
 * recent blockhashes only, no duplicate execution, slots that advance.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  appendTransactionMessageInstruction,
  createSolanaRpc,
  createSolanaRpcSubscriptions,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  pipe,
  sendAndConfirmTransactionFactory,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type Blockhash,
  type KeyPairSigner,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { failureOf, kitWorld } from './kit-world.ts';
import { useLocalChain, errorLogger } from './local-chain.js';

let rpc: ReturnType<typeof createSolanaRpc>;
let subscriptions: ReturnType<typeof createSolanaRpcSubscriptions>;
let payer: KeyPairSigner;

const local = useLocalChain('chain-kit-', { logger: errorLogger });

beforeAll(async () => {
  const world = kitWorld(local.chain);
  ({ rpc, subscriptions } = world);
  payer = await world.fundedSigner(10n);
});

async function signedTransfer(to: string, amount: bigint, blockhash?: { blockhash: Blockhash; lastValidBlockHeight: bigint }) {
  const lifetime = blockhash ?? (await rpc.getLatestBlockhash().send()).value;
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(payer, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
    (m) => appendTransactionMessageInstruction(getTransferSolInstruction({ source: payer, destination: to as never, amount }), m),
  );
  return signTransactionMessageWithSigners(message);
}

describe('@solana/kit clients', () => {
  it('Given a signed v0 transfer, when kit sends it with sendAndConfirmTransactionFactory, then it is confirmed and the balance and transaction are stored', async () => {
    // Given a recipient and a signed v0 transaction
    const recipient = await generateKeyPairSigner();
    const transaction = await signedTransfer(recipient.address, 2_000_000n);
    // When kit sends it and waits for confirmation through signature and slot notifications
    await sendAndConfirmTransactionFactory({ rpc: rpc as never, rpcSubscriptions: subscriptions as never })(transaction as never, {
      commitment: 'confirmed',
    });
    // Then the balance and the stored transaction are there
    expect((await rpc.getBalance(recipient.address).send()).value).toBe(2_000_000n);
    const stored = await rpc.getTransaction(getSignatureFromTransaction(transaction), { maxSupportedTransactionVersion: 0, encoding: 'json' }).send();
    expect(stored?.version).toBe(0);
    expect(stored?.meta?.err).toBeNull();
  });

  it('Given a kit RPC client, when it asks for epoch info, account info and blockhash validity, then the answers have the shapes kit reads', async () => {
    const epoch = await rpc.getEpochInfo().send();
    expect(epoch.blockHeight).toBe(epoch.absoluteSlot);
    const { value: latest } = await rpc.getLatestBlockhash().send();
    expect(latest.lastValidBlockHeight).toBeGreaterThanOrEqual(epoch.blockHeight + 150n);
    expect((await rpc.isBlockhashValid(latest.blockhash).send()).value).toBe(true);
    const account = await rpc.getAccountInfo(payer.address, { encoding: 'base64' }).send();
    expect(account.value?.owner).toBe('11111111111111111111111111111111');
    expect((account.value as unknown as { rentEpoch: bigint }).rentEpoch).toBe(18446744073709551615n);
  });
});

describe('validator rules', () => {
  it('Given a confirmed transfer, when the same bytes are sent again with and without preflight, then the recipient is paid once', async () => {
    // Given a transfer that was already confirmed
    const recipient = await generateKeyPairSigner();
    const transaction = await signedTransfer(recipient.address, 1_000_000n);
    const wire = getBase64EncodedWireTransaction(transaction);
    await rpc.sendTransaction(wire, { encoding: 'base64' }).send();
    // When the same bytes are sent again, with and without preflight
    expect(await failureOf(rpc.sendTransaction(wire, { encoding: 'base64' }).send())).toMatch(/already been processed/);
    expect(await failureOf(rpc.sendTransaction(wire, { encoding: 'base64', skipPreflight: true }).send())).toMatch(/already been processed/);
    // Then the recipient was paid once
    expect((await rpc.getBalance(recipient.address).send()).value).toBe(1_000_000n);
  });

  it('Given a transfer signed against a made-up blockhash, when sent even without preflight, then it is refused and nothing moves', async () => {
    // Given a transfer signed against a made-up blockhash
    const recipient = await generateKeyPairSigner();
    const transaction = await signedTransfer(recipient.address, 1_000_000n, {
      blockhash: 'GHtXQBsoZHVnNFa9YevAzFr17DJjgHXk3ycTKD5xD3Zi' as Blockhash,
      lastValidBlockHeight: 10n ** 9n,
    });
    // When it is sent, even without preflight
    const attempt = rpc.sendTransaction(getBase64EncodedWireTransaction(transaction), { encoding: 'base64', skipPreflight: true }).send();
    // Then it is refused with the validator's error, and nothing moved
    expect(await failureOf(attempt)).toMatch(/Blockhash not found/);
    expect((await rpc.getBalance(recipient.address).send()).value).toBe(0n);
  });

  it('Given the current slot, when the next slot notification arrives, then the slot has moved on and getSlot agrees', async () => {
    // Given the current slot
    const before = await rpc.getSlot().send();
    // When the next slot notification arrives
    const abort = new AbortController();
    const notifications = await subscriptions.slotNotifications().subscribe({ abortSignal: abort.signal });
    let next: bigint | undefined;
    for await (const notification of notifications) {
      next = notification.slot;
      break;
    }
    abort.abort();
    // Then the slot has moved on and getSlot agrees
    expect(next!).toBeGreaterThan(before);
    expect(await rpc.getSlot().send()).toBeGreaterThanOrEqual(next!);
  });
});
