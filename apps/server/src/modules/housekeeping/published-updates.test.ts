/**
 * A metadata update the wallet signed and sent to the chain itself (never posted back) must not
 * lose its new document: housekeeping asks the chain before forgetting the row. Real local chain,
 * real token created through the API, real update signed by the wallet and sent over RPC.
 */
import { randomBytes } from 'node:crypto';
import { readdir, utimes } from 'node:fs/promises';
import path from 'node:path';
import { createSolanaRpc, type Base64EncodedWireTransaction, type Signature } from '@solana/kit';
import { readMint } from '@toolkit/chain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { airdrop, call, createTestWallet, signIn, signWireTransaction, testDatabases, useChainApp, type SignedIn } from '../../../test/helpers.ts';
import { managedTokens, pendingTransactions } from '../../db/schema.ts';
import { solidPng } from '../../../test/png.ts';
import { filesDirOf } from './index.ts';
import { TOKEN_UPDATE_METADATA_KIND } from '../tokens/index.ts';

const SOL = 1_000_000_000n;
const HOUR = 60 * 60 * 1000;
const hoursAgo = (h: number) => new Date(Date.now() - h * HOUR);

/** A real 1x1 PNG in a random colour. */
const png = () => solidPng(1, [...randomBytes(3), 255] as [number, number, number, number]);

/** A multipart body as a browser's FormData sends it, with an image. */
async function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  data.append('image', new Blob([new Uint8Array(png())], { type: 'image/png' }), 'logo.png');
  const response = new Response(data);
  return { payload: Buffer.from(await response.arrayBuffer()), headers: { 'content-type': response.headers.get('content-type')! } };
}

const nameOf = (url: string) => path.basename(new URL(url).pathname);

