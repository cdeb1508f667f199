/**
 * Token-2022 extensions at creation and vanity mint addresses, through the API on a
 * real local chain, read back with the token program's own decoders.
 */
import { Connection, Keypair, sendAndConfirmTransaction, SystemProgram, Transaction } from '@solana/web3.js';
import {
  createInitializeMintInstruction,
  createInitializePermanentDelegateInstruction,
  createInitializeTransferFeeConfigInstruction,
  createInitializeTransferHookInstruction,
  ExtensionType,
  getMintLen,
  TOKEN_2022_PROGRAM_ID,
} from '@solana/spl-token';
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
import { airdrop, call, createTestWallet, signWireTransaction, testDatabases, type SignedIn } from '../../../test/helpers.ts';
import { SOL, multipart, useTokenKit } from '../../../test/token-kit.ts';
import { grindVanityWallet } from '../../../test/vanity-kit.ts';

describe.each(testDatabases())('Token-2022 extensions on $name', (database) => {
  const { world, user, signAndSubmit } = useTokenKit(database);
  const rpc = () => createSolanaRpc(world.chain.rpcUrl);

  const create = async (who: SignedIn, fields: Record<string, string>) =>
    call(world.t.app, {
      method: 'POST',
      url: '/api/token/create',
      token: who.token,
      ...(await multipart({ name: 'Fee Coin', symbol: 'FEE', decimals: '6', initialMint: '1000000', ...fields })),
    });

  const accountBytes = async (account: string) => {
    const { value } = await rpc().getAccountInfo(address(account), { encoding: 'base64', commitment: 'confirmed' }).send();
    return value ? (getBase64Encoder().encode(value.data[0]) as Uint8Array) : null;
  };
  const extensionsOf = async (mint: string): Promise<Extension[]> => {
    const decoded = getMintDecoder().decode((await accountBytes(mint))!);
    return isSome(decoded.extensions) ? decoded.extensions.value : [];
  };
  const creatorAccount = async (who: SignedIn, mint: string) => {
    const [ata] = await findAssociatedTokenPda({ owner: address(who.wallet.address), mint: address(mint), tokenProgram: TOKEN_2022_PROGRAM_ADDRESS });
    return getTokenDecoder().decode((await accountBytes(ata))!);
  };

  it('Given a transfer fee, interest, frozen-by-default and a permanent delegate, when the creation is signed, then the mint carries each one as chosen, 0.7 SOL is charged and the creator holds the thawed supply', async () => {
    const alice = await user();
    const delegate = createTestWallet().address;
    // When Alice creates a token with four extensions
    const extensions = {
      transferFee: { bps: 150, maxFee: '1000' },
      interestBearing: { rate: 5.25 },
      defaultFrozen: true,
      permanentDelegate: delegate,
    };
    const created = await create(alice, { extensions: JSON.stringify(extensions) });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    // Then the fee is 0.3 SOL + 0.1 per extension
    expect(created.body.feeLamports).toBe('700000000');
    const mint = created.body.mint as string;
    await signAndSubmit(alice, created.body.transaction);

    // Then the token program decodes each extension with Alice's authorities
    const found = await extensionsOf(mint);
    const kinds = found.map((e) => e.__kind);
    expect(kinds).toEqual(
      expect.arrayContaining([
        'TransferFeeConfig',
        'InterestBearingConfig',
        'DefaultAccountState',
        'PermanentDelegate',
        'MetadataPointer',
        'TokenMetadata',
      ]),
    );
    const fee = found.find((e) => e.__kind === 'TransferFeeConfig')!;
    expect(fee).toMatchObject({
      transferFeeConfigAuthority: alice.wallet.address,
      withdrawWithheldAuthority: alice.wallet.address,
      newerTransferFee: { transferFeeBasisPoints: 150, maximumFee: 1_000_000_000n },
    });
    expect(found.find((e) => e.__kind === 'InterestBearingConfig')).toMatchObject({ rateAuthority: alice.wallet.address, currentRate: 525 });
    expect(found.find((e) => e.__kind === 'DefaultAccountState')).toMatchObject({ state: AccountState.Frozen });
    expect(found.find((e) => e.__kind === 'PermanentDelegate')).toMatchObject({ delegate });
    // Then Alice's own account was thawed and holds the whole supply
    const account = await creatorAccount(alice, mint);
    expect(account.state).toBe(AccountState.Initialized);
    expect(account.amount).toBe(1_000_000_000_000n);
  });

  it('Given non-transferable chosen, when the token is created, then the mint is soulbound and sending it, from the dashboard, to a Wallet Manager wallet or in a distribution, is refused with a clear message', async () => {
    const alice = await user();
    const created = await create(alice, { extensions: JSON.stringify({ nonTransferable: true }) });
    expect(created.body.feeLamports).toBe('400000000');
    await signAndSubmit(alice, created.body.transaction);
    const mint = created.body.mint as string;
    expect((await extensionsOf(mint)).map((e) => e.__kind)).toContain('NonTransferable');
    // When Alice asks to send some, nothing is built
    const send = await call(world.t.app, {
      method: 'POST',
      url: '/api/token/send',
      token: alice.token,
      payload: { mint, recipient: createTestWallet().address, amount: '5' },
    });
    expect(send.status).toBe(400);
    expect(send.body).toEqual({
      success: false,
      code: 'TOKEN_NON_TRANSFERABLE',
      message: 'This token is non-transferable: it cannot be sent to another wallet',
    });
    // When she funds a custodial wallet of the Wallet Manager with it, the same refusal answers
    const generated = await call(world.t.app, {
      method: 'POST',
      url: `/api/wallet/create/${alice.user._id}`,
      token: alice.token,
      payload: { count: 1 },
    });
    const [custodial] = generated.body.data.wallets as { address: string }[];
    const funding = await call(world.t.app, {
      method: 'POST',
      url: '/api/transaction/spl-token',
      token: alice.token,
      payload: [{ from: alice.wallet.address, recipient: custodial!.address, amount: '5', tokenAddress: mint }],
    });
    expect(funding.status).toBe(400);
    expect(funding.body).toMatchObject({ success: false, code: 'TOKEN_NON_TRANSFERABLE' });
    // When she plans a distribution of it, the dry run refuses it before anything is built
    const plan = await call(world.t.app, {
      method: 'POST',
      url: '/api/distribution/validate',
      token: alice.token,
      payload: { mint, recipients: `${createTestWallet().address},1` },
    });
    expect(plan.status).toBe(400);
    expect(plan.body).toMatchObject({ success: false, code: 'TOKEN_NON_TRANSFERABLE', field: 'mint' });
  });

  it.each([
    [
      'non-transferable with a transfer fee',
      { extensions: JSON.stringify({ nonTransferable: true, transferFee: { bps: 100, maxFee: '1' } }) },
      'extensions.transferFee',
      'A non-transferable token cannot charge a transfer fee: it is never transferred',
    ],
    [
      'frozen by default with the freeze revoke',
      { extensions: JSON.stringify({ defaultFrozen: true }), revokeFreeze: 'true' },
      'extensions.defaultFrozen',
      'A token frozen by default needs its freeze authority to thaw holders: do not revoke freeze',
    ],
    [
      'a fee above 100 %',
      { extensions: JSON.stringify({ transferFee: { bps: 10_001, maxFee: '1' } }) },
      'extensions.transferFee.bps',
      'Transfer fee must be between 0 and 10,000 basis points (0 to 100 %)',
    ],
    [
      'an interest rate with 3 decimals',
      { extensions: JSON.stringify({ interestBearing: { rate: 1.234 } }) },
      'extensions.interestBearing.rate',
      'Interest rate must be between -100 and 300 % per year, with at most 2 decimals',
    ],
    ['an unknown extension', { extensions: JSON.stringify({ transferHook: 'x' }) }, 'extensions', undefined],
    ['extensions that are not JSON', { extensions: '{nope' }, 'extensions', 'The extensions field is not valid'],
  ])('Given %s, when the creation is asked, then it is refused naming the field and nothing is built', async (_, fields, field, message) => {
    const alice = await user(1n);
    const r = await create(alice, fields);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED', field, ...(message ? { message } : {}) });
  });

  it('Given a vanity address ending in "z" whose key stays with the creator, when both keys sign, then the mint is created at that address and the server never needed the key', async () => {
    const alice = await user();
    const vanity = await grindVanityWallet({ prefix: '', suffix: 'z', ignoreCase: false });
    const created = await create(alice, { mint: vanity.address });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.mint).toBe(vanity.address);
    expect(created.body.mint.endsWith('z')).toBe(true);
    // Without the mint key's signature the server refuses the transaction
    const walletOnly = await call(world.t.app, {
      method: 'POST',
      url: '/api/transaction/sendAndConfirm',
      token: alice.token,
      payload: { rawSignedTransaction: signWireTransaction(created.body.transaction, alice.wallet), payerType: alice.wallet.address },
    });
    expect(walletOnly.body).toMatchObject({ success: false, code: 'TRANSACTION_SIGNATURE_MISSING' });
    // With the browser's mint signature added first, it lands
    await signAndSubmit(alice, signWireTransaction(created.body.transaction, vanity));
    expect((await creatorAccount(alice, vanity.address)).amount).toBe(1_000_000_000_000n);
    // And the same address cannot be used again
    const again = await create(alice, { mint: vanity.address });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ success: false, code: 'MINT_ADDRESS_TAKEN', field: 'mint' });
  });

  it('Given no extension, when a token is created, then the fee stays 0.3 SOL', async () => {
    const alice = await user(1n);
    const r = await create(alice, {});
    expect(r.body.feeLamports).toBe(String((3n * SOL) / 10n));
  });

  const risksOf = async (mint: string) =>
    (await call(world.t.app, { method: 'GET', url: `/api/token/info/${mint}` })).body.data.risks as Array<{
      key: string;
      value: string;
      warning: boolean;
    }>;

  it('Given a token created with a 1.5 % fee and interest, when its page is read, then the risk panel names the fee and the rate without a warning', async () => {
    const alice = await user();
    const created = await create(alice, {
      extensions: JSON.stringify({ transferFee: { bps: 150, maxFee: '1000' }, interestBearing: { rate: 5.25 } }),
    });
    await signAndSubmit(alice, created.body.transaction);
    const risks = await risksOf(created.body.mint);
    expect(risks).toContainEqual({ key: 'transferFee', label: 'Transfer Fee', value: 'Transfer fee 1.5 %, max 1,000 FEE', warning: false });
    expect(risks).toContainEqual({
      key: 'interestBearing',
      label: 'Interest-Bearing',
      value: 'Interest 5.25 % per year (display only)',
      warning: false,
    });
    expect(risks.map((r) => r.key)).not.toContain('permanentDelegate');
    // And the page carries the fee in numbers, for the app to show net amounts
    const info = await call(world.t.app, { method: 'GET', url: `/api/token/info/${created.body.mint}` });
    expect(info.body.data.transferFee).toEqual({ bps: 150, maximumFee: '1000000000' });
  });

  it('Given a mint made outside the app with a permanent delegate, a transfer hook and a 6 % fee, when its page is read, then each is a warning', async () => {
    // Given someone creates such a mint with the token program directly
    const connection = new Connection(world.chain.rpcUrl, 'confirmed');
    const payer = Keypair.generate();
    const mint = Keypair.generate();
    const delegate = Keypair.generate().publicKey;
    const hookProgram = Keypair.generate().publicKey;
    await airdrop(world.chain.rpcUrl, payer.publicKey.toBase58(), 2n * SOL);
    const size = getMintLen([ExtensionType.PermanentDelegate, ExtensionType.TransferHook, ExtensionType.TransferFeeConfig]);
    const tx = new Transaction().add(
      SystemProgram.createAccount({
        fromPubkey: payer.publicKey,
        newAccountPubkey: mint.publicKey,
        space: size,
        lamports: await connection.getMinimumBalanceForRentExemption(size),
        programId: TOKEN_2022_PROGRAM_ID,
      }),
      createInitializePermanentDelegateInstruction(mint.publicKey, delegate, TOKEN_2022_PROGRAM_ID),
      createInitializeTransferHookInstruction(mint.publicKey, payer.publicKey, hookProgram, TOKEN_2022_PROGRAM_ID),
      createInitializeTransferFeeConfigInstruction(mint.publicKey, payer.publicKey, payer.publicKey, 600, 5_000n, TOKEN_2022_PROGRAM_ID),
      createInitializeMintInstruction(mint.publicKey, 2, payer.publicKey, null, TOKEN_2022_PROGRAM_ID),
    );
    await sendAndConfirmTransaction(connection, tx, [payer, mint], { commitment: 'confirmed' });
    // When its page is read, then each extension is a warning with what it means
    const risks = await risksOf(mint.publicKey.toBase58());
    const short = (a: string) => `${a.slice(0, 4)}...${a.slice(-4)}`;
    expect(risks).toContainEqual({
      key: 'permanentDelegate',
      label: 'Permanent Delegate',
      value: `${short(delegate.toBase58())} can move or burn any holder's tokens`,
      warning: true,
    });
    expect(risks).toContainEqual({
      key: 'transferHook',
      label: 'Transfer Hook',
      value: `Every transfer runs program ${short(hookProgram.toBase58())}`,
      warning: true,
    });
    expect(risks).toContainEqual({ key: 'transferFee', label: 'Transfer Fee', value: 'Transfer fee 6 %, max 50', warning: true });
  });
});
