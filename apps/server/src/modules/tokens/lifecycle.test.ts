/**
 * The token lifecycle through the API, as an outside client uses it, on a real local chain read
 * back with @solana/web3.js + @solana/spl-token: create (Token-2022 + metadata + fee), the list,
 * the published files, metadata update, burn, mint, send, authority changes, info, and the
 * refusals that change nothing. Every test signs in its own users and makes its own tokens.
 */
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js';
import {
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  createMint,
  getMint,
  getOrCreateAssociatedTokenAccount,
  getTokenMetadata,
  mintTo,
} from '@solana/spl-token';
import { beforeAll, describe, expect, it } from 'vitest';
import { airdrop, call, createTestWallet, testDatabases } from '../../../test/helpers.ts';
import { SOL, multipart, pngWithText, useTokenKit } from '../../../test/token-kit.ts';

describe.each(testDatabases())('token lifecycle on $name', (database) => {
  let connection: Connection;
  const treasury = () => world.t.app.secrets.treasuryAddress;
  const { world, user, post, signAndSubmit, createToken } = useTokenKit(database);
  const pathOf = (url: string) => new URL(url).pathname;
  const listOf = async (who: { token: string }) => (await call(world.t.app, { method: 'GET', url: '/api/token/get', token: who.token })).body.data;
  const supplyOf = async (mint: string) => (await getMint(connection, new PublicKey(mint), 'confirmed', TOKEN_2022_PROGRAM_ID)).supply;

  beforeAll(async () => {
    connection = new Connection(world.chain.rpcUrl, 'confirmed');
  });

  it('Given a form with an image, creator info, tokenomics and the freeze revoke, when the creation is signed and submitted, then one transaction made the Token-2022 mint, paid 0.6 SOL and published clean files, and the token is listed', async () => {
    // Given Alice fills the form with an image, creator info, tokenomics and the freeze revoke
    const alice = await user();
    const body = await multipart(
      {
        name: 'Rocket Jet',
        symbol: 'RJ',
        decimals: '6',
        initialMint: '1000000',
        description: 'To the moon',
        revokeFreeze: 'true',
        revokeMint: 'false',
        revokeUpdate: 'false',
        website: 'https://rocket.example',
        twitter: 'https://x.com/rocket',
        creatorName: 'Rocket Team',
        creatorWebsite: 'https://team.example',
        tags: JSON.stringify(['meme', 'fast']),
        tokenomics: JSON.stringify([
          { title: 'Team', percentage: 20 },
          { title: 'Public', percentage: 80 },
        ]),
      },
      { image: { bytes: pngWithText('GPS 48.85N 2.35E'), name: 'logo.png', type: 'image/png' } },
    );
    // When she asks for the creation transaction, signs it and submits it
    const created = await call(world.t.app, { method: 'POST', url: '/api/token/create', token: alice.token, ...body });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body).toMatchObject({ success: true, message: 'Transaction ready: please approve it in your wallet', feeLamports: '600000000' });
    const mint = created.body.mint as string;
    const treasuryBefore = BigInt(await connection.getBalance(new PublicKey(treasury())));
    const signature = await signAndSubmit(alice, created.body.transaction);

    // Then the chain holds a Token-2022 mint with the right decimals, supply and authorities
    const onChain = await getMint(connection, new PublicKey(mint), 'confirmed', TOKEN_2022_PROGRAM_ID);
    expect(onChain.decimals).toBe(6);
    expect(onChain.supply).toBe(1_000_000_000_000n);
    expect(onChain.mintAuthority?.toBase58()).toBe(alice.wallet.address);
    expect(onChain.freezeAuthority).toBeNull();
    const metadata = await getTokenMetadata(connection, new PublicKey(mint), 'confirmed', TOKEN_2022_PROGRAM_ID);
    expect(metadata).toMatchObject({ name: 'Rocket Jet', symbol: 'RJ' });
    expect(metadata!.updateAuthority?.toBase58()).toBe(alice.wallet.address);

    // And 0.6 SOL reached the treasury in that very transaction
    const tx = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0, commitment: 'confirmed' });
    const keys = tx!.transaction.message.staticAccountKeys.map((k) => k.toBase58());
    const i = keys.indexOf(treasury());
    expect(tx!.meta!.postBalances[i]! - tx!.meta!.preBalances[i]!).toBe(0.6 * LAMPORTS_PER_SOL);
    expect(BigInt(await connection.getBalance(new PublicKey(treasury()))) - treasuryBefore).toBe(600_000_000n);

    // And its uri serves the metadata JSON whose image loads, without the image's text chunk
    const doc = await world.t.app.inject({ method: 'GET', url: pathOf(metadata!.uri) });
    expect(doc.statusCode).toBe(200);
    expect(doc.headers['content-type']).toContain('application/json');
    expect(doc.headers['x-content-type-options']).toBe('nosniff');
    const json = doc.json();
    expect(json).toMatchObject({
      name: 'Rocket Jet',
      symbol: 'RJ',
      description: 'To the moon',
      external_url: 'https://rocket.example',
      creator: { name: 'Rocket Team', site: 'https://team.example' },
      tags: ['meme', 'fast'],
      tokenomics: [
        { title: 'Team', percentage: 20 },
        { title: 'Public', percentage: 80 },
      ],
      socials: { website: 'https://rocket.example', twitter: 'https://x.com/rocket' },
    });
    const image = await world.t.app.inject({ method: 'GET', url: pathOf(json.image) });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    expect(image.rawPayload.includes(Buffer.from('GPS'))).toBe(false);

    // And the token is in Alice's list with its image and metadata URLs
    expect(await listOf(alice)).toEqual([
      expect.objectContaining({ address: mint, name: 'Rocket Jet', symbol: 'RJ', decimals: 6, imageURL: json.image, metaDataURL: metadata!.uri }),
    ]);
  });

  it('Given a form with a team member and avatar, a cover, a roadmap and a video, when the creation is prepared, then the fee is 0.5 SOL and the document links every image', async () => {
    const bob = await user(2n);
    const png = { bytes: pngWithText('x'), name: 'a.png', type: 'image/png' };
    const body = await multipart(
      {
        name: 'Crew',
        symbol: 'CRW',
        decimals: '2',
        initialMint: '100',
        youtubeVideo: 'https://youtube.com/watch?v=x',
        team: JSON.stringify([{ id: 7, name: 'Ann', jobTitle: 'Founder', twitter: 'https://x.com/ann' }]),
        roadmap: JSON.stringify([{ id: 1, title: 'Launch', description: 'Go live', percentage: 100 }]),
      },
      { teamAvatar_7: png, coverImage: png },
    );
    const r = await call(world.t.app, { method: 'POST', url: '/api/token/create', token: bob.token, ...body });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.feeLamports).toBe('500000000');
    const doc = (await world.t.app.inject({ method: 'GET', url: pathOf(r.body.metadataUri) })).json();
    expect(doc).toMatchObject({
      team: [{ id: 7, name: 'Ann', jobTitle: 'Founder', twitter: 'https://x.com/ann', avatar: expect.stringContaining('/api/files/') }],
      roadmap: [{ id: 1, title: 'Launch', description: 'Go live', percentage: 100 }],
      video: 'https://youtube.com/watch?v=x',
      creator: { name: 'Token Toolkit' },
    });
    for (const url of [doc.team[0].avatar, doc.cover]) {
      const image = await world.t.app.inject({ method: 'GET', url: pathOf(url) });
      expect(image.headers['content-type']).toBe('image/png');
    }
  });

  it('Given a token with a description and creator, when only its name and image are updated, then the chain has the new name, the new document keeps the rest, and the list follows', async () => {
    const alice = await user();
    const mint = await createToken(
      alice,
      { description: 'To the moon', creatorName: 'Rocket Team' },
      { image: { bytes: pngWithText('old'), name: 'old.png', type: 'image/png' } },
    );
    const before = await getTokenMetadata(connection, new PublicKey(mint), 'confirmed', TOKEN_2022_PROGRAM_ID);
    const oldImage = (await world.t.app.inject({ method: 'GET', url: pathOf(before!.uri) })).json().image;
    // When Alice changes only the name and the image
    const body = await multipart({ name: 'Rocket Jet Two' }, { image: { bytes: pngWithText('new'), name: 'new.png', type: 'image/png' } });
    const r = await call(world.t.app, { method: 'POST', url: `/api/token/update-metadata/${mint}`, token: alice.token, ...body });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.metadata).toMatchObject({ name: 'Rocket Jet Two', symbol: 'RJ', decimals: 6, supply: '1000000000000' });
    await signAndSubmit(alice, r.body.transaction);
    // Then the chain has the new name and the same symbol; the new document keeps the description
    const metadata = await getTokenMetadata(connection, new PublicKey(mint), 'confirmed', TOKEN_2022_PROGRAM_ID);
    expect(metadata).toMatchObject({ name: 'Rocket Jet Two', symbol: 'RJ' });
    const doc = (await world.t.app.inject({ method: 'GET', url: pathOf(metadata!.uri) })).json();
    expect(doc).toMatchObject({ name: 'Rocket Jet Two', description: 'To the moon', creator: { name: 'Rocket Team' } });
    expect(doc.image).not.toBe(oldImage);
    // And her list follows
    expect((await listOf(alice))[0]).toMatchObject({ name: 'Rocket Jet Two', metaDataURL: metadata!.uri, imageURL: doc.image });
  });

  it('Given an immutable token, when its metadata update is asked for, then it is refused with TOKEN_IMMUTABLE and the chain keeps its name', async () => {
    const alice = await user();
    const mint = await createToken(alice, { revokeUpdate: 'true' });
    const body = await multipart({ name: 'Nope' });
    const r = await call(world.t.app, { method: 'POST', url: `/api/token/update-metadata/${mint}`, token: alice.token, ...body });
    expect(r.status).toBe(409);
    expect(r.body).toEqual({ success: false, code: 'TOKEN_IMMUTABLE', message: 'This token is immutable: its metadata can no longer be changed' });
    const metadata = await getTokenMetadata(connection, new PublicKey(mint), 'confirmed', TOKEN_2022_PROGRAM_ID);
    expect(metadata!.name).toBe('Rocket Jet');
  });

  it('Given a token of the wallet, when 250.5 are burned, then the supply goes down by exactly that amount', async () => {
    const alice = await user();
    const mint = await createToken(alice);
    const r = await post(alice, '/api/token/burn', { mint, amount: '250.5' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    await signAndSubmit(alice, r.body.transaction);
    expect(await supplyOf(mint)).toBe(1_000_000_000_000n - 250_500_000n);
  });

  it.each([
    ['too many decimals', 'VALIDATION_FAILED', { amount: '1.1234567' }, 'This token has 6 decimals: use at most 6 digits after the point'],
    ['zero', 'VALIDATION_FAILED', { amount: '0' }, 'Amount should be greater than 0'],
    ['a negative amount', 'VALIDATION_FAILED', { amount: '-5' }, 'Amount must be a number'],
    ['more than the balance', 'NOT_ENOUGH_TOKEN', { amount: '999999999' }, 'You need 998999999 more RJ.'],
    ['above 1e15', 'VALIDATION_FAILED', { amount: '1000000000000001' }, 'Amount is above the 1e15 limit'],
    ['no amount', 'VALIDATION_FAILED', { amount: '' }, 'Please Enter Amount'],
  ])(
    'Given a token of the wallet, when a burn of %s is asked for, then it is refused with %s and the supply stays',
    async (_, code, over, message) => {
      const alice = await user();
      const mint = await createToken(alice);
      const r = await post(alice, '/api/token/burn', { mint, ...over });
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ success: false, code, message });
      expect(await supplyOf(mint)).toBe(1_000_000_000_000n);
    },
  );

  it('Given a wallet holding none of a token, when it asks to burn some, then it is refused naming the amount it lacks', async () => {
    const [alice, bob] = await Promise.all([user(), user(1n)]);
    const mint = await createToken(alice);
    const r = await post(bob, '/api/token/burn', { mint, amount: '1' });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ success: false, code: 'NOT_ENOUGH_TOKEN', message: 'You need 1 more RJ.', field: 'amount' });
  });

  it('Given a token whose three authorities were revoked at creation, when its public info is read without a session, then authorities, holders and risks are reported, and the batched read agrees', async () => {
    const alice = await user();
    const mint = await createToken(alice, { revokeFreeze: 'true', revokeMint: 'true', revokeUpdate: 'true' });
    const stranger = createTestWallet().address;
    const r = await call(world.t.app, { method: 'GET', url: `/api/token/info/${mint}` });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({
      mint,
      program: 'spl-token-2022',
      name: 'Rocket Jet',
      symbol: 'RJ',
      decimals: 6,
      mintAuthority: null,
      freezeAuthority: null,
      updateAuthority: null,
      mutable: false,
      holders: 1,
      metadata: expect.objectContaining({ name: 'Rocket Jet' }),
    });
    expect(r.body.data.largestHolders[0]).toMatchObject({ owner: alice.wallet.address, share: 1 });
    expect(r.body.data.risks).toEqual([
      { key: 'freeze', label: 'Freeze Authority', value: 'Revoked', warning: false },
      { key: 'mint', label: 'Mint Authority', value: 'Revoked', warning: false },
      { key: 'mutable', label: 'Mutable', value: 'Revoked', warning: false },
      { key: 'concentration', label: 'Top 10 Holders', value: '100.00%', warning: true },
    ]);
    // And the dashboard's batched read gives supplies and authorities, null for a non-mint
    const batch = await call(world.t.app, { method: 'GET', url: `/api/token/mints?mints=${mint},${stranger}` });
    expect(batch.body.data).toEqual({
      [mint]: expect.objectContaining({ program: 'spl-token-2022', decimals: 6, supply: '1000000000000', mintAuthority: null, name: 'Rocket Jet' }),
      [stranger]: null,
    });
  });

  it('Given addresses that are not mints, when the info or the batched read is asked for, then MINT_NOT_FOUND and VALIDATION_FAILED answer', async () => {
    const missing = await call(world.t.app, { method: 'GET', url: `/api/token/info/${createTestWallet().address}` });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, code: 'MINT_NOT_FOUND', message: 'No token mint exists at this address on the current network' });
    const bad = await call(world.t.app, { method: 'GET', url: '/api/token/mints?mints=not-an-address' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  });

  it.each([
    [
      'a text file sent as an image',
      'IMAGE_KIND_REFUSED',
      { name: 'T', symbol: 'T', decimals: '6', initialMint: '1' },
      { bytes: Buffer.from('hello, not an image'), name: 'x.png', type: 'image/png' },
      'Images must be PNG, JPEG, WebP or GIF',
    ],
    [
      'an SVG image',
      'IMAGE_SVG_REFUSED',
      { name: 'T', symbol: 'T', decimals: '6', initialMint: '1' },
      { bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), name: 'x.svg', type: 'image/svg+xml' },
      'SVG images are not accepted: use PNG, JPEG, WebP or GIF',
    ],
    [
      'decimals above 9',
      'VALIDATION_FAILED',
      { name: 'T', symbol: 'T', decimals: '10', initialMint: '1' },
      null,
      'Decimals must be a whole number between 0 and 9',
    ],
    ['a missing name', 'VALIDATION_FAILED', { symbol: 'T', decimals: '6', initialMint: '1' }, null, 'Please enter a token name'],
    [
      'a name over 32 characters',
      'VALIDATION_FAILED',
      { name: 'x'.repeat(33), symbol: 'T', decimals: '6', initialMint: '1' },
      null,
      'Name must be at most 32 characters',
    ],
    [
      'a supply beyond u64',
      'VALIDATION_FAILED',
      { name: 'T', symbol: 'T', decimals: '9', initialMint: '18446744074' },
      null,
      'The supply does not fit in a token account at these decimals',
    ],
    [
      'tokenomics over 100%',
      'VALIDATION_FAILED',
      {
        name: 'T',
        symbol: 'T',
        decimals: '6',
        initialMint: '1',
        tokenomics: JSON.stringify([
          { title: 'a', percentage: 60 },
          { title: 'b', percentage: 41 },
        ]),
      },
      null,
      'The total percentage cannot exceed 100%',
    ],
    [
      'four tags',
      'VALIDATION_FAILED',
      { name: 'T', symbol: 'T', decimals: '6', initialMint: '1', tags: JSON.stringify(['a', 'b', 'c', 'd']) },
      null,
      'You cannot add more than 3 tags',
    ],
  ])('Given a creation form with %s, when it is sent, then it is refused with %s and nothing is listed', async (_, code, fields, image, message) => {
    const bob = await user(1n);
    const body = await multipart(fields, image ? { image } : {});
    const r = await call(world.t.app, { method: 'POST', url: '/api/token/create', token: bob.token, ...body });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ success: false, code, message });
    expect(await listOf(bob)).toEqual([]);
  });

  it('Given a classic SPL mint without metadata, when its holder reads, sends and burns it, then the info falls back and the balances and supply move exactly', async () => {
    // Given a classic mint made elsewhere, with Alice holding 1000
    const [alice, bob] = await Promise.all([user(), user(1n)]);
    const payer = Keypair.generate();
    await airdrop(world.chain.rpcUrl, payer.publicKey.toBase58(), 2n * SOL);
    const classic = await createMint(
      connection,
      payer,
      payer.publicKey,
      payer.publicKey,
      2,
      undefined,
      { commitment: 'confirmed' },
      TOKEN_PROGRAM_ID,
    );
    const aliceAta = await getOrCreateAssociatedTokenAccount(
      connection,
      payer,
      classic,
      new PublicKey(alice.wallet.address),
      false,
      'confirmed',
      { commitment: 'confirmed' },
      TOKEN_PROGRAM_ID,
    );
    await mintTo(connection, payer, classic, aliceAta.address, payer, 100_000n, [], { commitment: 'confirmed' }, TOKEN_PROGRAM_ID);
    // Then its info reads with a fallback name and its authorities as warnings
    const info = await call(world.t.app, { method: 'GET', url: `/api/token/info/${classic.toBase58()}` });
    expect(info.body.data).toMatchObject({ program: 'spl-token', decimals: 2, supply: '100000', mutable: false, metadata: null, holders: 1 });
    expect(info.body.data.risks.slice(0, 2).map((x: { warning: boolean }) => x.warning)).toEqual([true, true]);
    // When Alice sends 10 to Bob and burns 5
    const send = await post(alice, '/api/token/send', { mint: classic.toBase58(), recipient: bob.wallet.address, amount: '10' });
    expect(send.status, JSON.stringify(send.body)).toBe(200);
    await signAndSubmit(alice, send.body.transaction);
    const burn = await post(alice, '/api/token/burn', { mint: classic.toBase58(), amount: '5' });
    await signAndSubmit(alice, burn.body.transaction);
    // Then Bob holds 10 and the supply is 995
    const bobAta = await getOrCreateAssociatedTokenAccount(
      connection,
      payer,
      classic,
      new PublicKey(bob.wallet.address),
      false,
      'confirmed',
      undefined,
      TOKEN_PROGRAM_ID,
    );
    expect(bobAta.amount).toBe(1000n);
    expect((await getMint(connection, classic, 'confirmed', TOKEN_PROGRAM_ID)).supply).toBe(99_500n);
  });

  it('Given a token of Alice with its mint authority, when Bob tries to mint and Alice mints to Bob and hands him the freeze authority, then only Alice is obeyed', async () => {
    const [alice, bob] = await Promise.all([user(), user(1n)]);
    const m = await createToken(alice, { name: 'Minty', symbol: 'MNT', decimals: '0', initialMint: '10' });
    // When Bob tries to mint, he is refused
    const refused = await post(bob, '/api/token/mint', { mint: m, amount: '5' });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ success: false, code: 'NOT_MINT_AUTHORITY', message: 'Your wallet is not the mint authority of this token' });
    // When Alice mints 5 to Bob, then hands the freeze authority to Bob
    const minted = await post(alice, '/api/token/mint', { mint: m, amount: '5', recipient: bob.wallet.address });
    await signAndSubmit(alice, minted.body.transaction);
    const handed = await post(alice, '/api/token/authority', { mint: m, type: 'freeze', newAuthority: bob.wallet.address });
    await signAndSubmit(alice, handed.body.transaction);
    // Then the supply is 15 and Bob holds the freeze authority
    const onChain = await getMint(connection, new PublicKey(m), 'confirmed', TOKEN_2022_PROGRAM_ID);
    expect(onChain.supply).toBe(15n);
    expect(onChain.freezeAuthority?.toBase58()).toBe(bob.wallet.address);
  });

  it('Given a token whose mint authority was revoked, when more is minted or the authority is changed, then AUTHORITY_ALREADY_REVOKED answers', async () => {
    const alice = await user();
    const m = await createToken(alice, { revokeMint: 'true' });
    const mint = await post(alice, '/api/token/mint', { mint: m, amount: '5' });
    expect(mint.status).toBe(409);
    expect(mint.body).toEqual({ success: false, code: 'AUTHORITY_ALREADY_REVOKED', message: 'The mint authority of this token is already revoked' });
    const change = await post(alice, '/api/token/authority', { mint: m, type: 'mint' });
    expect(change.body.code).toBe('AUTHORITY_ALREADY_REVOKED');
    expect(await supplyOf(m)).toBe(1_000_000_000_000n);
  });
});