describe.each(testDatabases())('metadata updates sent around the server, on $name', (database) => {
  const suite = useChainApp(database);
  let alice: SignedIn;
  let mint: string;
  let filesDir: string;

  beforeAll(async () => {
    filesDir = filesDirOf(suite.t.config.dataDir);
    alice = await signIn(suite.t.app);
    await airdrop(suite.chain.rpcUrl, alice.wallet.address, 5n * SOL);
    // A token created the ordinary way: prepared, signed, posted back, listed
    const created = await call(suite.t.app, {
      method: 'POST',
      url: '/api/token/create',
      token: alice.token,
      ...(await form({ name: 'Comet', symbol: 'CMT', decimals: '6', initialMint: '1000' })),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    mint = created.body.mint;
    const sent = await call(suite.t.app, {
      method: 'POST',
      url: '/api/transaction/sendAndConfirm',
      token: alice.token,
      payload: { rawSignedTransaction: signWireTransaction(created.body.transaction, alice.wallet), payerType: alice.wallet.address },
    });
    expect(sent.body, JSON.stringify(sent.body)).toMatchObject({ success: true });
  });

  /** Prepares a metadata update through the API; returns its transaction and its row's context. */
  async function prepareUpdate(name: string) {
    const r = await call(suite.t.app, { method: 'POST', url: `/api/token/update-metadata/${mint}`, token: alice.token, ...(await form({ name })) });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const uri = r.body.metadata.uri as string;
    const rows = await suite.t.app.db
      .select()
      .from(pendingTransactions)
      .where(and(eq(pendingTransactions.kind, TOKEN_UPDATE_METADATA_KIND), eq(pendingTransactions.userId, alice.user._id)));
    const row = rows.find((x) => (x.context as { metadataUrl: string }).metadataUrl === uri)!;
    const imageUrl = (row.context as { imageUrl: string }).imageUrl;
    return { transaction: r.body.transaction as string, rowId: row.id, documentName: nameOf(uri), imageName: nameOf(imageUrl), uri };
  }

  /** The wallet sends its signed transaction straight to the chain, as Phantom's signAndSend does. */
  async function sendStraightToChain(transaction: string) {
    const rpc = createSolanaRpc(suite.chain.rpcUrl);
    const wire = signWireTransaction(transaction, alice.wallet) as Base64EncodedWireTransaction;
    const signature: Signature = await rpc.sendTransaction(wire, { encoding: 'base64', preflightCommitment: 'confirmed' }).send();
    for (let i = 0; i < 400; i++) {
      const { value } = await rpc.getSignatureStatuses([signature]).send();
      if (value[0]?.confirmationStatus === 'confirmed' || value[0]?.confirmationStatus === 'finalized') {
        expect(value[0].err).toBeNull();
        return;
      }
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error('update not confirmed');
  }

  const rowExists = async (id: string) =>
    (await suite.t.app.db.select({ id: pendingTransactions.id }).from(pendingTransactions).where(eq(pendingTransactions.id, id))).length === 1;
  const ageRow = (id: string, hours: number) =>
    suite.t.app.db
      .update(pendingTransactions)
      .set({ createdAt: hoursAgo(hours) })
      .where(eq(pendingTransactions.id, id));
  const ageAllFiles = async (hours: number) => {
    const when = hoursAgo(hours);
    for (const name of await readdir(filesDir)) await utimes(path.join(filesDir, name), when, when);
  };
  const present = async () => new Set(await readdir(filesDir));

  it('Given metadata updates one sent by the wallet itself and one never sent, When housekeeping runs, Then the sent one keeps its files and the other is forgotten', async () => {
    // Given an update Alice signed and sent to the chain herself, never posting it back
    const sentAround = await prepareUpdate('Comet Sent');
    await sendStraightToChain(sentAround.transaction);
    expect((await readMint(createSolanaRpc(suite.chain.rpcUrl), mint))!.metadata!.uri).toBe(sentAround.uri);
    // And an update she prepared afterwards and never sent
    const neverSent = await prepareUpdate('Comet Abandoned');
    // And both rows are two hours old and every file two days old
    await ageRow(sentAround.rowId, 2);
    await ageRow(neverSent.rowId, 2);
    await ageAllFiles(48);

    // When housekeeping runs
    const report = await suite.t.app.housekeeping.run();

    // Then the update that is on chain keeps its row, its new document and its new image
    expect(await rowExists(sentAround.rowId)).toBe(true);
    const left = await present();
    expect(left.has(sentAround.documentName)).toBe(true);
    expect(left.has(sentAround.imageName)).toBe(true);
    expect((await suite.t.app.inject({ method: 'GET', url: `/api/files/${sentAround.documentName}` })).statusCode).toBe(200);
    // And Alice's list now shows the token as it is on chain
    const list = await call(suite.t.app, { method: 'GET', url: '/api/token/get', token: alice.token });
    expect(list.body.data).toEqual([expect.objectContaining({ address: mint, name: 'Comet Sent', metaDataURL: sentAround.uri })]);
    // And the update never sent lost its row, and with it its document and image
    expect(await rowExists(neverSent.rowId)).toBe(false);
    expect(left.has(neverSent.documentName)).toBe(false);
    expect(left.has(neverSent.imageName)).toBe(false);
    expect(report).toMatchObject({ builtTransactionsDeleted: 1, filesDeleted: 2 });

    // When it runs again (even if Alice removed the token from her list), the sent update's files still stay
    await suite.t.app.db.delete(managedTokens).where(eq(managedTokens.address, mint));
    expect(await suite.t.app.housekeeping.run()).toMatchObject({ builtTransactionsDeleted: 0, filesDeleted: 0 });
    expect(await rowExists(sentAround.rowId)).toBe(true);
  });

  it('Given a chain that cannot be asked, When housekeeping runs, Then old metadata updates are kept and other kinds go as before', async () => {
    // Given an old metadata update row on a cluster that does not answer, and an old creation row
    const insert = (kind: string) =>
      suite.t.app.db
        .insert(pendingTransactions)
        .values({
          userId: alice.user._id,
          kind,
          messageHash: randomBytes(32).toString('hex'),
          message: randomBytes(64).toString('base64'),
          feePayer: alice.wallet.address,
          serverSigners: [],
          rpcUrl: 'http://127.0.0.1:9/',
          lastValidBlockHeight: '150',
          context: { mint: createTestWallet().address, metadataUrl: 'http://127.0.0.1/api/files/AAAAAAAAAAAAAAAA.json' },
          createdAt: hoursAgo(3),
          updatedAt: hoursAgo(3),
        })
        .returning({ id: pendingTransactions.id });
    const [[update], [creation]] = await Promise.all([insert(TOKEN_UPDATE_METADATA_KIND), insert('token.create')]);
    // When housekeeping runs, the update stays (asked again next run) and the creation goes
    await suite.t.app.housekeeping.run();
    expect(await rowExists(update!.id)).toBe(true);
    expect(await rowExists(creation!.id)).toBe(false);
  });
});
