/**
 * Uploads cost disk, so they are the last thing a token form does: a wallet that cannot pay for the
 * transaction stores nothing, and no user stores more than their daily upload allowance.
 */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema.ts';
import { emptySol } from '../../../test/chain-kit.ts';
import { call, signIn, testDatabases, type SignedIn } from '../../../test/helpers.ts';
import { solidPng } from '../../../test/png.ts';
import { multipart, useTokenKit } from '../../../test/token-kit.ts';
import { filesDirOf } from '../files/index.ts';

/** Small enough to reach in a few creations, large enough for one document and a few tiny images. */
const QUOTA = 6_000;

describe.each(testDatabases())('uploads of token forms on $name', (database) => {
  const { world, user, createToken } = useTokenKit(database, { uploadQuotaBytesPerDay: QUOTA });

  const stored = async () => (await readdir(filesDirOf(world.t.config.dataDir)).catch(() => [] as string[])).sort();
  const storedBytes = async (names: string[]) => {
    let sum = 0;
    for (const n of names) sum += (await stat(path.join(filesDirOf(world.t.config.dataDir), n))).size;
    return sum;
  };
  const images = () => ({
    image: { bytes: solidPng(8, [200, 10, 10, 255]), type: 'image/png', name: 'logo.png' },
    coverImage: { bytes: solidPng(8, [10, 200, 10, 255]), type: 'image/png', name: 'cover.png' },
  });
  const createForm = (who: SignedIn, fields: Record<string, string> = {}) =>
    multipart({ name: 'Rocket Jet', symbol: 'RJ', decimals: '6', initialMint: '1000', ...fields }, images()).then((body) =>
      call(world.t.app, { method: 'POST', url: '/api/token/create', token: who.token, ...body }),
    );

  it('Given a wallet with no SOL, when it posts a token form with a logo and a cover, then NOT_ENOUGH_SOL answers and no file is stored', async () => {
    const broke = await signIn(world.t.app);
    const before = await stored();

    const r = await createForm(broke);

    expect(r).toMatchObject({ status: 400, body: { code: 'NOT_ENOUGH_SOL' } });
    expect(await stored()).toEqual(before);
  });

  it('Given the update authority of a token has spent all its SOL, when it posts a metadata update with a new logo, then NOT_ENOUGH_SOL answers and no file is stored', async () => {
    const alice = await user();
    const mint = await createToken(alice);
    await emptySol(world.chain.rpcUrl, alice.wallet);
    const before = await stored();

    const body = await multipart({ name: 'Renamed' }, { image: images().image });
    const r = await call(world.t.app, { method: 'POST', url: `/api/token/update-metadata/${mint}`, token: alice.token, ...body });

    expect(r).toMatchObject({ status: 400, body: { code: 'NOT_ENOUGH_SOL' } });
    expect(await stored()).toEqual(before);
  });

  it('Given a funded user posting token forms with images again and again, when their uploads reach the daily allowance, then the next form is refused with UPLOAD_QUOTA_EXCEEDED on its image, nothing more is stored, and another user still can upload', async () => {
    const bob = await user();
    const before = new Set(await stored());
    let refused: Awaited<ReturnType<typeof createForm>> | undefined;
    for (let i = 0; i < 20 && !refused; i++) {
      const r = await createForm(bob);
      if (r.status !== 200) refused = r;
    }
    const bobs = (await stored()).filter((n) => !before.has(n));

    expect(refused).toMatchObject({ status: 429, body: { code: 'UPLOAD_QUOTA_EXCEEDED', field: 'image' } });
    expect(await storedBytes(bobs)).toBeLessThanOrEqual(QUOTA);
    const again = await createForm(bob);
    expect(again.body.code).toBe('UPLOAD_QUOTA_EXCEEDED');
    expect((await stored()).filter((n) => !before.has(n))).toEqual(bobs);

    const carol = await user();
    expect((await createForm(carol)).status).toBe(200);
  });

  it('Given a user who reached the allowance a day ago, when housekeeping has run, then their old uploads no longer count and they can upload again', async () => {
    const dave = await user();
    for (let i = 0; i < 20; i++) if ((await createForm(dave)).status !== 200) break;
    expect((await createForm(dave)).body.code).toBe('UPLOAD_QUOTA_EXCEEDED');
    await world.t.app.db
      .update(uploads)
      .set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(eq(uploads.userId, dave.user._id));

    expect((await world.t.app.housekeeping.run()).uploadRecordsForgotten).toBeGreaterThan(0);
    expect((await createForm(dave)).status).toBe(200);
  });
});
