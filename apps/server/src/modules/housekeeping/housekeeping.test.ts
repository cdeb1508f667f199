/**
 * Housekeeping against a real app and database: transactions built and never signed are forgotten
 * once their blockhash is long dead, and uploads that no token, transaction or kept document
 * points at are deleted after a day. Everything else stays.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, createTestWallet, signIn, testDatabases, type TestApp } from '../../../test/helpers.ts';
import { managedTokens, pendingTransactions, type PendingStatus } from '../../db/schema.ts';
import { createFileStore, type FileStore } from '../files/index.ts';
import { solidPng } from '../../../test/png.ts';
import { deleteExpiredBuiltTransactions, filesDirOf } from './index.ts';

const HOUR = 60 * 60 * 1000;
const hoursAgo = (h: number) => new Date(Date.now() - h * HOUR);

/** A real 1x1 PNG in a random colour (uploads are decoded and re-encoded, so they must be real images). */
const png = () => new Uint8Array(solidPng(1, [...randomBytes(3), 255] as [number, number, number, number]));

describe.each(testDatabases())('housekeeping on $name', (database) => {
  let t: TestApp;
  let userId: string;
  let files: FileStore;
  let filesDir: string;

  beforeAll(async () => {
    // A 50 ms interval: the timer only starts once the app listens (the last test).
    t = await buildTestApp({ database, config: { housekeepingIntervalMinutes: 50 / 60_000 } });
    userId = (await signIn(t.app)).user._id;
    files = createFileStore(t.config);
    filesDir = filesDirOf(t.config.dataDir);
  });
  afterAll(() => t?.close());

  /** A pending transaction row as the transaction core writes it, created `createdAt`. */
  const insertPending = async (status: PendingStatus, createdAt: Date, context: Record<string, unknown> = {}) => {
    const [row] = await t.app.db
      .insert(pendingTransactions)
      .values({
        userId,
        kind: 'token.create',
        messageHash: randomBytes(32).toString('hex'),
        message: randomBytes(64).toString('base64'),
        feePayer: createTestWallet().address,
        serverSigners: [{ type: 'ephemeral', address: createTestWallet().address, sealed: 'sealed-mint-key' }],
        context,
        rpcUrl: 'http://127.0.0.1:9/',
        lastValidBlockHeight: '150',
        status,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: pendingTransactions.id });
    return row!.id;
  };
  const statusesOf = async (ids: string[]) =>
    (
      await t.app.db
        .select({ id: pendingTransactions.id, status: pendingTransactions.status })
        .from(pendingTransactions)
        .where(inArray(pendingTransactions.id, ids))
    )
      .map((r) => r.status)
      .sort();

  /** Ages a stored file as if it had been written `hours` ago. */
  const age = async (name: string, hours: number) => {
    const when = hoursAgo(hours);
    await utimes(path.join(filesDir, name), when, when);
  };
  const present = async () => new Set(await readdir(filesDir));

  it('Given built transactions old and recent, When housekeeping runs, Then those older than an hour are forgotten and recent or submitted ones kept', async () => {
    // Given an abandoned creation built two hours ago, one built five minutes ago, and old rows
    // that were submitted (submitting, confirmed, failed)
    const abandoned = await insertPending('built', hoursAgo(2));
    const fresh = await insertPending('built', new Date(Date.now() - 5 * 60 * 1000));
    const answered = await Promise.all((['submitting', 'confirmed', 'failed'] as const).map((s) => insertPending(s, hoursAgo(48))));

    // When the job runs with the hour as its cut-off
    const deleted = await deleteExpiredBuiltTransactions(t.app.db, hoursAgo(1));

    // Then only the abandoned row (and its sealed key) is gone
    expect(deleted).toBe(1);
    expect(await statusesOf([abandoned])).toEqual([]);
    expect(await statusesOf([fresh, ...answered])).toEqual(['built', 'confirmed', 'failed', 'submitting']);
  });

  it('Given old uploads used and unused, When housekeeping runs, Then unused ones are deleted and those tokens, transactions and kept documents use stay', async () => {
    // Given a listed token whose document points at its image and a cover
    const listedImage = await files.putImage(png());
    const listedCover = await files.putImage(png());
    const listedDoc = await files.putJson({ name: 'Listed', image: listedImage.url, cover: listedCover.url });
    await t.app.db.insert(managedTokens).values({
      userId,
      name: 'Listed',
      symbol: 'LST',
      decimals: 9,
      address: createTestWallet().address,
      hasMetadata: true,
      imageUrl: listedImage.url,
      metadataUrl: listedDoc.url,
    });
    // And a token created here, confirmed, then removed from the list (its document is on chain)
    const onChainImage = await files.putImage(png());
    const onChainAvatar = await files.putImage(png());
    const onChainDoc = await files.putJson({ name: 'On chain', image: onChainImage.url, team: [{ name: 'Ann', avatar: onChainAvatar.url }] });
    await insertPending('confirmed', hoursAgo(72), { metadataUrl: onChainDoc.url, imageUrl: onChainImage.url });
    // And a token listed under an older public URL (the operator changed PUBLIC_URL since)
    const movedDoc = await files.putJson({ name: 'Moved' });
    await t.app.db.insert(managedTokens).values({
      userId,
      name: 'Moved',
      symbol: 'MOV',
      decimals: 6,
      address: createTestWallet().address,
      hasMetadata: true,
      metadataUrl: `https://old.example.com/api/files/${movedDoc.name}`,
    });
    // And a creation prepared two days ago and never signed, and a stray old upload
    const abandonedImage = await files.putImage(png());
    const abandonedDoc = await files.putJson({ name: 'Abandoned', image: abandonedImage.url });
    await insertPending('built', hoursAgo(48), { metadataUrl: abandonedDoc.url, imageUrl: abandonedImage.url });
    const stray = await files.putImage(png());
    // And a metadata update being prepared right now that reuses an old, otherwise unused image
    const reusedImage = await files.putImage(png());
    const draftDoc = await files.putJson({ name: 'Draft', image: reusedImage.url });
    // And an upload made an hour ago that nothing uses yet, and a file that is not the store's
    const recentStray = await files.putImage(png());
    await writeFile(path.join(filesDir, 'notes.txt'), 'operator notes');
    const old = [
      listedImage,
      listedCover,
      listedDoc,
      onChainImage,
      onChainAvatar,
      onChainDoc,
      movedDoc,
      abandonedImage,
      abandonedDoc,
      stray,
      reusedImage,
    ].map((f) => f.name);
    for (const name of [...old, 'notes.txt']) await age(name, 30);
    await age(recentStray.name, 1);
    await age(draftDoc.name, 0);

    // When housekeeping runs (built rows first, then files)
    const report = await t.app.housekeeping.run();

    // Then the abandoned creation's row, its image and document, and the stray upload are gone
    expect(report.builtTransactionsDeleted).toBe(1);
    expect(report.filesDeleted).toBe(3);
    const left = await present();
    for (const gone of [abandonedImage, abandonedDoc, stray]) expect(left.has(gone.name)).toBe(false);
    // And everything a token, a transaction or a kept document points at stays, as do recent and foreign files
    const kept = [listedImage, listedCover, listedDoc, onChainImage, onChainAvatar, onChainDoc, movedDoc, reusedImage, draftDoc, recentStray].map(
      (f) => f.name,
    );
    for (const name of [...kept, 'notes.txt']) expect(left.has(name)).toBe(true);
    // And a kept file is still served
    expect((await t.app.inject({ method: 'GET', url: `/api/files/${listedCover.name}` })).statusCode).toBe(200);

    // When it runs again, nothing more goes
    expect(await t.app.housekeeping.run()).toMatchObject({ builtTransactionsDeleted: 0, filesDeleted: 0 });
  });

  it('Given a document that cannot be read, When housekeeping runs, Then an old file it might point at is kept', async () => {
    // Given an old unused image, and a listed token whose document cannot be read (a folder in its
    // place stands in for a disk error)
    const unused = await files.putImage(png());
    await age(unused.name, 30);
    const unreadable = `${randomBytes(12).toString('base64url')}.json`;
    await mkdir(path.join(filesDir, unreadable));
    await t.app.db.insert(managedTokens).values({
      userId,
      name: 'Odd',
      symbol: 'ODD',
      decimals: 0,
      address: createTestWallet().address,
      metadataUrl: files.urlOf(unreadable),
    });
    // When housekeeping runs, it refuses to guess: the run fails and the image stays
    await expect(t.app.housekeeping.run()).rejects.toThrow();
    expect((await present()).has(unused.name)).toBe(true);
    await t.app.db.delete(managedTokens).where(eq(managedTokens.symbol, 'ODD'));
  });

  it('Given an abandoned built transaction, When the server listens, Then housekeeping removes it on its own', async () => {
    // Given an abandoned built transaction
    const abandoned = await insertPending('built', hoursAgo(3));
    // When the server listens, the timer picks it up
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    await vi.waitFor(async () => expect(await statusesOf([abandoned])).toEqual([]), { timeout: 10_000, interval: 20 });
  });
});
