/**
 * Managing Token-2022 extensions after creation through the API on a real local
 * chain, read back with the token program's decoders: fees withheld on a send, harvested and
 * withdrawn to the authority; a frozen-by-default token thawed and frozen per owner; the fee and
 * the interest rate changed.
 */
import { address, createSolanaRpc, getBase64Encoder, isSome } from '@solana/kit';
import {
  AccountState,
  findAssociatedTokenPda,
  getMintDecoder,
  getTokenDecoder,
  TOKEN_2022_PROGRAM_ADDRESS,
  type Extension,
} from '@solana-program/token-2022';
import { describe, expect, it } from 'vitest';
import { call, createTestWallet, testDatabases, type SignedIn } from '../../../test/helpers.ts';
import { useTokenKit } from '../../../test/token-kit.ts';

describe.each(testDatabases())('Token-2022 extension management on $name', (database) => {
  const { world, user, post, signAndSubmit, createToken } = useTokenKit(database);
  const rpc = () => createSolanaRpc(world.chain.rpcUrl);

  const bytesOf = async (account: string) => {
    const { value } = await rpc().getAccountInfo(address(account), { encoding: 'base64', commitment: 'confirmed' }).send();
    return value ? (getBase64Encoder().encode(value.data[0]) as Uint8Array) : null;
  };
  const mintExtension = async <K extends Extension['__kind']>(mint: string, kind: K) => {
    const decoded = getMintDecoder().decode((await bytesOf(mint))!);
    return (isSome(decoded.extensions) ? decoded.extensions.value : []).find((e) => e.__kind === kind) as Extract<Extension, { __kind: K }>;
  };
  const accountOf = async (who: SignedIn | string, mint: string) => {
    const owner = typeof who === 'string' ? who : who.wallet.address;
    const [ata] = await findAssociatedTokenPda({ owner: address(owner), mint: address(mint), tokenProgram: TOKEN_2022_PROGRAM_ADDRESS });
    const bytes = await bytesOf(ata);
    if (!bytes) return null;
    const token = getTokenDecoder().decode(bytes);
    const fees = (isSome(token.extensions) ? token.extensions.value : []).find((e) => e.__kind === 'TransferFeeAmount');
    return { amount: token.amount, state: token.state, withheld: fees?.__kind === 'TransferFeeAmount' ? fees.withheldAmount : 0n };
  };
  const signAll = async (who: SignedIn, r: { status: number; body: { transactions: string[] } }) => {
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    for (const tx of r.body.transactions) await signAndSubmit(who, tx);
    return r.body.transactions.length;
  };

  it('Given a 1 % fee token, when 100 are sent and the creator harvests, then the recipient got 99, the fee reached the creator and nothing stays withheld', async () => {
    const [alice, bob] = [await user(), await user(1n)];
    const mint = await createToken(alice, { extensions: JSON.stringify({ transferFee: { bps: 100, maxFee: '1000' } }) });
    // When Alice sends Bob 100, the token program withholds 1 in Bob's account
    const sent = await post(alice, '/api/token/send', { mint, recipient: bob.wallet.address, amount: '100' });
    await signAndSubmit(alice, sent.body.transaction);
    expect(await accountOf(bob, mint)).toMatchObject({ amount: 99_000_000n, withheld: 1_000_000n });
    // When Bob, who holds no fee authority, asks to harvest, he is refused
    const refused = await post(bob, '/api/token/fees/harvest', { mint });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: 'NOT_EXTENSION_AUTHORITY',
      message: 'Your wallet is not the withdraw withheld authority of this token',
    });
    // When Alice harvests, one transaction withdraws the fee to her account
    expect(await signAll(alice, await post(alice, '/api/token/fees/harvest', { mint }))).toBe(1);
    expect(await accountOf(bob, mint)).toMatchObject({ amount: 99_000_000n, withheld: 0n });
    expect((await accountOf(alice, mint))!.amount).toBe(999_901_000_000n);
    // Then there is nothing left to harvest
    const again = await post(alice, '/api/token/fees/harvest', { mint });
    expect(again.body).toMatchObject({ success: false, code: 'NO_WITHHELD_FEES' });
  });

  it('Given fees withheld in more holder accounts than one transaction can list, when the creator harvests, then several transactions come back, all land, and every withheld fee reaches her account', async () => {
    const alice = await user(50n);
    const mint = await createToken(alice, { extensions: JSON.stringify({ transferFee: { bps: 100, maxFee: '1000' } }) });
    // Alice sends 45 holders 10, 11, ... 54 tokens: 1 % of each is withheld in the holder's account
    const holders = Array.from({ length: 45 }, () => createTestWallet().address);
    for (const [i, holder] of holders.entries()) {
      await signAndSubmit(alice, (await post(alice, '/api/token/send', { mint, recipient: holder, amount: String(10 + i) })).body.transaction);
    }
    const withheld = (await Promise.all(holders.map(async (h) => (await accountOf(h, mint))!.withheld))).reduce((a, b) => a + b, 0n);
    // 1 % of 10 + 11 + ... + 54 tokens (1,440) with 6 decimals
    expect(withheld).toBe(14_400_000n);
    const before = (await accountOf(alice, mint))!.amount;
    // When she harvests, the accounts are split over several transactions, each of which lands
    const harvested = await post(alice, '/api/token/fees/harvest', { mint });
    expect(harvested.body.transactions.length).toBeGreaterThan(1);
    expect(await signAll(alice, harvested)).toBe(harvested.body.transactions.length);
    // Then all the withheld fees are in Alice's account and none stays with any holder
    expect((await accountOf(alice, mint))!.amount - before).toBe(withheld);
    for (const holder of holders) expect((await accountOf(holder, mint))!.withheld, holder).toBe(0n);
    expect((await mintExtension(mint, 'TransferFeeConfig')).withheldAmount).toBe(0n);
    const again = await post(alice, '/api/token/fees/harvest', { mint });
    expect(again.body).toMatchObject({ success: false, code: 'NO_WITHHELD_FEES' });
  });

  it('Given a fee token, when its creator changes the fee, then the newer fee is recorded for a later epoch and the older one still applies now', async () => {
    const alice = await user();
    const mint = await createToken(alice, { extensions: JSON.stringify({ transferFee: { bps: 100, maxFee: '1000' } }) });
    const r = await post(alice, '/api/token/fees/set', { mint, bps: 250, maxFee: '10' });
    expect(r.body.message).toBe('Transfer fee changed: the new fee applies from two epochs on');
    await signAndSubmit(alice, r.body.transaction);
    const fee = await mintExtension(mint, 'TransferFeeConfig');
    expect(fee.newerTransferFee).toMatchObject({ transferFeeBasisPoints: 250, maximumFee: 10_000_000n });
    expect(fee.olderTransferFee).toMatchObject({ transferFeeBasisPoints: 100 });
    const { epoch } = await rpc().getEpochInfo().send();
    expect(fee.newerTransferFee.epoch).toBeGreaterThan(epoch);
  });

  it('Given a frozen-by-default token, when the creator thaws one owner, then sends to him are refused until he is thawed, then land, and freezing him again freezes his account', async () => {
    const [alice, bob] = [await user(), await user(1n)];
    const mint = await createToken(alice, { extensions: JSON.stringify({ defaultFrozen: true }) });
    // A send before the thaw is refused: Bob's account would be created frozen
    const early = await post(alice, '/api/token/send', { mint, recipient: bob.wallet.address, amount: '5' });
    expect(early.status).toBe(400);
    expect(early.body).toMatchObject({ success: false, code: 'RECIPIENT_ACCOUNT_FROZEN' });
    // When Alice thaws Bob, his account is created and thawed
    expect(await signAll(alice, await post(alice, '/api/token/thaw', { mint, owners: [bob.wallet.address] }))).toBe(1);
    expect((await accountOf(bob, mint))!.state).toBe(AccountState.Initialized);
    // Then a send to Bob lands
    await signAndSubmit(alice, (await post(alice, '/api/token/send', { mint, recipient: bob.wallet.address, amount: '5' })).body.transaction);
    expect((await accountOf(bob, mint))!.amount).toBe(5_000_000n);
    // Thawing him again changes nothing and says so
    const unchanged = await post(alice, '/api/token/thaw', { mint, owners: [bob.wallet.address] });
    expect(unchanged.body).toMatchObject({ success: false, code: 'TOKEN_ACCOUNTS_UNCHANGED', message: 'Every account listed is already thawed' });
    // When Alice freezes Bob, his account is frozen
    expect(await signAll(alice, await post(alice, '/api/token/freeze', { mint, owners: [bob.wallet.address] }))).toBe(1);
    expect((await accountOf(bob, mint))!.state).toBe(AccountState.Frozen);
  });

  it("Given a frozen-by-default token, when its creator mints to a new holder, then the holder's account is thawed in the same transaction and holds the tokens", async () => {
    const [alice, carol] = [await user(), await user(1n)];
    const mint = await createToken(alice, { extensions: JSON.stringify({ defaultFrozen: true }) });
    const minted = await post(alice, '/api/token/mint', { mint, amount: '7', recipient: carol.wallet.address });
    await signAndSubmit(alice, minted.body.transaction);
    expect(await accountOf(carol, mint)).toMatchObject({ amount: 7_000_000n, state: AccountState.Initialized });
  });

  it('Given an interest-bearing token, when the rate is changed to 7.5 %, then the mint carries 750 basis points', async () => {
    const alice = await user();
    const mint = await createToken(alice, { extensions: JSON.stringify({ interestBearing: { rate: 5 } }) });
    await signAndSubmit(alice, (await post(alice, '/api/token/interest-rate', { mint, rate: 7.5 })).body.transaction);
    expect(await mintExtension(mint, 'InterestBearingConfig')).toMatchObject({ currentRate: 750 });
  });

  it('Given a token without a transfer fee, when a harvest or a fee change is asked, then each is refused naming the missing extension', async () => {
    const alice = await user();
    const mint = await createToken(alice);
    for (const [url, body] of [
      ['/api/token/fees/harvest', { mint }],
      ['/api/token/fees/set', { mint, bps: 10, maxFee: '1' }],
    ] as const) {
      const r = await post(alice, url, body);
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ code: 'TOKEN_EXTENSION_MISSING', message: 'This token has no transfer fee extension' });
    }
    const noOwners = await call(world.t.app, { method: 'POST', url: '/api/token/thaw', token: alice.token, payload: { mint, owners: [] } });
    expect(noOwners.body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'owners', message: 'Please enter at least one owner address' });
  });
});
