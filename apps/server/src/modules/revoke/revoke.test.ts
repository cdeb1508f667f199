/**
 * The revoke pages through the API on a real local chain: one fee-paying transaction per chosen
 * authority, all checked before any is built, and a chain read-back per authority. Every test
 * signs in its own users and makes its own token.
 */
import { Connection, PublicKey } from '@solana/web3.js';
import { TOKEN_2022_PROGRAM_ID, getMint, getTokenMetadata } from '@solana/spl-token';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/helpers.ts';
import { useTokenKit } from '../../../test/token-kit.ts';

describe.each(testDatabases())('revoke on $name', (database) => {
  let connection: Connection;
  const { world, user, post, signAndSubmit, createToken } = useTokenKit(database);
  const treasuryBalance = async () => BigInt(await connection.getBalance(new PublicKey(world.t.app.secrets.treasuryAddress)));
  const authoritiesOf = async (mint: string) => {
    const onChain = await getMint(connection, new PublicKey(mint), 'confirmed', TOKEN_2022_PROGRAM_ID);
    const metadata = await getTokenMetadata(connection, new PublicKey(mint), 'confirmed', TOKEN_2022_PROGRAM_ID);
    return {
      mint: onChain.mintAuthority?.toBase58() ?? null,
      freeze: onChain.freezeAuthority?.toBase58() ?? null,
      update: metadata!.updateAuthority?.toBase58() ?? null,
    };
  };

  beforeAll(async () => {
    connection = new Connection(world.chain.rpcUrl, 'confirmed');
  });

  it('Given a token of the wallet, when its mint and update authorities are revoked, signed and confirmed, then both are none on chain and the treasury got 0.1 SOL each', async () => {
    const alice = await user();
    const mint = await createToken(alice);
    // When Alice asks for both revokes
    const r = await post(alice, '/api/revoke/authority', {
      mintAddress: mint,
      revokeMint: true,
      revokeUpdate: true,
      payerAddress: alice.wallet.address,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ success: true, needsSignature: true, message: 'Transaction ready: please approve it in your wallet' });
    expect(r.body.transactions.map((x: { type: string; description: string }) => [x.type, x.description])).toEqual([
      ['mint', 'Revoke Mint Authority'],
      ['update', 'Make Token Immutable (revoke update authority)'],
    ]);
    const before = await treasuryBalance();
    // And signs and submits each, then confirms each
    for (const { transaction, type } of r.body.transactions) {
      const signature = await signAndSubmit(alice, transaction);
      const confirmed = await post(alice, '/api/revoke/confirm-transaction', { signature, type, mintAddress: mint });
      const result = { success: true, message: `The ${type} authority is revoked` };
      expect(confirmed.body).toEqual({ ...result, details: { [type]: result } });
    }
    // Then both are none on chain, freeze is untouched, and the treasury got 0.2 SOL
    expect(await authoritiesOf(mint)).toEqual({ mint: null, freeze: alice.wallet.address, update: null });
    expect((await treasuryBalance()) - before).toBe(200_000_000n);
  });

  it('Given an authority still held, when its revoke is confirmed without being sent, then the answer says it is still enabled', async () => {
    const alice = await user();
    const mint = await createToken(alice);
    const r = await post(alice, '/api/revoke/confirm-transaction', { signature: '1'.repeat(64), type: 'freeze', mintAddress: mint });
    expect(r.status).toBe(200);
    const result = { success: false, message: 'The freeze authority is still enabled' };
    expect(r.body).toEqual({ ...result, details: { freeze: result } });
  });

  it('Given forms without a mint or without an authority, when they are sent, then the spec texts answer as validation failures', async () => {
    const alice = await user(1n);
    const noMint = await post(alice, '/api/revoke/authority', { mintAddress: '', revokeMint: true, payerAddress: alice.wallet.address });
    expect(noMint.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED', message: 'Please provide a token mint address' });
    const none = await post(alice, '/api/revoke/authority', { mintAddress: createTestMint(), payerAddress: alice.wallet.address });
    expect(none.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED', message: 'Please select at least one authority type to revoke' });
  });

  it("Given Alice's token, when Bob asks to revoke its mint authority, then NOT_AUTHORITY answers and the authority stays Alice's", async () => {
    const [alice, bob] = await Promise.all([user(), user(1n)]);
    const mint = await createToken(alice);
    const r = await post(bob, '/api/revoke/authority', { mintAddress: mint, revokeMint: true, payerAddress: bob.wallet.address });
    expect(r.status).toBe(403);
    expect(r.body).toEqual({ success: false, code: 'NOT_AUTHORITY', message: 'Your wallet does not hold the mint authority of this token' });
    expect((await authoritiesOf(mint)).mint).toBe(alice.wallet.address);
  });

  it('Given a token whose freeze authority was revoked at creation, when freeze and mint are asked for together, then AUTHORITY_ALREADY_REVOKED answers and nothing is built', async () => {
    const alice = await user();
    const mint = await createToken(alice, { revokeFreeze: 'true' });
    const r = await post(alice, '/api/revoke/authority', { mintAddress: mint, revokeFreeze: true, revokeMint: true });
    expect(r.status).toBe(409);
    expect(r.body).toEqual({ success: false, code: 'AUTHORITY_ALREADY_REVOKED', message: 'The freeze authority of this token is already revoked' });
    expect((await authoritiesOf(mint)).mint).toBe(alice.wallet.address);
  });

  it('Given a payer that is not the connected wallet, when the revoke is asked for, then PAYER_NOT_CONNECTED_WALLET answers', async () => {
    const [alice, bob] = await Promise.all([user(), user(1n)]);
    const mint = await createToken(alice);
    const r = await post(alice, '/api/revoke/authority', { mintAddress: mint, revokeMint: true, payerAddress: bob.wallet.address });
    expect(r.status).toBe(403);
    expect(r.body).toEqual({ success: false, code: 'PAYER_NOT_CONNECTED_WALLET', message: 'The payer must be the connected wallet' });
  });

  it('Given an address that is no mint, when its revoke is asked for or confirmed, then MINT_NOT_FOUND answers', async () => {
    const alice = await user(1n);
    const missing = createTestMint();
    const r = await post(alice, '/api/revoke/authority', { mintAddress: missing, revokeMint: true });
    const c = await post(alice, '/api/revoke/confirm-transaction', { signature: '1'.repeat(64), type: 'mint', mintAddress: missing });
    expect([r.status, r.body.code, c.status, c.body.code]).toEqual([404, 'MINT_NOT_FOUND', 404, 'MINT_NOT_FOUND']);
  });
});

/** An address with no account behind it. */
const createTestMint = () => new PublicKey(crypto.getRandomValues(new Uint8Array(32))).toBase58();
