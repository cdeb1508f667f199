/**
 * The token lifecycle through the API, as an outside client uses it, on a real local chain read
 * back with @solana/web3.js + @solana/spl-token: create (Token-2022 + metadata + fee), the list,
 * the published files, metadata update, burn, revokes per authority, immutability, info, and the
 * refusals that change nothing.
 */
import { deflateSync } from 'node:zlib';
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js';
import {
  TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID, createMint, getMint, getOrCreateAssociatedTokenAccount, getTokenMetadata, mintTo,
} from '@solana/spl-token';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  airdrop, buildTestApp, call, signIn, signWireTransaction, startTestChain, testDatabases, type SignedIn, type TestApp,
} from '../../../test/helpers.ts';

const SOL = 1_000_000_000n;

/** A real 1x1 PNG with a tEXt chunk that must not survive the upload. */
function pngWithText(secret: string): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('tEXt', Buffer.from(`Comment\0${secret}`, 'latin1')),
    chunk('IDAT', deflateSync(Buffer.from([0, 0x14, 0xf1, 0x95, 0xff]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
function crc32(buf: Buffer): number {
  let c = ~0;
  for (const b of buf) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}

/** A multipart body as a browser's FormData sends it. */
async function multipart(fields: Record<string, string>, files: Record<string, { bytes: Buffer; name: string; type: string }> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const [k, f] of Object.entries(files)) form.append(k, new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.name);
  const response = new Response(form);
  return { payload: Buffer.from(await response.arrayBuffer()), headers: { 'content-type': response.headers.get('content-type')! } };
}

describe.each(testDatabases())('token lifecycle on $name', (database) => {
  let chain: Awaited<ReturnType<typeof startTestChain>>;
  let t: TestApp;
  let connection: Connection;
  let alice: SignedIn;
  let bob: SignedIn;
  let mint: string;
  const treasury = () => t.app.secrets.treasuryAddress;

  beforeAll(async () => {
    chain = await startTestChain();
    connection = new Connection(chain.rpcUrl, 'confirmed');
    t = await buildTestApp({ database, config: { localRpcUrl: chain.rpcUrl } });
    [alice, bob] = await Promise.all([signIn(t.app), signIn(t.app)]);
    await Promise.all([airdrop(chain.rpcUrl, alice.wallet.address, 10n * SOL), airdrop(chain.rpcUrl, bob.wallet.address, 2n * SOL)]);
  });
  afterAll(async () => {
    await t?.close();
    await chain?.close();
  });

  /** The wallet signs what the server built and the browser posts it back. */
  async function signAndSubmit(who: SignedIn, transaction: string) {
    const r = await call(t.app, {
      method: 'POST', url: '/api/transaction/sendAndConfirm', token: who.token,
      payload: { rawSignedTransaction: signWireTransaction(transaction, who.wallet), payerType: who.wallet.address },
    });
    expect(r.body, JSON.stringify(r.body)).toMatchObject({ success: true });
    return r.body.signature as string;
  }
  const post = (who: SignedIn, url: string, payload: object) => call(t.app, { method: 'POST', url, token: who.token, payload });
  const pathOf = (url: string) => new URL(url).pathname;

  it('creates a Token-2022 token with metadata, initial supply, a freeze revoke and the 0.6 SOL fee in one transaction', async () => {
    // Given Alice fills the form with an image, creator info, tokenomics and the freeze revoke
    const body = await multipart(
      {
        name: 'Rocket Jet', symbol: 'RJ', decimals: '6', initialMint: '1000000', description: 'To the moon',
        revokeFreeze: 'true', revokeMint: 'false', revokeUpdate: 'false', website: 'https://rocket.example',
        twitter: 'https://x.com/rocket', creatorName: 'Rocket Team', creatorWebsite: 'https://team.example',
        tags: JSON.stringify(['meme', 'fast']), tokenomics: JSON.stringify([{ title: 'Team', percentage: 20 }, { title: 'Public', percentage: 80 }]),
      },
      { image: { bytes: pngWithText('GPS 48.85N 2.35E'), name: 'logo.png', type: 'image/png' } },
    );
    // When she asks for the creation transaction, signs it and submits it
    const created = await call(t.app, { method: 'POST', url: '/api/token/create', token: alice.token, ...body });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body).toMatchObject({ success: true, feeLamports: '600000000' });
    mint = created.body.mint;
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
    const doc = await t.app.inject({ method: 'GET', url: pathOf(metadata!.uri) });
    expect(doc.statusCode).toBe(200);
    expect(doc.headers['content-type']).toContain('application/json');
    expect(doc.headers['x-content-type-options']).toBe('nosniff');
    const json = doc.json();
    expect(json).toMatchObject({
      name: 'Rocket Jet', symbol: 'RJ', description: 'To the moon', external_url: 'https://rocket.example',
      creator: { name: 'Rocket Team', site: 'https://team.example' }, tags: ['meme', 'fast'],
      tokenomics: [{ title: 'Team', percentage: 20 }, { title: 'Public', percentage: 80 }],
      socials: { website: 'https://rocket.example', twitter: 'https://x.com/rocket' },
    });
    const image = await t.app.inject({ method: 'GET', url: pathOf(json.image) });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    expect(image.rawPayload.includes(Buffer.from('GPS'))).toBe(false);

    // And the token is in Alice's list with its image and metadata URLs
    const list = await call(t.app, { method: 'GET', url: '/api/token/get', token: alice.token });
    expect(list.body.data).toEqual([
      expect.objectContaining({ address: mint, name: 'Rocket Jet', symbol: 'RJ', decimals: 6, imageURL: json.image, metaDataURL: metadata!.uri }),
    ]);
  });

  it('publishes team avatars, the cover and the roadmap, charging 0.1 each for team and roadmap', async () => {
    // Given a form with a team member and their avatar, a cover image, a roadmap and a video
    const png = { bytes: pngWithText('x'), name: 'a.png', type: 'image/png' };
    const body = await multipart(
      {
        name: 'Crew', symbol: 'CRW', decimals: '2', initialMint: '100', youtubeVideo: 'https://youtube.com/watch?v=x',
        team: JSON.stringify([{ id: 7, name: 'Ann', jobTitle: 'Founder', twitter: 'https://x.com/ann' }]),
        roadmap: JSON.stringify([{ id: 1, title: 'Launch', description: 'Go live', percentage: 100 }]),
      },
      { teamAvatar_7: png, coverImage: png },
    );
    // When the creation is prepared
    const r = await call(t.app, { method: 'POST', url: '/api/token/create', token: bob.token, ...body });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    // Then the fee is 0.5 SOL and the document links every image, each served as a PNG
    expect(r.body.feeLamports).toBe('500000000');
    const doc = (await t.app.inject({ method: 'GET', url: pathOf(r.body.metadataUri) })).json();
    expect(doc).toMatchObject({
      team: [{ id: 7, name: 'Ann', jobTitle: 'Founder', twitter: 'https://x.com/ann', avatar: expect.stringContaining('/api/files/') }],
      roadmap: [{ id: 1, title: 'Launch', description: 'Go live', percentage: 100 }],
      video: 'https://youtube.com/watch?v=x',
      creator: { name: 'Token Toolkit' },
    });
    for (const url of [doc.team[0].avatar, doc.cover]) {
      const image = await t.app.inject({ method: 'GET', url: pathOf(url) });
      expect(image.headers['content-type']).toBe('image/png');
    }
  });

  it('renames the token on chain through a metadata update, keeping the fields left out', async () => {
    // When Alice changes only the name
    const body = await multipart({ name: 'Rocket Jet Two' }, { image: { bytes: pngWithText('new'), name: 'new.png', type: 'image/png' } });
    const before = await getTokenMetadata(connection, new PublicKey(mint), 'confirmed', TOKEN_2022_PROGRAM_ID);
    const oldImage = (await t.app.inject({ method: 'GET', url: pathOf(before!.uri) })).json().image;
    const r = await call(t.app, { method: 'POST', url: `/api/token/update-metadata/${mint}`, token: alice.token, ...body });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.metadata).toMatchObject({ name: 'Rocket Jet Two', symbol: 'RJ', decimals: 6, supply: '1000000000000' });
    await signAndSubmit(alice, r.body.transaction);
    // Then the chain has the new name and the same symbol; the new document keeps the description
    const metadata = await getTokenMetadata(connection, new PublicKey(mint), 'confirmed', TOKEN_2022_PROGRAM_ID);
    expect(metadata).toMatchObject({ name: 'Rocket Jet Two', symbol: 'RJ' });
    const doc = (await t.app.inject({ method: 'GET', url: pathOf(metadata!.uri) })).json();
    expect(doc).toMatchObject({ name: 'Rocket Jet Two', description: 'To the moon', creator: { name: 'Rocket Team' } });
    expect(doc.image).not.toBe(oldImage);
    // And her list follows
    const list = await call(t.app, { method: 'GET', url: '/api/token/get', token: alice.token });
    expect(list.body.data[0]).toMatchObject({ name: 'Rocket Jet Two', metaDataURL: metadata!.uri, imageURL: doc.image });
  });

  it('burns tokens: the supply goes down by exactly the amount', async () => {
    const r = await post(alice, '/api/token/burn', { mint, amount: '250.5' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    await signAndSubmit(alice, r.body.transaction);
    const onChain = await getMint(connection, new PublicKey(mint), 'confirmed', TOKEN_2022_PROGRAM_ID);
    expect(onChain.supply).toBe(1_000_000_000_000n - 250_500_000n);
  });

  it.each([
    ['too many decimals', { amount: '1.1234567' }, 'This token has 6 decimals: use at most 6 digits after the point'],
    ['zero', { amount: '0' }, 'Amount should be greater than 0'],
    ['a negative amount', { amount: '-5' }, 'Amount must be a number'],
    ['more than the balance', { amount: '999999999' }, "You Don't Have Sufficient Balance"],
    ['above 1e15', { amount: '1000000000000001' }, 'Amount is above the 1e15 limit'],
    ['no amount', { amount: '' }, 'Please Enter Amount'],
  ])('refuses a burn of %s', async (_, over, message) => {
    const r = await post(alice, '/api/token/burn', { mint, ...over });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ success: false, message });
  });

  it('refuses revokes without a mint or without an authority, with the spec texts', async () => {
    const noMint = await post(alice, '/api/revoke/authority', { mintAddress: '', revokeMint: true, payerAddress: alice.wallet.address });
    expect(noMint.body).toEqual({ success: false, message: 'Please provide a token mint address' });
    const none = await post(alice, '/api/revoke/authority', { mintAddress: mint, payerAddress: alice.wallet.address });
    expect(none.body).toEqual({ success: false, message: 'Please select at least one authority type to revoke' });
  });

  it('refuses a revoke by a wallet that does not hold the authority', async () => {
    const r = await post(bob, '/api/revoke/authority', { mintAddress: mint, revokeMint: true, payerAddress: bob.wallet.address });
    expect(r.status).toBe(403);
    expect(r.body.message).toBe('Your wallet does not hold the mint authority of this token');
    // And freeze, revoked at creation, is reported as such
    const again = await post(alice, '/api/revoke/authority', { mintAddress: mint, revokeFreeze: true });
    expect(again.status).toBe(409);
  });

  it('revokes mint and update in one transaction each, 0.1 SOL each, confirmed per authority', async () => {
    // When Alice asks for both revokes
    const r = await post(alice, '/api/revoke/authority', { mintAddress: mint, revokeMint: true, revokeUpdate: true, payerAddress: alice.wallet.address });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ success: true, needsSignature: true });
    expect(r.body.transactions.map((x: { type: string }) => x.type)).toEqual(['mint', 'update']);
    const treasuryBefore = BigInt(await connection.getBalance(new PublicKey(treasury())));
    // And signs and submits each, then confirms each
    for (const { transaction, type } of r.body.transactions) {
      const signature = await signAndSubmit(alice, transaction);
      const confirmed = await post(alice, '/api/revoke/confirm-transaction', { signature, type, mintAddress: mint });
      expect(confirmed.body).toMatchObject({ success: true, details: { [type]: { success: true } } });
    }
    // Then both are none on chain and the treasury got 0.2 SOL
    const onChain = await getMint(connection, new PublicKey(mint), 'confirmed', TOKEN_2022_PROGRAM_ID);
    expect(onChain.mintAuthority).toBeNull();
    const metadata = await getTokenMetadata(connection, new PublicKey(mint), 'confirmed', TOKEN_2022_PROGRAM_ID);
    expect(metadata!.updateAuthority).toBeUndefined();
    expect(BigInt(await connection.getBalance(new PublicKey(treasury()))) - treasuryBefore).toBe(200_000_000n);
  });

  it('refuses a metadata update of an immutable token clearly', async () => {
    const body = await multipart({ name: 'Nope' });
    const r = await call(t.app, { method: 'POST', url: `/api/token/update-metadata/${mint}`, token: alice.token, ...body });
    expect(r.status).toBe(409);
    expect(r.body).toEqual({ success: false, message: 'This token is immutable: its metadata can no longer be changed' });
  });

  it('reports the authorities, holders and risks on the public info endpoint', async () => {
    const r = await call(t.app, { method: 'GET', url: `/api/token/info/${mint}` });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({
      mint, program: 'spl-token-2022', name: 'Rocket Jet Two', symbol: 'RJ', decimals: 6,
      mintAuthority: null, freezeAuthority: null, updateAuthority: null, mutable: false, holders: 1,
      metadata: expect.objectContaining({ name: 'Rocket Jet Two' }),
    });
    expect(r.body.data.largestHolders[0]).toMatchObject({ owner: alice.wallet.address, share: 1 });
    expect(r.body.data.risks).toEqual([
      { key: 'freeze', label: 'Freeze Authority', value: 'Revoked', warning: false },
      { key: 'mint', label: 'Mint Authority', value: 'Revoked', warning: false },
      { key: 'mutable', label: 'Mutable', value: 'Revoked', warning: false },
      { key: 'concentration', label: 'Top 10 Holders', value: '100.00%', warning: true },
    ]);
    // And the dashboard's batched read gives supplies and authorities, null for a non-mint
    const batch = await call(t.app, { method: 'GET', url: `/api/token/mints?mints=${mint},${bob.wallet.address}` });
    expect(batch.body.data).toEqual({
      [mint]: expect.objectContaining({ program: 'spl-token-2022', decimals: 6, supply: '999749500000', mintAuthority: null, name: 'Rocket Jet Two' }),
      [bob.wallet.address]: null,
    });
    expect((await call(t.app, { method: 'GET', url: '/api/token/mints?mints=not-an-address' })).status).toBe(400);
  });

  it.each([
    ['a text file sent as an image', { name: 'T', symbol: 'T', decimals: '6', initialMint: '1' }, { bytes: Buffer.from('hello, not an image'), name: 'x.png', type: 'image/png' }, 'Images must be PNG, JPEG, WebP or GIF'],
    ['an SVG image', { name: 'T', symbol: 'T', decimals: '6', initialMint: '1' }, { bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), name: 'x.svg', type: 'image/svg+xml' }, 'SVG images are not accepted: use PNG, JPEG, WebP or GIF'],
    ['decimals above 9', { name: 'T', symbol: 'T', decimals: '10', initialMint: '1' }, null, 'Decimals must be a whole number between 0 and 9'],
    ['a missing name', { symbol: 'T', decimals: '6', initialMint: '1' }, null, 'Please enter a token name'],
    ['a name over 32 characters', { name: 'x'.repeat(33), symbol: 'T', decimals: '6', initialMint: '1' }, null, 'Name must be at most 32 characters'],
    ['a supply beyond u64', { name: 'T', symbol: 'T', decimals: '9', initialMint: '18446744074' }, null, 'The supply does not fit in a token account at these decimals'],
    ['tokenomics over 100%', { name: 'T', symbol: 'T', decimals: '6', initialMint: '1', tokenomics: JSON.stringify([{ title: 'a', percentage: 60 }, { title: 'b', percentage: 41 }]) }, null, 'The total percentage cannot exceed 100%'],
    ['four tags', { name: 'T', symbol: 'T', decimals: '6', initialMint: '1', tags: JSON.stringify(['a', 'b', 'c', 'd']) }, null, 'You cannot add more than 3 tags'],
  ])('refuses a creation with %s and publishes nothing', async (_, fields, image, message) => {
    const body = await multipart(fields, image ? { image } : {});
    const r = await call(t.app, { method: 'POST', url: '/api/token/create', token: bob.token, ...body });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ success: false, message });
    expect((await call(t.app, { method: 'GET', url: '/api/token/get', token: bob.token })).body.data).toEqual([]);
  });

  it('reads, sends and burns a classic SPL token without metadata', async () => {
    // Given a classic mint made elsewhere, with Alice holding 1000
    const payer = Keypair.generate();
    await airdrop(chain.rpcUrl, payer.publicKey.toBase58(), 2n * SOL);
    const classic = await createMint(connection, payer, payer.publicKey, payer.publicKey, 2, undefined, { commitment: 'confirmed' }, TOKEN_PROGRAM_ID);
    const aliceAta = await getOrCreateAssociatedTokenAccount(connection, payer, classic, new PublicKey(alice.wallet.address), false, 'confirmed', { commitment: 'confirmed' }, TOKEN_PROGRAM_ID);
    await mintTo(connection, payer, classic, aliceAta.address, payer, 100_000n, [], { commitment: 'confirmed' }, TOKEN_PROGRAM_ID);
    // Then its info reads with a fallback name and its authorities as warnings
    const info = await call(t.app, { method: 'GET', url: `/api/token/info/${classic.toBase58()}` });
    expect(info.body.data).toMatchObject({ program: 'spl-token', decimals: 2, supply: '100000', mutable: false, metadata: null, holders: 1 });
    expect(info.body.data.risks.slice(0, 2).map((x: { warning: boolean }) => x.warning)).toEqual([true, true]);
    // When Alice sends 10 to Bob and burns 5
    const send = await post(alice, '/api/token/send', { mint: classic.toBase58(), recipient: bob.wallet.address, amount: '10' });
    expect(send.status, JSON.stringify(send.body)).toBe(200);
    await signAndSubmit(alice, send.body.transaction);
    const burn = await post(alice, '/api/token/burn', { mint: classic.toBase58(), amount: '5' });
    await signAndSubmit(alice, burn.body.transaction);
    // Then Bob holds 10 and the supply is 995
    const bobAta = await getOrCreateAssociatedTokenAccount(connection, payer, classic, new PublicKey(bob.wallet.address), false, 'confirmed', undefined, TOKEN_PROGRAM_ID);
    expect(bobAta.amount).toBe(1000n);
    expect((await getMint(connection, classic, 'confirmed', TOKEN_PROGRAM_ID)).supply).toBe(99_500n);
  });

  it('mints more and changes an authority for the holder only', async () => {
    // Given a fresh token of Alice's with its mint authority
    const body = await multipart({ name: 'Minty', symbol: 'MNT', decimals: '0', initialMint: '10' });
    const created = await call(t.app, { method: 'POST', url: '/api/token/create', token: alice.token, ...body });
    expect(created.body.feeLamports).toBe('300000000');
    await signAndSubmit(alice, created.body.transaction);
    const m = created.body.mint as string;
    // When Bob tries to mint, he is refused
    expect((await post(bob, '/api/token/mint', { mint: m, amount: '5' })).status).toBe(403);
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
});
